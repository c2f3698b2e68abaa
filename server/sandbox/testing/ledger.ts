import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { MAIN_WALLET } from '../core/wallets-repository';

export interface LedgerState {
  balance: number;
  rows: number;
}

/**
 * The member's main wallet as the tests see it, after asserting the ledger rule: the balance is
 * the sum of the wallet's ledger rows.
 */
export function ledgerOf(app: FastifyInstance, username: string): LedgerState & { accountId: number } {
  const accountId = app.repos.accounts.byUsername(username)!.id;
  const balance = app.db
    .prepare<[number, number], number>('SELECT balance FROM wallets WHERE account_id = ? AND wallet_type = ?')
    .pluck()
    .get(accountId, MAIN_WALLET)!;
  const sum = app.db
    .prepare<[number, number], { total: number; rows: number }>(
      'SELECT COALESCE(SUM(amount), 0) AS total, COUNT(*) AS rows FROM ledger WHERE account_id = ? AND wallet_type = ?',
    )
    .get(accountId, MAIN_WALLET)!;
  expect(balance).toBe(sum.total);
  return { accountId, balance, rows: sum.rows };
}

/** The ledger rows of one order, oldest first. */
export function rowsOf(app: FastifyInstance, accountId: number, ref: string) {
  return app.db
    .prepare<[number, string], { amount: number; reason: string }>(
      'SELECT amount, reason FROM ledger WHERE account_id = ? AND ref = ? ORDER BY id',
    )
    .all(accountId, ref);
}
