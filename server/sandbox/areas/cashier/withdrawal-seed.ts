import type { Database } from 'better-sqlite3';
import { mulberry32, type Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';
import { seedPasswordHash, warmSeedPasswordHashes } from '../../core/password';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { LedgerReason, orderId } from './withdrawal-repository';
import { SettingName } from './withdrawal-settings';

const WITHDRAWAL_SEED = 1812;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const peso = (amount: number) => amount * 100;

/** Payout types: limits in pesos and the percentage part of the fee in hundredths of a percent. */
export const WITHDRAW_TYPES = [
  { type: 'BC', min: 100, max: 50_000, feeBasisPoints: 100 },
  { type: 'EW', min: 100, max: 30_000, feeBasisPoints: 50 },
  { type: 'VW', min: 500, max: 100_000, feeBasisPoints: 150 },
] as const;

/** Banks and e-wallets with the form of their account numbers (digits only once spaces are removed). */
export const WITHDRAW_BANKS = [
  { code: 'BDO', type: 'BC', name: 'BDO Unibank', pattern: '^[0-9]{10}$|^[0-9]{12}$' },
  { code: 'BPI', type: 'BC', name: 'Bank of the Philippine Islands', pattern: '^[0-9]{10}$' },
  { code: 'MBTC', type: 'BC', name: 'Metrobank', pattern: '^[0-9]{13}$' },
  { code: 'UBP', type: 'BC', name: 'UnionBank', pattern: '^[0-9]{12}$' },
  { code: 'LBP', type: 'BC', name: 'Land Bank of the Philippines', pattern: '^[0-9]{10}$' },
  { code: 'GCASH', type: 'EW', name: 'GCash', pattern: '^09[0-9]{9}$' },
  { code: 'MAYA', type: 'EW', name: 'Maya', pattern: '^09[0-9]{9}$' },
  { code: 'USDT_TRC20', type: 'VW', name: 'USDT (TRC-20)', pattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
] as const;

/** The flat charge of every withdrawal, in pesos; the fee preview adds the type's percentage. */
export const PENALTY_CHARGE = 5;
/** The withdrawal password of the seeded members (README, demo accounts). */
export const SEED_PAYMENT_PASSWORD = '123456';

interface SeedCard {
  bank: string;
  number: string;
}
interface SeedHistory {
  daysAgo: number;
  card: number;
  amount: number;
  outcome: 'RECEIVED' | 'FORCED' | 'REJECTED';
}
interface SeedPayout {
  username: string;
  realName: string;
  cards: SeedCard[];
  history: SeedHistory[];
  /** One order waiting for the desk, and one approved order waiting for the member's receipt confirmation. */
  pending?: { card: number; amount: number };
  awaitingReceipt?: { card: number; amount: number };
}

const PAYOUTS: SeedPayout[] = [
  {
    username: 'player1',
    realName: 'Juan Dela Cruz',
    cards: [
      { bank: 'BDO', number: '001234567890' },
      { bank: 'GCASH', number: '09171110001' },
    ],
    history: [
      { daysAgo: 55, card: 0, amount: 500, outcome: 'RECEIVED' },
      { daysAgo: 41, card: 0, amount: 800, outcome: 'REJECTED' },
      { daysAgo: 30, card: 1, amount: 200, outcome: 'FORCED' },
      { daysAgo: 12, card: 1, amount: 300, outcome: 'RECEIVED' },
    ],
    pending: { card: 0, amount: 200 },
  },
  {
    username: 'vip1',
    realName: 'Maria Santos',
    cards: [{ bank: 'BPI', number: '1234567890' }],
    history: [{ daysAgo: 20, card: 0, amount: 2_000, outcome: 'RECEIVED' }],
    // The receipt prompt opens at every sign-in while this waits: vip1 shows it on first start.
    awaitingReceipt: { card: 0, amount: 250 },
  },
];

function salts(rng: Prng): Buffer[] {
  return PAYOUTS.map(() => Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255))));
}

function fee(type: string, cents: number): number {
  const basisPoints = WITHDRAW_TYPES.find((t) => t.type === type)!.feeBasisPoints;
  return peso(PENALTY_CHARGE) + Math.ceil((cents * basisPoints) / 10_000);
}

const mask = (number: string) => `****${number.slice(-4)}`;

/**
 * Settings, banks and the demo members' payout data: a real name, payout accounts, the withdrawal
 * password 123456, paid and rejected withdrawals of the last 60 days, one order waiting for the
 * desk and one paid order waiting for the receipt confirmation (deadline after the seed's `now`).
 * Every movement is a ledger row. The money the history takes out first arrives as one deposit,
 * so the members keep the opening balances the accounts seed gives them.
 */
export function seedWithdrawal(db: Database, rng: Prng, now: number): void {
  const setting = db.prepare('INSERT INTO settings (name, value) VALUES (?, ?)');
  setting.run(SettingName.penaltyCents, String(peso(PENALTY_CHARGE)));
  // Equal ends: open around the clock (the development helper sets opening hours for tests).
  setting.run(SettingName.hoursFrom, '00:00');
  setting.run(SettingName.hoursTo, '00:00');
  setting.run(SettingName.fixedAmounts, '[]');
  setting.run(SettingName.c2cEnabled, 'true');
  setting.run(SettingName.c2cTimeoutMinutes, '30');

  const type = db.prepare(
    'INSERT INTO withdraw_types (withdraw_type, min_cents, max_cents, fee_basis_points, sort) VALUES (?, ?, ?, ?, ?)',
  );
  WITHDRAW_TYPES.forEach((t, i) => type.run(t.type, peso(t.min), peso(t.max), t.feeBasisPoints, i));
  const bank = db.prepare('INSERT INTO withdraw_banks (bank_code, withdraw_type, bank_name, number_pattern, sort) VALUES (?, ?, ?, ?, ?)');
  WITHDRAW_BANKS.forEach((b, i) => bank.run(b.code, b.type, b.name, b.pattern, i));

  const account = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck();
  const balanceOf = db.prepare<[number, number], number>('SELECT balance FROM wallets WHERE account_id = ? AND wallet_type = ?').pluck();
  const setBalance = db.prepare('UPDATE wallets SET balance = ? WHERE account_id = ? AND wallet_type = ?');
  const member = db.prepare('UPDATE accounts SET payee_name = ?, payment_password_hash = ? WHERE id = ?');
  const card = db.prepare(`INSERT INTO bank_cards (account_id, withdraw_type, bank_code, account_name, account_no, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const order = db.prepare(`INSERT INTO withdrawals (account_id, bank_card_id, withdraw_type, amount, fee, status, channel,
    reject_reason, created_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const confirmation = db.prepare(`INSERT INTO payment_confirmations (withdrawal_id, account_id, amount, status, approved_at,
    deadline, confirmed_at, received_amount, remaining_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ledgerRow = db.prepare(`INSERT INTO ledger (account_id, wallet_type, amount, balance_after, reason, ref, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const timeout = 30 * MINUTE_MS;

  const accountSalts = salts(rng);
  PAYOUTS.forEach((payout, p) => {
    const id = account.get(payout.username);
    if (id === undefined) return;
    member.run(payout.realName, seedPasswordHash(SEED_PAYMENT_PASSWORD, accountSalts[p]), id);
    const start = now - 60 * DAY_MS;
    const cards = payout.cards.map((c) => {
      const b = WITHDRAW_BANKS.find((x) => x.code === c.bank)!;
      const cardId = Number(card.run(id, b.type, b.code, payout.realName, c.number, start - DAY_MS).lastInsertRowid);
      return { id: cardId, type: b.type, channel: `${b.name} ${mask(c.number)}` };
    });

    let balance = balanceOf.get(id, MAIN_WALLET) ?? 0;
    const move = (cents: number, reason: string, ref: string, at: number) => {
      balance += cents;
      ledgerRow.run(id, MAIN_WALLET, cents, balance, reason, ref, at);
    };

    // What the orders keep (paid out, pending, awaiting receipt) arrives first as one deposit.
    const kept = [...payout.history.filter((h) => h.outcome !== 'REJECTED'), payout.pending, payout.awaitingReceipt]
      .filter((h): h is { card: number; amount: number } => h !== undefined)
      .reduce((sum, h) => sum + peso(h.amount) + fee(cards[h.card].type, peso(h.amount)), 0);
    if (kept > 0) move(kept, 'deposit', `seed-${payout.username}-withdrawals`, start);

    const submit = (
      h: { card: number; amount: number },
      status: string,
      createdAt: number,
      settledAt: number | null,
      reason: string | null,
    ) => {
      const c = cards[h.card];
      const cents = peso(h.amount);
      const charge = fee(c.type, cents);
      const n = Number(order.run(id, c.id, c.type, cents, charge, status, c.channel, reason, createdAt, settledAt).lastInsertRowid);
      move(-cents, LedgerReason.withdraw, orderId(n), createdAt);
      move(-charge, LedgerReason.fee, orderId(n), createdAt);
      return { n, cents, charge };
    };

    for (const h of payout.history) {
      const createdAt = now - h.daysAgo * DAY_MS + rng.int(0, 8 * 60) * MINUTE_MS;
      const settledAt = createdAt + rng.int(10, 90) * MINUTE_MS;
      if (h.outcome === 'REJECTED') {
        const { n, cents, charge } = submit(h, 'REJECTED', createdAt, settledAt, 'the account name does not match the bank');
        move(cents + charge, LedgerReason.refund, orderId(n), settledAt);
        continue;
      }
      const { n, cents } = submit(h, 'APPROVED', createdAt, settledAt, null);
      const confirmedAt = h.outcome === 'FORCED' ? settledAt + timeout : settledAt + rng.int(2, 20) * MINUTE_MS;
      confirmation.run(n, id, cents, h.outcome, settledAt, settledAt + timeout, confirmedAt, cents, 0);
    }
    if (payout.pending) submit(payout.pending, 'PENDING', now - 2 * 60 * MINUTE_MS, null, null);
    if (payout.awaitingReceipt) {
      const createdAt = now - 60 * MINUTE_MS;
      const approvedAt = now - 10 * MINUTE_MS;
      const { n, cents } = submit(payout.awaitingReceipt, 'APPROVED', createdAt, approvedAt, null);
      confirmation.run(n, id, cents, 'WAITING', approvedAt, approvedAt + timeout, null, null, null);
    }
    setBalance.run(balance, id, MAIN_WALLET);
  });
}

/** The withdrawal passwords are hashed on the thread pool first (scrypt is slow by design). */
export const withdrawalSeed: SeedPart = {
  name: 'withdrawal',
  seed: WITHDRAWAL_SEED,
  prepare: () => warmSeedPasswordHashes(salts(mulberry32(WITHDRAWAL_SEED)).map((salt) => ({ password: SEED_PAYMENT_PASSWORD, salt }))),
  run: seedWithdrawal,
};
