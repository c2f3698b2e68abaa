import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import type { DownlinesValue, RegisterDownlineResult } from '../../../../shared/domains/agent/schemas';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, signIn } from '../../test-support';
import { query, setFlags } from '../../testing/agent-play';

let app: FastifyInstance;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestSandbox();
  tokens.agent1 = await signIn(app, 'agent1', 'Agent1234');
  tokens.player1 = await signIn(app, 'player1', 'Play1234');
  await setFlags(app, { DAILYSALCONT3: true, SIGNCONDIV3: true });
});
afterAll(() => app.close());

const register = (payload: Record<string, unknown>, who = 'agent1') =>
  encryptedInject(app, 'agent.registerDownline', payload, { authorization: tokens[who] });
const accountCount = () => app.db.prepare('SELECT COUNT(*) FROM accounts').pluck().get() as number;
const DAILY = { kind: 'DAILY_SALARY', tiers: [{ threshold: '1000.00', minActiveMembers: 1, rate: '0.50' }] };

describe('opening an account under the agent (agent.registerDownline)', () => {
  it('opens a member and an agent directly below, each with a main wallet at 0, able to sign in', async () => {
    const agent1 = app.repos.accounts.byUsername('agent1')!;
    for (const [username, accountType] of [
      ['direct01', 0],
      ['direct02', 1],
    ] as const) {
      const res = await register({ username, password: 'Secret99', accountType, nickname: ' Direct ' });
      expectCatalogueAnswer('agent.registerDownline', res);
      expect(res.json()).toEqual({ status: true, description: '', data: { username, accountType, contracts: [] } });
      const account = app.repos.accounts.byUsername(username)!;
      expect(account).toMatchObject({ type: accountType, uplineId: agent1.id, nickname: 'Direct' });
      expect(app.repos.wallets.balances(account.id)).toEqual([{ walletType: 2, balance: 0 }]);
      expect(app.repos.team.depthBelow(agent1.id, account.id)).toBe(1);
      await signIn(app, username, 'Secret99');
    }
  });

  it('offers the contracts in the same step, and opens nothing when an offer is refused', async () => {
    const res = await register({ username: 'direct03', password: 'Secret99', accountType: 1, contracts: [DAILY] });
    expectCatalogueAnswer('agent.registerDownline', res);
    const value: RegisterDownlineResult = res.json().data;
    expect(value.contracts).toMatchObject([
      { kind: 'DAILY_SALARY', status: 'OFFERED', upline: 'agent1', member: 'direct03', topRate: '0.50', period: null },
    ]);
    const listed: DownlinesValue = (await query(app, 'agent.downlines', tokens.agent1, { search: 'direct03' })).json().data;
    expect(listed.list[0].contracts).toEqual(value.contracts);

    const count = accountCount();
    const contracts = app.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get();
    for (const [offers, code] of [
      // Above the 3 % a top agent may give.
      [
        [DAILY, { kind: 'DIVIDEND', period: 'WEEKLY', tiers: [{ threshold: '1.00', minActiveMembers: 0, rate: '61.00' }] }],
        'contract.rate.above.upline',
      ],
      // Two offers of one kind: the second finds the first waiting.
      [[DAILY, DAILY], 'contract.offer.pending'],
    ] as const) {
      const refused = await register({ username: 'direct04', password: 'Secret99', accountType: 0, contracts: offers });
      expect(refused.json(), refused.body).toMatchObject({ status: false, description: code });
    }
    expect(accountCount()).toBe(count);
    expect(app.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get()).toBe(contracts);
    expect(app.repos.accounts.byUsername('direct04')).toBeUndefined();
  });

  it("checks the username and password with the registration's rules, and refuses a taken name", async () => {
    const count = accountCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'PLAYER1', password: 'Secret99' }, 'username.exists'],
      [{ username: 'ab', password: 'Secret99' }, 'username.invalid'],
      [{ username: '1abcdef', password: 'Secret99' }, 'username.invalid'],
      [{ username: 'goodname1', password: 'no' }, 'password.invalid'],
    ];
    for (const [fields, code] of cases) {
      const res = await register({ accountType: 0, ...fields });
      expect(res.json(), JSON.stringify(fields)).toMatchObject({ status: false, description: code });
    }
    const invalid = (await register({ accountType: 0, username: 'ab', password: 'Secret99' })).json();
    expect(invalid.data).toMatchObject({ field: 'username', key: expect.stringMatching(/^validation\./) });
    expect(accountCount()).toBe(count);
  });

  it('is for agents only and travels encrypted', async () => {
    const member = await register({ username: 'fromplayer', password: 'Secret99', accountType: 0 }, 'player1');
    expect(member.json()).toEqual({ status: false, description: 'agent.required', data: null });
    const plain = await app.inject({
      method: 'POST',
      url: catalogue['agent.registerDownline'].path,
      headers: { authorization: tokens.agent1 },
      payload: { username: 'plainbody', password: 'Secret99', accountType: 0 },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ status: false, description: 'request_body_required', data: null });
    expect(app.repos.accounts.byUsername('fromplayer')).toBeUndefined();
  });
});
