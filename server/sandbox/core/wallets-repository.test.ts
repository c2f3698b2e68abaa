import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox, TEST_EPOCH } from '../test-support';
import { InsufficientBalance, MAIN_WALLET } from './wallets-repository';

let app: FastifyInstance;
let accountId: number;
beforeEach(async () => {
  app = await buildTestSandbox();
  accountId = app.db.prepare("SELECT id FROM accounts WHERE username = 'agent2'").pluck().get() as number;
});
afterEach(() => app.close());

const rows = () => app.db.prepare('SELECT COUNT(*) FROM ledger WHERE account_id = ?').pluck().get(accountId) as number;

describe('moveMany', () => {
  it('writes every movement of a request or none: a refused second movement undoes the first', () => {
    const { wallets } = app.repos;
    const main = wallets.balance(accountId, MAIN_WALLET);
    const before = rows();
    expect(() =>
      wallets.moveMany(
        accountId,
        [
          { walletType: MAIN_WALLET, cents: 1_000, reason: 'transfer.in', ref: 'atomic-1' },
          { walletType: 11, cents: -1_000, reason: 'transfer.out', ref: 'atomic-1' },
        ],
        TEST_EPOCH,
      ),
    ).toThrow(InsufficientBalance);
    expect(wallets.balance(accountId, MAIN_WALLET)).toBe(main);
    expect(wallets.balance(accountId, 11)).toBe(0);
    expect(rows()).toBe(before);
  });

  it('answers each balance after, and repeats nothing for the same (reason, ref)', () => {
    const { wallets } = app.repos;
    const main = wallets.balance(accountId, MAIN_WALLET);
    const moves = [
      { walletType: MAIN_WALLET, cents: -2_550, reason: 'transfer.out', ref: 'atomic-2' },
      { walletType: 12, cents: 2_550, reason: 'transfer.in', ref: 'atomic-2' },
    ];
    expect(wallets.moveMany(accountId, moves, TEST_EPOCH)).toEqual([main - 2_550, 2_550]);
    const count = rows();
    expect(wallets.moveMany(accountId, moves, TEST_EPOCH)).toEqual([main - 2_550, 2_550]);
    expect(rows()).toBe(count);
    expect(wallets.balance(accountId, 12)).toBe(2_550);
  });
});
