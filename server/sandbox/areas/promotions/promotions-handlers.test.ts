import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Activity } from '../../../../shared/domains/promotions/schemas';
import { buildTestSandbox, expectCatalogueAnswer } from '../../test-support';
import { ledgerState } from '../../testing/wallets';
import { addAccount, callAs, tokenOf } from '../../testing/members';
import { encodeGreyPng } from '../../core/png';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox();
});
afterEach(() => app.close());

const DAY = 86_400_000;
const PNG = encodeGreyPng(4, 4, new Uint8Array(16).fill(200));
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const OPEN = 7001; // open, player1 has not joined
const JOINED = 7002;
const APPLYING = 7003;
const REJECTED = 7004;
const ISSUED = 7005;
const CLOSED = 7007;
const COMING = 7008;

const list = async (username = 'player1'): Promise<Activity[]> => (await callAs(app, username, 'promotions.available')).value;
const stateOf = async (id: number, username = 'player1') => (await list(username)).find((a) => a.promotionId === id)!;
const apply = (promotionId: number, pictures: string[] = [dataUrl(PNG)], remarks = 'My screenshot', username = 'player1') =>
  callAs(app, username, 'promotions.signUpRequestReward', { promotionId, remarks, pictures });
const claim = (promotionClaimId: number) =>
  callAs(app, 'player1', 'promotions.claimIssued', { promotionClaimId, promotionType: 'ACTIVITY' });
const applications = () => app.db.prepare('SELECT COUNT(*) FROM activity_applications').pluck().get() as number;
const pictures = () => app.db.prepare('SELECT COUNT(*) FROM activity_pictures').pluck().get() as number;
const desk = (id: string, verb: 'approve' | 'reject', reason?: string) =>
  app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/${verb}`, payload: reason === undefined ? {} : { reason } });
const deskOrderOf = async (username: string) => {
  const orders = (await app.inject({ url: '/__dev/desk/orders?status=pending' })).json().value as Array<{
    id: string;
    account: string;
    kind: string;
  }>;
  // Pending orders come oldest first: the member's newest application is the last of theirs.
  return orders.filter((o) => o.kind === 'activity' && o.account === username).at(-1)!;
};

describe('promotions.available and merchantAvailable', () => {
  it("answers player1's seeded activities in every state, with categories", async () => {
    const res = await app.inject({ url: '/wps/relay/MCSFE_getAvailablePromotions', headers: { authorization: tokenOf(app, 'player1') } });
    expectCatalogueAnswer('promotions.available', res);
    const value: Activity[] = res.json().value;
    expect(value.map((a) => [a.promotionId, a.category, a.state])).toEqual([
      [7001, 'slots', 'IN_PROCESS'],
      [7002, 'live', 'JOINED'],
      [7003, 'lottery', 'APPLYING'],
      [7004, 'referral', 'REJECTED'],
      [7005, 'new_player', 'ISSUED'],
      [7006, 'sports', 'CLAIMED'],
      [7007, 'slots', 'CLOSED'],
      [7008, 'fish', 'COMING_SOON'],
    ]);
    expect(value[3].rejectReason).toMatch(/three invited friends/);
    expect(value[4].rewardId).toEqual(expect.any(Number));
    expect(value[4].rewardAmount).toBe('88.00');
    expect(value[0].rewardId).toBeNull();
  });

  it('needs a session; guests read the list without member states', async () => {
    expect((await app.inject({ url: '/wps/relay/MCSFE_getAvailablePromotions' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/wps/relay/MCSFE_getMerchantAvailablePromotions' });
    expectCatalogueAnswer('promotions.merchantAvailable', res);
    const states = (res.json().value as Activity[]).map((a) => a.state);
    expect(states).toEqual(['IN_PROCESS', 'IN_PROCESS', 'IN_PROCESS', 'IN_PROCESS', 'IN_PROCESS', 'CLOSED', 'CLOSED', 'COMING_SOON']);
  });
});

describe('promotions.signUpJoin', () => {
  it('joins an open activity once', async () => {
    const joined = await callAs(app, 'player1', 'promotions.signUpJoin', { promotionId: OPEN });
    expect(joined.value).toMatchObject({ promotionId: OPEN, state: 'JOINED' });
    expect((await callAs(app, 'player1', 'promotions.signUpJoin', { promotionId: OPEN })).errorCode).toBe('promotion.already.joined');
    expect((await stateOf(OPEN)).state).toBe('JOINED');
  });

  it.each([
    ['a closed activity', CLOSED, 'promotion.closed'],
    ['a coming activity', COMING, 'promotion.not.started'],
    ['an unknown activity', 9999, 'promotion.not.found'],
  ])('refuses %s', async (_what, promotionId, code) => {
    const res = await callAs(app, 'player1', 'promotions.signUpJoin', { promotionId });
    expect(res).toMatchObject({ success: false, errorCode: code });
    expect(app.db.prepare('SELECT COUNT(*) FROM activity_entries WHERE activity_id = ?').pluck().get(promotionId)).toBe(0);
  });

  it('refuses a member without a mobile number with the platform code', async () => {
    addAccount(app, 'nomobile', 0, null);
    expect((await callAs(app, 'nomobile', 'promotions.signUpJoin', { promotionId: OPEN })).errorCode).toBe('user_record_not_exists');
  });
});

describe('promotions.signUpRequestReward', () => {
  it('stores the comment and up to three real png and jpg pictures, then shows applying', async () => {
    const before = { applications: applications(), pictures: pictures() };
    const res = await apply(JOINED, [dataUrl(PNG), dataUrl(JPEG, 'image/jpeg'), dataUrl(PNG)], 'Five wins in a row');
    expect(res.value).toMatchObject({ promotionId: JOINED, state: 'APPLYING' });
    expect(applications()).toBe(before.applications + 1);
    expect(pictures()).toBe(before.pictures + 3);
    const order = await deskOrderOf('player1');
    const picture = await app.inject({ url: `/__desk/activity-pictures/${order.id}/2` });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.equals(JPEG)).toBe(true);
  });

  const sixMb = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
  const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(128, 7)]);
  it.each([
    ['a 141-character comment', JOINED, [dataUrl(PNG)], 'x'.repeat(141), 'promotion.remarks.too.long'],
    ['a fourth picture', JOINED, [dataUrl(PNG), dataUrl(PNG), dataUrl(PNG), dataUrl(PNG)], 'ok', 'promotion.pictures.too.many'],
    ['a 6 MB picture', JOINED, [dataUrl(sixMb)], 'ok', 'promotion.picture.too.large'],
    ['an executable renamed as a png', JOINED, [dataUrl(executable)], 'ok', 'promotion.picture.type.invalid'],
    ['a second application while one waits', APPLYING, [dataUrl(PNG)], 'ok', 'promotion.already.applied'],
    ['an application after approval', ISSUED, [dataUrl(PNG)], 'ok', 'promotion.already.applied'],
    ['an activity not joined', OPEN, [dataUrl(PNG)], 'ok', 'promotion.not.joined'],
    ['a closed activity', CLOSED, [dataUrl(PNG)], 'ok', 'promotion.closed'],
    ['a coming activity', COMING, [dataUrl(PNG)], 'ok', 'promotion.not.started'],
  ])('refuses %s and stores nothing', async (_what, promotionId, pics, remarks, code) => {
    const before = { applications: applications(), pictures: pictures(), state: (await stateOf(promotionId)).state };
    const res = await apply(promotionId, pics, remarks);
    expect(res).toMatchObject({ success: false, errorCode: code });
    expect({ applications: applications(), pictures: pictures(), state: (await stateOf(promotionId)).state }).toEqual(before);
  });

  it('takes a 140-character comment and a new application after a rejection', async () => {
    const res = await apply(REJECTED, [dataUrl(PNG)], '好'.repeat(140));
    expect(res.value.state).toBe('APPLYING');
  });
});

describe('the desk: approve → issued → claimed once (promotions.claimIssued); reject', () => {
  it('issues the reward on approval; the claim pays it once through the ledger', async () => {
    await apply(JOINED);
    const order = await deskOrderOf('player1');
    expect(order.id).toMatch(/^A\d+$/);
    const ledgerBefore = ledgerState(app, 'player1');
    // Before the approval there is nothing to claim: no reward id, and the id the grant will take is refused.
    expect((await stateOf(JOINED)).rewardId).toBeNull();
    const nextGrant = app.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM reward_grants').pluck().get() as number;
    const early = await claim(nextGrant);
    expect(early.success).toBe(false);
    expect(ledgerState(app, 'player1')).toEqual(ledgerBefore);

    const approved = await desk(order.id, 'approve');
    expect(approved.json().value).toMatchObject({ id: order.id, kind: 'activity', status: 'APPROVED', amount: '288.00' });
    expect((await desk(order.id, 'approve')).statusCode).toBe(409);
    const issued = await stateOf(JOINED);
    expect(issued.state).toBe('ISSUED');
    // Approval issues; it pays nothing.
    expect(ledgerState(app, 'player1')).toEqual(ledgerBefore);
    const grant = app.repos.rewardGrants.byId(issued.rewardId!)!;
    expect(grant).toMatchObject({ promotionType: 'ACTIVITY', promotionId: JOINED, amount: 28_800, turnover: 288_000, status: 'ISSUED' });

    expect(grant.id).toBe(nextGrant);
    const accountId = app.repos.accounts.byUsername('player1')!.id;
    const claimed = await claim(grant.id);
    expect(claimed.value).toMatchObject({ rewardId: grant.id, amount: '288.00', status: 'CLAIMED' });
    expect((await claim(grant.id)).success).toBe(false);
    const after = ledgerState(app, 'player1');
    expect(after.consistent).toBe(true);
    expect(after.rows).toBe(ledgerBefore.rows + 1);
    expect(after.wallets[0].balance).toBe(ledgerBefore.wallets[0].balance + 28_800);
    const row = app.db.prepare('SELECT amount, reason, ref FROM ledger WHERE account_id = ? ORDER BY id DESC LIMIT 1').get(accountId);
    expect(row).toEqual({ amount: 28_800, reason: 'bonus.activity', ref: `R${grant.id}` });
    expect((await stateOf(JOINED)).state).toBe('CLAIMED');
  });

  it('rejects with the reason; the member sees it and may apply again; nothing is issued or paid', async () => {
    await apply(JOINED);
    const order = await deskOrderOf('player1');
    const before = ledgerState(app, 'player1');
    const rejected = await desk(order.id, 'reject', 'Blurry screenshot');
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED' });
    expect(await stateOf(JOINED)).toMatchObject({ state: 'REJECTED', rejectReason: 'Blurry screenshot', rewardId: null });
    expect(ledgerState(app, 'player1')).toEqual(before);
    expect(app.db.prepare('SELECT COUNT(*) FROM reward_grants WHERE source_ref = ?').pluck().get(`activity:${order.id}`)).toBe(0);
    expect((await apply(JOINED)).value.state).toBe('APPLYING');
  });

  it('shows the pictures on the HTML desk and refuses unknown applications', async () => {
    await apply(JOINED);
    const order = await deskOrderOf('player1');
    const page = await app.inject({ url: '/__desk' });
    expect(page.body).toContain(`<img src="/__desk/activity-pictures/${order.id}/1"`);
    expect((await desk('A999999', 'approve')).statusCode).toBe(404);
    expect((await app.inject({ url: `/__desk/activity-pictures/${order.id}/3` })).statusCode).toBe(404);
  });

  it('a closed activity still shows its outcome', async () => {
    app.clock.advance(100 * DAY);
    const states = (await list()).map((a) => a.state);
    expect(states).toEqual(['CLOSED', 'CLOSED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'CLOSED', 'CLOSED']);
  });
});
