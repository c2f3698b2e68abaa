import type { Database } from 'better-sqlite3';
import type { Prng } from '../../db/seed/prng';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { DEPOSIT_CHANNELS, DEPOSIT_LIFETIME_MS, DEPOSIT_REASON } from '../cashier';
import { SLOT_PAYTABLE, SLOT_SYMBOLS, payOf, type SlotSymbol } from '../play';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The slot pay table's chances are per million spins. */
const MILLION = 1_000_000;

export interface TeamAccount {
  username: string;
  passwordHash: string;
  /** 0 member, 1 agent. */
  type: number;
  nickname: string;
  referralCode: string;
  uplineId: number | null;
  createdAt: number;
}

/**
 * Writes team accounts and their play the way the platform records it, with prepared statements
 * inside the caller's transaction: an account (its closure rows come from migration 020's trigger),
 * credited deposit orders with their `deposit` ledger row (ref = the order id), and demo slot
 * rounds with their `game.bet` / `game.win` ledger rows (ref = `round-<id>`), the team aggregates
 * following from the triggers on game_rounds and ledger. Each account's ledger is written in time
 * order from a zero balance, so `balance_after` never goes below 0 and the main wallet written at
 * `finish` is the sum of the account's rows.
 */
export function createTeamWriter(db: Database, rng: Prng, now: number) {
  const stmt = {
    account: db.prepare<[string, string, number, string, string, number, number, number, number | null]>(
      `INSERT INTO accounts (username, password_hash, type, nickname, referral_code, club_rank, password_changed_at, avatar,
        created_at, upline_id, first_login) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, 0)`,
    ),
    wallet: db.prepare<[number, number, number]>('INSERT INTO wallets (account_id, wallet_type, balance) VALUES (?, ?, ?)'),
    ledger: db.prepare<[number, number, number, number, string, string, number]>(
      `INSERT INTO ledger (account_id, wallet_type, amount, balance_after, reason, ref, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    order: db.prepare<[number, number, string, string, string, number, number, number, number]>(
      `INSERT INTO deposit_orders (account_id, request_id, vendor_id, mcs_bank_code, bank_code, channel_name, amount, status,
        created_at, expires_at, settled_at, settled_by) VALUES (?, NULL, ?, ?, ?, ?, ?, 'CREDITED', ?, ?, ?, 'PROVIDER')`,
    ),
    round: db.prepare<[number, number, number, number, string, number]>(
      'INSERT INTO game_rounds (account_id, node_id, stake, win, result, played_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
  };
  // Slot games a member can play today: the seeded slots that no maintenance switch closes.
  const slots = db
    .prepare<[], number>(
      `SELECT g.node_id FROM games g JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type
       WHERE g.game_type = 'RNG' AND g.maintenance = 0 AND v.maintenance = 0 ORDER BY g.node_id LIMIT 60`,
    )
    .pluck()
    .all();
  if (slots.length === 0) throw new Error('The team seed plays slot games: the games seed must come first');
  const balances = new Map<number, number>();

  const post = (accountId: number, amount: number, reason: string, ref: string, at: number): void => {
    const balance = (balances.get(accountId) ?? 0) + amount;
    balances.set(accountId, balance);
    stmt.ledger.run(accountId, MAIN_WALLET, amount, balance, reason, ref, at);
  };

  /** A slot outcome drawn from the pay table with the seed's PRNG, laid out as the slot page shows it. */
  const slotOutcome = (): { reels: SlotSymbol[][]; multiplier: number; line: string | null } => {
    const roll = rng.int(0, MILLION - 1);
    let floor = 0;
    let middle: SlotSymbol[] | undefined;
    for (const entry of SLOT_PAYTABLE) {
      floor += entry.perMillion;
      if (roll < floor) {
        middle = entry.line.length === 3 ? [...entry.line] : [...entry.line, rng.pick(SLOT_SYMBOLS.filter((s) => s !== 'CHERRY'))];
        break;
      }
    }
    while (!middle) {
      const row = [rng.pick(SLOT_SYMBOLS), rng.pick(SLOT_SYMBOLS), rng.pick(SLOT_SYMBOLS)];
      if (payOf(row).multiplier === 0) middle = row;
    }
    const row = () => [rng.pick(SLOT_SYMBOLS), rng.pick(SLOT_SYMBOLS), rng.pick(SLOT_SYMBOLS)];
    return { reels: [row(), middle, row()], ...payOf(middle) };
  };

  return {
    addAccount(account: TeamAccount): number {
      return Number(
        stmt.account.run(
          account.username,
          account.passwordHash,
          account.type,
          account.nickname,
          account.referralCode,
          // Changed within the last 30 days, so no seeded password is reported as expired (90 days).
          Math.max(account.createdAt, now - 30 * DAY_MS),
          rng.int(0, 9),
          account.createdAt,
          account.uplineId,
        ).lastInsertRowid,
      );
    },

    /** A deposit paid through one of the brand's channels and credited a few minutes after it was made. */
    deposit(accountId: number, cents: number, createdAt: number): number {
      const fitting = DEPOSIT_CHANNELS.filter((c) => c.min * 100 <= cents && cents <= c.max * 100);
      const channel = rng.pick(fitting.length > 0 ? fitting : DEPOSIT_CHANNELS);
      const bankCode = channel.banks.length > 0 ? rng.pick(channel.banks).bankCode : channel.mcsBankCode;
      const settledAt = createdAt + rng.int(1, 20) * MINUTE_MS;
      const id = stmt.order.run(
        accountId,
        channel.vendorId,
        channel.mcsBankCode,
        bankCode,
        channel.displayName,
        cents,
        createdAt,
        createdAt + DEPOSIT_LIFETIME_MS,
        settledAt,
      ).lastInsertRowid;
      post(accountId, cents, DEPOSIT_REASON, `D${id}`, settledAt);
      return settledAt;
    },

    /**
     * Slot rounds at the given times (ascending), each staking what the balance allows: a stake
     * the balance cannot cover is not played, as the platform would refuse it.
     */
    playRounds(accountId: number, times: readonly number[], stakes: readonly number[]): number {
      let played = 0;
      times.forEach((at, i) => {
        const stake = stakes[i % stakes.length]!;
        if ((balances.get(accountId) ?? 0) < stake) return;
        const outcome = slotOutcome();
        const win = Math.floor(stake * outcome.multiplier);
        const id = stmt.round.run(accountId, rng.pick(slots), stake, win, JSON.stringify(outcome), at).lastInsertRowid;
        post(accountId, -stake, 'game.bet', `round-${id}`, at);
        if (win > 0) post(accountId, win, 'game.win', `round-${id}`, at);
        played++;
      });
      return played;
    },

    balance: (accountId: number): number => balances.get(accountId) ?? 0,

    /** Writes every account's main wallet: the sum of the ledger rows written here. */
    finish(accountIds: Iterable<number>): void {
      for (const id of accountIds) stmt.wallet.run(id, MAIN_WALLET, balances.get(id) ?? 0);
    },
  };
}
export type TeamWriter = ReturnType<typeof createTeamWriter>;

/** `count` times in [from, to), ascending, drawn with the seed's PRNG. */
export function timesBetween(rng: Prng, count: number, from: number, to: number): number[] {
  const times = Array.from({ length: count }, () => from + Math.floor(rng.next() * Math.max(1, to - from)));
  return times.sort((a, b) => a - b);
}

export { DAY_MS };
