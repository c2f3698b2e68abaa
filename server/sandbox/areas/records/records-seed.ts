import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';
import { createWalletRepository, MAIN_WALLET } from '../../core/wallets-repository';
import { createRecordsRepository } from './records-repository';
import { bonusReason } from './transaction-types';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** player1's bonuses, paid into the main wallet as ledger rows with the operator's remark. */
const BONUSES = [
  { kind: 'FIRST_DEPOSIT', cents: 50_000, daysAgo: 20, remark: 'First deposit bonus: 10% of your first deposit' },
  { kind: 'REBATE', cents: 3_725, daysAgo: 6, remark: 'Weekly rebate: 0.5% of last week’s valid bets' },
  { kind: 'BIRTHDAY', cents: 18_800, daysAgo: 2, remark: 'Happy birthday from Gamefront' },
] as const;

/** Operator notices in every member's inbox, recent enough for the inbox's first page, already read (the welcome messages keep the unread ones). */
const NOTICES = [
  { daysAgo: 5, title: 'Scheduled maintenance', content: '<p>The site will be under maintenance on Sunday from 02:00 to 04:00.</p>' },
  { daysAgo: 1, title: 'New games this week', content: '<p>Ten new slot games have arrived in the lobby. Have fun!</p>' },
] as const;

export function seedRecords(db: Database, _rng: unknown, now: number): void {
  const wallets = createWalletRepository(db);
  const records = createRecordsRepository(db);
  const player1 = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck().get('player1');
  if (player1 !== undefined) {
    for (const bonus of BONUSES) {
      const reason = bonusReason(bonus.kind);
      const ref = `seed-${bonus.kind.toLowerCase()}`;
      wallets.move(player1, MAIN_WALLET, bonus.cents, reason, ref, now - bonus.daysAgo * DAY_MS);
      records.setBonusRemark(player1, reason, ref, bonus.remark);
    }
  }
  const members = db.prepare<[], number>('SELECT id FROM accounts WHERE type = 0 ORDER BY id').pluck().all();
  const notice = db.prepare(
    "INSERT INTO messages (account_id, title, content, created_at, read_at, kind) VALUES (?, ?, ?, ?, ?, 'NOTICE')",
  );
  for (const id of members) {
    for (const n of NOTICES) {
      const at = now - n.daysAgo * DAY_MS + 9 * HOUR_MS;
      notice.run(id, n.title, n.content, at, at + HOUR_MS);
    }
  }
}

export const recordsSeed: SeedPart = { name: 'records', seed: 0x5eed0019, run: seedRecords };
