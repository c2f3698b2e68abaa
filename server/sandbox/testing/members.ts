import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Static } from 'typebox';
import { expect } from 'vitest';
import { catalogue, type EndpointKey } from '../../../shared/api/catalogue';
import { readEnvelope } from '../../../shared/api/legacyEnvelope';
import { expectCatalogueAnswer } from '../test-support';
import { MAIN_WALLET } from '../core/wallets-repository';

/** A session that outlives any clock move of a test (sessions slide only forward). */
const FAR_FUTURE = 2 ** 50;

/** Signs `username` in by writing a session row: the tests move the clock by days. */
export function tokenOf(app: FastifyInstance, username: string): string {
  const id = app.repos.accounts.byUsername(username)!.id;
  const token = `test-${username}`;
  app.db
    .prepare('INSERT OR IGNORE INTO sessions (token, account_id, expires_at, created_at) VALUES (?, ?, ?, 0)')
    .run(token, id, FAR_FUTURE);
  return token;
}

/** A new account under `upline` (closure rows come from the accounts trigger), with `balance` cents opened in its ledger. */
export function addAccount(app: FastifyInstance, username: string, type: number, upline: string | null, balance = 0): number {
  const id = app.repos.accounts.create({
    username,
    passwordHash: '!',
    type,
    uplineId: upline === null ? null : app.repos.accounts.byUsername(upline)!.id,
    referralCode: username.toUpperCase(),
    avatar: 0,
    passwordChangedAt: 0,
    createdAt: app.clock.now(),
  });
  app.repos.wallets.ensureMain(id);
  if (balance > 0) app.repos.wallets.move(id, MAIN_WALLET, balance, 'deposit', `open-${username}`, app.clock.now());
  return id;
}

/** A settled demo game round of `username` (stake and win in cents) at `at`: the team aggregates follow by trigger. */
export function bet(app: FastifyInstance, username: string, stake: number, win: number, at: number): void {
  const nodeId = app.db.prepare('SELECT node_id FROM games ORDER BY node_id LIMIT 1').pluck().get() as number;
  app.db
    .prepare("INSERT INTO game_rounds (account_id, node_id, stake, win, result, played_at) VALUES (?, ?, ?, ?, '{}', ?)")
    .run(app.repos.accounts.byUsername(username)!.id, nodeId, stake, win, at);
}

/**
 * Calls a plain (unencrypted) catalogue entry as `username`; asserts the answer's shape (the older
 * generation's envelope for its calls) and answers it as the current envelope.
 */
export async function callAs<K extends EndpointKey>(
  app: FastifyInstance,
  username: string,
  key: K,
  payload: Record<string, unknown> = {},
): Promise<{ success: boolean; value: Static<(typeof catalogue)[K]['value']>; errorCode: string | null }> {
  const entry = catalogue[key];
  const inQuery = entry.payloadIn === 'query';
  const res: LightMyRequestResponse = await app.inject({
    method: entry.method,
    url: entry.path,
    headers: { authorization: tokenOf(app, username) },
    ...(inQuery ? { query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) } : { payload }),
  });
  expectCatalogueAnswer(key, res);
  return readEnvelope(res.json()) as { success: boolean; value: Static<(typeof catalogue)[K]['value']>; errorCode: string | null };
}

/** The main wallet in cents, after asserting it is the sum of its ledger rows. */
export function mainBalance(app: FastifyInstance, username: string): number {
  const id = app.repos.accounts.byUsername(username)!.id;
  const balance = app.repos.wallets.balance(id, MAIN_WALLET);
  const sum = app.db
    .prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE account_id = ? AND wallet_type = ?')
    .pluck()
    .get(id, MAIN_WALLET) as number;
  expect(sum, `${username}'s ledger`).toBe(balance);
  return balance;
}

/** Every row of the contract tables and the ledger: a refusal must leave this unchanged. */
export function snapshot(app: FastifyInstance) {
  const all = (table: string) => app.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
  return {
    contracts: all('contracts'),
    settlements: all('contract_settlements'),
    ledger: app.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS sum FROM ledger').get(),
    wallets: app.db.prepare('SELECT * FROM wallets ORDER BY account_id, wallet_type').all(),
  };
}

/** The contract-payout ledger rows (`contract.*`) of a settlement reference. */
export function payoutRows(app: FastifyInstance, ref: string) {
  return app.db
    .prepare('SELECT a.username, l.amount, l.reason FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE l.ref = ? ORDER BY l.id')
    .all(ref);
}
