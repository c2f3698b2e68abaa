import type { Database } from 'better-sqlite3';
import type { TicketType } from '../../../../shared/domains/rewards/schemas';

export interface PromoCodeRow {
  id: number;
  code: string;
  description: string;
  amount: number;
  turnover: number;
  expiresAt: number;
  totalLimit: number | null;
  visible: number;
  claims: number;
}

export interface TicketPrizeRow {
  id: number;
  ticketType: TicketType;
  symbol: string;
  amount: number;
  turnover: number;
  weight: number;
}

export interface TicketRow {
  id: number;
  accountId: number;
  transactionId: string;
  ticketType: TicketType;
  title: string;
  status: 'AVAILABLE' | 'SPUN' | 'CLAIMED';
  prizeId: number | null;
  grantId: number | null;
  issuedAt: number;
  expiresAt: number | null;
}

export interface RaffleRow {
  id: number;
  title: string;
  prize: number;
  turnover: number;
  winners: number;
  drawsAt: number;
  drawnAt: number | null;
  entries: number;
}

export interface RaffleEntryRow {
  raffleId: number;
  accountId: number;
  won: number | null;
  grantId: number | null;
}

export interface LoginDayRow {
  day: number;
  amount: number;
  turnover: number;
}

export interface SigninRow {
  day: string;
  streak: number;
  cycleDay: number;
  grantId: number;
  signedAt: number;
}

const PROMO = `p.id, p.code, p.description, p.amount, p.turnover, p.expires_at AS expiresAt, p.total_limit AS totalLimit,
  p.visible, (SELECT COUNT(*) FROM promo_code_claims c WHERE c.code_id = p.id) AS claims`;
const TICKET = `id, account_id AS accountId, transaction_id AS transactionId, ticket_type AS ticketType, title, status,
  prize_id AS prizeId, grant_id AS grantId, issued_at AS issuedAt, expires_at AS expiresAt`;
const RAFFLE = `r.id, r.title, r.prize, r.turnover, r.winners, r.draws_at AS drawsAt, r.drawn_at AS drawnAt,
  (SELECT COUNT(*) FROM raffle_entries e WHERE e.raffle_id = r.id) AS entries`;

/**
 * The reward centre's tables besides the grants: promo codes and their claims, prize tickets and
 * their prize tables, raffles and their entries, the sign-in cycle and the members' sign-ins.
 * Writes that must happen once are guarded by UNIQUE keys or conditional updates, so a race
 * changes nothing twice.
 */
export function createRewardsRepository(db: Database) {
  const stmt = {
    promoByCode: db.prepare<[string], PromoCodeRow>(`SELECT ${PROMO} FROM promo_codes p WHERE p.code = ?`),
    promoVisible: db.prepare<[], PromoCodeRow>(`SELECT ${PROMO} FROM promo_codes p WHERE p.visible = 1 ORDER BY p.expires_at DESC, p.id`),
    promoClaimed: db.prepare<[number], number>('SELECT code_id FROM promo_code_claims WHERE account_id = ?').pluck(),
    insertPromo: db.prepare(`INSERT INTO promo_codes (code, description, amount, turnover, expires_at, total_limit, visible, created_at)
      VALUES (@code, @description, @amount, @turnover, @expiresAt, @totalLimit, @visible, @now)`),
    insertPromoClaim: db.prepare<[number, number, number, number]>(
      'INSERT INTO promo_code_claims (code_id, account_id, grant_id, claimed_at) VALUES (?, ?, ?, ?)',
    ),
    prizes: db.prepare<[string], TicketPrizeRow>(`SELECT id, ticket_type AS ticketType, symbol, amount, turnover, weight
      FROM ticket_prizes WHERE ticket_type = ? ORDER BY amount, id`),
    insertPrize: db.prepare(`INSERT INTO ticket_prizes (ticket_type, symbol, amount, turnover, weight)
      VALUES (@ticketType, @symbol, @amount, @turnover, @weight)`),
    ticket: db.prepare<[number, string], TicketRow>(`SELECT ${TICKET} FROM prize_tickets WHERE account_id = ? AND transaction_id = ?`),
    tickets: db.prepare<[number, string, string], TicketRow>(`SELECT ${TICKET} FROM prize_tickets
      WHERE account_id = ? AND status IN (?, ?) ORDER BY issued_at DESC, id DESC LIMIT 100`),
    insertTicket: db.prepare(`INSERT INTO prize_tickets (account_id, transaction_id, ticket_type, title, status, issued_at, expires_at)
      VALUES (@accountId, @transactionId, @ticketType, @title, 'AVAILABLE', @now, @expiresAt)`),
    spin: db.prepare<[number, number, number]>(`UPDATE prize_tickets SET status = 'SPUN', prize_id = ?, spun_at = ?
      WHERE id = ? AND status = 'AVAILABLE'`),
    claimTicket: db.prepare<[number, number, number, number]>(`UPDATE prize_tickets SET status = 'CLAIMED', prize_id = ?, claimed_at = ?,
      grant_id = ? WHERE id = ? AND status IN ('AVAILABLE', 'SPUN')`),
    raffle: db.prepare<[number], RaffleRow>(`SELECT ${RAFFLE} FROM raffles r WHERE r.id = ?`),
    // Open raffles and those drawn in the last 30 days.
    raffles: db.prepare<[number], RaffleRow>(`SELECT ${RAFFLE} FROM raffles r WHERE r.drawn_at IS NULL OR r.draws_at >= ?
      ORDER BY r.draws_at DESC, r.id DESC`),
    dueRaffles: db.prepare<[number], RaffleRow>(
      `SELECT ${RAFFLE} FROM raffles r WHERE r.drawn_at IS NULL AND r.draws_at <= ? ORDER BY r.id`,
    ),
    insertRaffle: db.prepare(`INSERT INTO raffles (title, prize, turnover, winners, draws_at, created_at)
      VALUES (@title, @prize, @turnover, @winners, @drawsAt, @now)`),
    markDrawn: db.prepare<[number, number]>('UPDATE raffles SET drawn_at = ? WHERE id = ? AND drawn_at IS NULL'),
    entries: db.prepare<[number], RaffleEntryRow>(`SELECT raffle_id AS raffleId, account_id AS accountId, won, grant_id AS grantId
      FROM raffle_entries WHERE raffle_id = ? ORDER BY account_id`),
    entry: db.prepare<[number, number], RaffleEntryRow>(`SELECT raffle_id AS raffleId, account_id AS accountId, won, grant_id AS grantId
      FROM raffle_entries WHERE raffle_id = ? AND account_id = ?`),
    insertEntry: db.prepare<[number, number, number]>('INSERT INTO raffle_entries (raffle_id, account_id, entered_at) VALUES (?, ?, ?)'),
    settleEntry: db.prepare<[number, number | null, number, number]>(
      'UPDATE raffle_entries SET won = ?, grant_id = ? WHERE raffle_id = ? AND account_id = ?',
    ),
    config: db.prepare<[number], { id: number; effectiveFrom: number }>(`SELECT id, effective_from AS effectiveFrom FROM login_configs
      WHERE effective_from <= ? ORDER BY effective_from DESC, id DESC LIMIT 1`),
    configs: db.prepare<[], { id: number; effectiveFrom: number }>(
      'SELECT id, effective_from AS effectiveFrom FROM login_configs ORDER BY effective_from DESC, id DESC',
    ),
    configDays: db.prepare<[number], LoginDayRow>('SELECT day, amount, turnover FROM login_config_days WHERE config_id = ? ORDER BY day'),
    insertConfig: db.prepare<[number]>('INSERT INTO login_configs (effective_from) VALUES (?)'),
    insertConfigDay: db.prepare<[number, number, number, number]>(
      'INSERT INTO login_config_days (config_id, day, amount, turnover) VALUES (?, ?, ?, ?)',
    ),
    signins: db.prepare<[number, string], SigninRow>(`SELECT day, streak, cycle_day AS cycleDay, grant_id AS grantId, signed_at AS signedAt
      FROM login_signins WHERE account_id = ? AND day >= ? ORDER BY day`),
    lastSignin: db.prepare<[number], SigninRow>(`SELECT day, streak, cycle_day AS cycleDay, grant_id AS grantId, signed_at AS signedAt
      FROM login_signins WHERE account_id = ? ORDER BY day DESC LIMIT 1`),
    insertSignin: db.prepare(`INSERT INTO login_signins (account_id, day, streak, cycle_day, grant_id, signed_at)
      VALUES (@accountId, @day, @streak, @cycleDay, @grantId, @now)`),
    requiredTurnover: db
      .prepare<[number], number>('SELECT COALESCE(SUM(required), 0) FROM turnover_requirements WHERE account_id = ?')
      .pluck(),
  };

  return {
    transaction: <A extends unknown[], R>(fn: (...args: A) => R) => db.transaction(fn),

    promoByCode: (code: string): PromoCodeRow | undefined => stmt.promoByCode.get(code.toUpperCase()),
    visiblePromoCodes: (): PromoCodeRow[] => stmt.promoVisible.all(),
    promoClaimedBy: (accountId: number): Set<number> => new Set(stmt.promoClaimed.all(accountId)),
    addPromoCode(
      code: {
        code: string;
        description: string;
        amount: number;
        turnover: number;
        expiresAt: number;
        totalLimit: number | null;
        visible: boolean;
      },
      now: number,
    ): number {
      return Number(stmt.insertPromo.run({ ...code, code: code.code.toUpperCase(), visible: code.visible ? 1 : 0, now }).lastInsertRowid);
    },
    recordPromoClaim: (codeId: number, accountId: number, grantId: number, now: number): void => {
      stmt.insertPromoClaim.run(codeId, accountId, grantId, now);
    },

    prizes: (type: TicketType): TicketPrizeRow[] => stmt.prizes.all(type),
    addPrize: (prize: Omit<TicketPrizeRow, 'id'>): void => {
      stmt.insertPrize.run(prize);
    },
    ticket: (accountId: number, transactionId: string): TicketRow | undefined => stmt.ticket.get(accountId, transactionId),
    /** The member's tickets of the list: AVAILABLE (with SPUN, still to claim) or CLAIMED. */
    tickets: (accountId: number, list: 'AVAILABLE' | 'CLAIMED'): TicketRow[] =>
      list === 'AVAILABLE' ? stmt.tickets.all(accountId, 'AVAILABLE', 'SPUN') : stmt.tickets.all(accountId, 'CLAIMED', 'CLAIMED'),
    addTicket(
      ticket: { accountId: number; transactionId: string; ticketType: TicketType; title: string; expiresAt: number | null },
      now: number,
    ) {
      stmt.insertTicket.run({ ...ticket, now });
    },
    /** Records a slot machine's drawn prize; false when the ticket was no longer AVAILABLE. */
    spin: (ticketId: number, prizeId: number, now: number): boolean => stmt.spin.run(prizeId, now, ticketId).changes === 1,
    /** Marks the ticket paid by `grantId`; false when it was already claimed. */
    claimTicket: (ticketId: number, prizeId: number, grantId: number, now: number): boolean =>
      stmt.claimTicket.run(prizeId, now, grantId, ticketId).changes === 1,

    raffle: (id: number): RaffleRow | undefined => stmt.raffle.get(id),
    raffles: (now: number): RaffleRow[] => stmt.raffles.all(now - 30 * 86_400_000),
    dueRaffles: (now: number): RaffleRow[] => stmt.dueRaffles.all(now),
    addRaffle(raffle: { title: string; prize: number; turnover: number; winners: number; drawsAt: number }, now: number): number {
      return Number(stmt.insertRaffle.run({ ...raffle, now }).lastInsertRowid);
    },
    markDrawn: (id: number, at: number): boolean => stmt.markDrawn.run(at, id).changes === 1,
    entries: (raffleId: number): RaffleEntryRow[] => stmt.entries.all(raffleId),
    entry: (raffleId: number, accountId: number): RaffleEntryRow | undefined => stmt.entry.get(raffleId, accountId),
    enter: (raffleId: number, accountId: number, now: number): void => {
      stmt.insertEntry.run(raffleId, accountId, now);
    },
    settleEntry: (raffleId: number, accountId: number, won: boolean, grantId: number | null): void => {
      stmt.settleEntry.run(won ? 1 : 0, grantId, raffleId, accountId);
    },

    /** The sign-in cycle in force at `now`, or undefined when none is configured. */
    loginConfig(now: number): { id: number; effectiveFrom: number; days: LoginDayRow[] } | undefined {
      const config = stmt.config.get(now);
      return config && { ...config, days: stmt.configDays.all(config.id) };
    },
    loginConfigs: () => stmt.configs.all().map((c) => ({ ...c, days: stmt.configDays.all(c.id) })),
    addLoginConfig(effectiveFrom: number, days: readonly LoginDayRow[]): number {
      const id = Number(stmt.insertConfig.run(effectiveFrom).lastInsertRowid);
      for (const d of days) stmt.insertConfigDay.run(id, d.day, d.amount, d.turnover);
      return id;
    },
    signinsSince: (accountId: number, day: string): SigninRow[] => stmt.signins.all(accountId, day),
    lastSignin: (accountId: number): SigninRow | undefined => stmt.lastSignin.get(accountId),
    addSignin: (s: { accountId: number; day: string; streak: number; cycleDay: number; grantId: number }, now: number): void => {
      stmt.insertSignin.run({ ...s, now });
    },

    /** Every turnover the member's claimed rewards have asked for, in cents. */
    requiredTurnover: (accountId: number): number => stmt.requiredTurnover.get(accountId)!,
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
