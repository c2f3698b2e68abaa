import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer } from '../../test-support';
import { callAs, tokenOf } from '../../testing/members';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox();
});
afterEach(() => app.close());

const DAY = 86_400_000;

describe('the claimed rewards list', () => {
  it("answers the member's claimed rewards, newest first, and a claim joins them", async () => {
    const claimed = await callAs(app, 'player1', 'promotions.claimList');
    expect(claimed.value.every((r) => r.status === 'CLAIMED')).toBe(true);
    expect(claimed.value.map((r) => r.title)).toContain('Welcome back bonus');
    const times = claimed.value.map((r) => r.issuedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const issued = await callAs(app, 'player1', 'promotions.claimable', { promotionType: 'MANUAL', status: 'I' });
    const loyalty = issued.value.find((r) => r.title === 'Loyalty bonus')!;
    await callAs(app, 'player1', 'promotions.claimIssued', { promotionClaimId: loyalty.promotionClaimId, promotionType: 'MANUAL' });
    const after = await callAs(app, 'player1', 'promotions.claimList');
    expect(after.value.map((r) => r.promotionClaimId)).toContain(loyalty.promotionClaimId);
    expect(after.value).toHaveLength(claimed.value.length + 1);
    // The MCSFE_ relay a newer client names answers the same list.
    const alias = await app.inject({ url: '/wps/relay/MCSFE_getPromotionClaimList', headers: { authorization: tokenOf(app, 'player1') } });
    expectCatalogueAnswer('promotions.claimList', alias);
    expect(alias.json().value).toEqual(after.value);
  });
});

describe('the register promotions', () => {
  it('answers guests the new-player activities open now, and none once they end', async () => {
    const ask = () => app.inject({ method: 'GET', url: catalogue['promotions.registerList'].path });
    const res = await ask();
    expectCatalogueAnswer('promotions.registerList', res);
    expect(res.json().value).toEqual([
      expect.objectContaining({ promotionId: 7005, title: 'New player selfie bonus', rewardAmount: '88.00' }),
    ]);
    await app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs: 71 * DAY } });
    expect((await ask()).json().value).toEqual([]);
  });
});

describe('the rebate settings', () => {
  it("answers the rate of every game type at the member's rank level, or one type asked for", async () => {
    const player1 = await callAs(app, 'player1', 'promotions.rebateSettings');
    // player1 is at rank level 2: the base rate plus 0.05 points.
    expect(player1.value.map((r) => [r.productType, r.rebateRate, r.rankLevel])).toEqual([
      ['COCKFIGHT', '0.30', 2],
      ['ELOTT', '0.25', 2],
      ['FISH', '0.55', 2],
      ['LIVE', '0.45', 2],
      ['LOTT', '0.25', 2],
      ['PVP', '0.35', 2],
      ['RNG', '0.55', 2],
      ['SPORTS', '0.40', 2],
    ]);
    const vip = await callAs(app, 'vip1', 'promotions.rebateSettings', { productType: 'RNG' });
    expect(vip.value).toEqual([{ productType: 'RNG', rebateRate: '0.75', rankLevel: 6 }]);
  });

  it('takes the call without a query; a game type not rated lists nothing, a malformed one is refused', async () => {
    const token = tokenOf(app, 'player1');
    const bare = await app.inject({ url: catalogue['promotions.rebateSettings'].path, headers: { authorization: token } });
    expectCatalogueAnswer('promotions.rebateSettings', bare);
    expect(bare.json().value).toHaveLength(8);
    const ask = (query: string) =>
      app.inject({ url: `${catalogue['promotions.rebateSettings'].path}${query}`, headers: { authorization: token } });
    expect((await ask('?productType=ESPORTS')).json()).toEqual({ success: true, value: [] });
    expect((await ask('?productType=rng')).json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
