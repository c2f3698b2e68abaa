import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox, signIn } from '../../test-support';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { advanceClock, playSlot } from '../../testing/agent-play';
import { rewardReason } from './reward-grants-repository';

const HOUR = 3_600_000;

let app: FastifyInstance;
let player: number;
const ledgerOf = (ref: string) =>
  app.db.prepare('SELECT amount, reason, balance_after AS balanceAfter FROM ledger WHERE account_id = ? AND ref = ?').all(player, ref);

beforeAll(async () => {
  app = await buildTestSandbox();
  player = app.repos.accounts.byUsername('player1')!.id;
});
afterAll(() => app.close());

describe('reward grants', () => {
  it('issues once per cause, and pays a claim exactly once through the ledger, whatever the number of claims', () => {
    const now = app.clock.now();
    const grant = app.repos.rewardGrants.issue(
      { accountId: player, promotionType: 'MANUAL', title: 'Welcome back', amount: 2_500, turnover: 0, sourceRef: 'test:once' },
      now,
    );
    expect(app.repos.rewardGrants.issue({ ...grant, accountId: player, sourceRef: 'test:once', amount: 9_900 }, now).id).toBe(grant.id);
    const before = app.repos.wallets.balance(player, MAIN_WALLET);
    const answers = Array.from({ length: 100 }, () => app.repos.rewardGrants.claim(player, grant.id, now));
    expect(answers.filter((a) => typeof a === 'object')).toHaveLength(1);
    expect(answers.filter((a) => a === 'claimed')).toHaveLength(99);
    expect(app.repos.wallets.balance(player, MAIN_WALLET)).toBe(before + 2_500);
    expect(ledgerOf(`R${grant.id}`)).toEqual([{ amount: 2_500, reason: rewardReason('MANUAL'), balanceAfter: before + 2_500 }]);
    expect(app.repos.rewardGrants.byId(grant.id)).toMatchObject({ status: 'CLAIMED', claimedAt: now });
  });

  it("refuses another member's grant and an expired one, paying nothing", () => {
    const now = app.clock.now();
    const other = app.repos.accounts.byUsername('vip1')!.id;
    const theirs = app.repos.rewardGrants.issue(
      { accountId: other, promotionType: 'DEPOSIT', title: 'Deposit bonus', amount: 1_000, turnover: 0, sourceRef: 'test:theirs' },
      now,
    );
    const old = app.repos.rewardGrants.issue(
      {
        accountId: player,
        promotionType: 'LUCKY_BET',
        title: 'Lucky',
        amount: 700,
        turnover: 0,
        sourceRef: 'test:old',
        expiresAt: now + HOUR,
      },
      now,
    );
    const before = app.repos.wallets.balance(player, MAIN_WALLET);
    expect(app.repos.rewardGrants.claim(player, theirs.id, now)).toBe('not_found');
    expect(app.repos.rewardGrants.claim(player, old.id, now + HOUR)).toBe('expired');
    expect(app.repos.rewardGrants.list(player, 'EXPIRED', now + HOUR).map((g) => g.id)).toContain(old.id);
    expect(app.repos.wallets.balance(player, MAIN_WALLET)).toBe(before);
    expect(ledgerOf(`R${old.id}`)).toEqual([]);
  });

  it('asks for the turnover of a claimed cash reward, paid down by valid bets placed after the claim', async () => {
    const token = await signIn(app, 'mobile1', 'Play1234');
    const member = app.repos.accounts.byUsername('mobile1')!.id;
    // Bets before the claim count for nothing.
    await playSlot(app, token, 2);
    await advanceClock(app, 1_000);
    const now = app.clock.now();
    const grant = app.repos.rewardGrants.issue(
      {
        accountId: member,
        promotionType: 'FIRST_DEPOSIT',
        title: 'First deposit',
        amount: 1_000,
        turnover: 1_000,
        sourceRef: 'test:turnover',
      },
      now,
    );
    expect(app.repos.rewardGrants.remainingTurnover(member, now)).toBe(0);
    app.repos.rewardGrants.claim(member, grant.id, now);
    expect(app.repos.rewardGrants.remainingTurnover(member, now)).toBe(1_000);
    await advanceClock(app, 1_000);
    await playSlot(app, token, 3);
    const stakes = app.db
      .prepare('SELECT SUM(stake) FROM game_rounds WHERE account_id = ? AND played_at >= ?')
      .pluck()
      .get(member, now) as number;
    expect(stakes).toBeGreaterThan(0);
    expect(app.repos.rewardGrants.remainingTurnover(member, app.clock.now())).toBe(Math.max(0, 1_000 - stakes));
  });
});
