import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RewardPromotionTypes } from '../../../../shared/domains/rewards/schemas';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer } from '../../test-support';
import { addAccount, callAs, mainBalance, tokenOf } from '../../testing/members';
import { platformDay } from './reward-actions';

const DAY_MS = 86_400_000;
const ALL = RewardPromotionTypes.join(',');

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox({ contractTimerMs: 0 });
});
afterEach(() => app.close());

/** player1's bonus ledger rows of one reference. */
const rowsOf = (ref: string) =>
  app.db
    .prepare("SELECT l.amount, l.reason FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.username = 'player1' AND l.ref = ?")
    .all(ref);
const ledgerCount = () => app.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get();
/** One of the rewards seed's issued rewards of player1 (other areas seed rewards of their own). */
async function seededReward(promotionType: string, title: string) {
  const list = await callAs(app, 'player1', 'promotions.claimable', { promotionType, status: 'I' });
  return list.value.find((r) => r.title === title)!;
}
const advance = (advanceMs: number) => app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs } });

describe('the reward list and its claim', () => {
  it("lists player1's issued rewards of every type asked for, newest first, and the claimed history", async () => {
    const issued = await callAs(app, 'player1', 'promotions.claimable', { promotionType: ALL, status: 'I' });
    // Other areas (activities, missions) seed rewards of their own: these are the rewards seed's.
    const seeded = [
      'Mission: ten slot rounds',
      'Loyalty bonus',
      'First deposit bonus',
      'Monthly rank salary',
      'Rank upgrade bonus',
      'Weekly raffle',
    ];
    const mine = issued.value.filter((r) => seeded.includes(r.title));
    expect(mine.map((r) => r.promotionType)).toEqual(['MISSION', 'MANUAL', 'FIRST_DEPOSIT', 'RANK_SALARY', 'UPGRADE_BONUS', 'RAFFLE']);
    expect(mine[1]).toMatchObject({ title: 'Loyalty bonus', amount: '50.00', turnover: '150.00', status: 'ISSUED' });
    const some = await callAs(app, 'player1', 'promotions.claimable', { promotionType: 'MANUAL,RAFFLE', status: 'I' });
    expect(new Set(some.value.map((r) => r.promotionType))).toEqual(new Set(['MANUAL', 'RAFFLE']));
    const claimed = await callAs(app, 'player1', 'promotions.claimable', { promotionType: ALL, status: 'C' });
    const claimedHere = claimed.value.filter((r) => r.title.startsWith('Daily sign-in') || r.title === 'Welcome back bonus');
    expect(claimedHere.map((r) => [r.promotionType, r.amount, r.turnover])).toEqual([
      ['LOGIN', '2.00', '0.00'],
      ['LOGIN', '1.00', '0.00'],
      ['MANUAL', '100.00', '100.00'],
    ]);
  });

  it('takes the list as every public client asks for it: no query at all, or types the sandbox never issues', async () => {
    const token = tokenOf(app, 'player1');
    const ask = (query: string) =>
      app.inject({ url: `${catalogue['promotions.claimable'].path}${query}`, headers: { authorization: token } });
    const every = await callAs(app, 'player1', 'promotions.claimable', { promotionType: ALL, status: 'I' });
    // The go444 client sends no field: the issued rewards of every type.
    const bare = await ask('');
    expectCatalogueAnswer('promotions.claimable', bare);
    expect(bare.json().value).toEqual(every.value);
    // The platform's QA scripts name deposit tiers the sandbox never issues, and a cache-buster.
    const scriptTypes =
      'MANUAL,RAFFLE,UPGRADE_BONUS,MISSION,NEW_REGISTER,RANK_SALARY,DEPOSIT,FIRST_DEPOSIT,SECOND_DEPOSIT,THIRD_DEPOSIT,' +
      'FOURTH_DEPOSIT,FIFTH_DEPOSIT,DEPOSIT_COUNT,DEPOSIT_BET_BONUS,SIGNUP,LUCKY_BET';
    const scripted = await ask(`?promotionType=${scriptTypes}&status=I&_=1700000000000`);
    expectCatalogueAnswer('promotions.claimable', scripted);
    const named = every.value.filter((r) => scriptTypes.split(',').includes(r.promotionType));
    expect(named.map((r) => r.promotionType)).toContain('FIRST_DEPOSIT');
    expect(scripted.json().value).toEqual(named);
    expect((await ask('?promotionType=RANK_BOARD&status=I')).json()).toEqual({ success: true, value: [] });
  });

  it('refuses a malformed type list or an unknown status with the field named', async () => {
    const token = tokenOf(app, 'player1');
    for (const query of ['promotionType=MANUAL,,RAFFLE&status=I', 'promotionType=manual&status=I', 'promotionType=MANUAL&status=X']) {
      const res = await app.inject({ url: `${catalogue['promotions.claimable'].path}?${query}`, headers: { authorization: token } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ errorCode: 'request_param_err' });
    }
  });

  it('pays a claim once through the ledger, with its turnover, and refuses the second claim', async () => {
    const reward = await seededReward('MANUAL', 'Loyalty bonus');
    const before = mainBalance(app, 'player1');
    const first = await callAs(app, 'player1', 'promotions.claimIssued', { promotionClaimId: reward.rewardId, promotionType: 'MANUAL' });
    expect(first.value).toMatchObject({ rewardId: reward.rewardId, status: 'CLAIMED', amount: '50.00' });
    const again = await callAs(app, 'player1', 'promotions.claimIssued', { promotionClaimId: reward.rewardId, promotionType: 'MANUAL' });
    expect(again).toMatchObject({ success: false, errorCode: 'reward.already.claimed' });
    expect(mainBalance(app, 'player1')).toBe(before + 5_000);
    expect(rowsOf(`R${reward.rewardId}`)).toEqual([{ amount: 5_000, reason: 'bonus.manual' }]);
    expect((await callAs(app, 'player1', 'rewards.turnover')).value).toEqual({ remaining: '150.00', required: '250.00' });
  });

  it('pays exactly once when 100 claims of one reward arrive together over HTTP', async () => {
    const reward = await seededReward('FIRST_DEPOSIT', 'First deposit bonus');
    const before = mainBalance(app, 'player1');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        callAs(app, 'player1', 'promotions.claimIssued', { promotionClaimId: reward.rewardId, promotionType: 'FIRST_DEPOSIT' }),
      ),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(new Set(answers.filter((a) => !a.success).map((a) => a.errorCode))).toEqual(new Set(['reward.already.claimed']));
    expect(rowsOf(`R${reward.rewardId}`)).toEqual([{ amount: 10_000, reason: 'bonus.first_deposit' }]);
    expect(mainBalance(app, 'player1')).toBe(before + 10_000);
  });

  it("refuses another member's reward, a wrong type and an expired one, paying nothing", async () => {
    const reward = await seededReward('MISSION', 'Mission: ten slot rounds');
    const count = ledgerCount();
    expect(
      await callAs(app, 'vip1', 'promotions.claimIssued', { promotionClaimId: reward.rewardId, promotionType: 'MISSION' }),
    ).toMatchObject({
      errorCode: 'reward.not.found',
    });
    expect(
      await callAs(app, 'player1', 'promotions.claimIssued', { promotionClaimId: reward.rewardId, promotionType: 'MANUAL' }),
    ).toMatchObject({
      errorCode: 'reward.not.found',
    });
    await advance(8 * DAY_MS); // the mission reward expires after 7 days
    expect(
      await callAs(app, 'player1', 'promotions.claimIssued', { promotionClaimId: reward.rewardId, promotionType: 'MISSION' }),
    ).toMatchObject({
      errorCode: 'reward.expired',
    });
    expect(ledgerCount()).toBe(count);
  });

  it('answers function.not.available while the reward centre is off, and refuses trial accounts', async () => {
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { REWCEN3: false } } });
    const res = await app.inject({ url: '/wps/gf/rewards/turnover', headers: { authorization: tokenOf(app, 'player1') } });
    expect(res.json()).toMatchObject({ errorCode: 'function.not.available' });
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { REWCEN3: null } } });
    addAccount(app, 'trial123456', 4, null);
    expect(await callAs(app, 'trial123456', 'rewards.turnover')).toMatchObject({ errorCode: 'trial.account' });
  });
});

describe('withdrawals and turnover', () => {
  it('refuses a withdrawal while claimed rewards still ask for turnover, moving nothing', async () => {
    const player = tokenOf(app, 'player1');
    const cards = await callAs(app, 'player1', 'cashier.bankCards');
    const bankCardId = cards.value[0].id;
    const withdraw = () =>
      encryptedInject(app, 'cashier.withdraw', { amount: '100', bankCardId, password: '123456' }, { authorization: player });
    expect((await callAs(app, 'player1', 'rewards.turnover')).value).toEqual({ remaining: '0.00', required: '100.00' });
    const reward = await seededReward('MISSION', 'Mission: ten slot rounds');
    await callAs(app, 'player1', 'promotions.claimIssued', { promotionClaimId: reward.rewardId, promotionType: 'MISSION' });
    const before = mainBalance(app, 'player1');
    const count = ledgerCount();
    const refused = (await withdraw()).json();
    expect(refused).toMatchObject({ success: false, errorCode: 'withdraw.turnover.remaining' });
    expect(refused.message).toContain('20.00');
    expect(ledgerCount()).toBe(count);
    expect(mainBalance(app, 'player1')).toBe(before);
    // A valid bet of ₱20.00 after the claim meets it: the withdrawal goes through.
    const nodeId = app.db.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get() as number;
    const id = app.repos.accounts.byUsername('player1')!.id;
    const round = app.repos.play.insertRound(id, nodeId, 2_000, 0, '{}', app.clock.now());
    app.repos.wallets.move(id, 2, -2_000, 'game.bet', `round-${round}`, app.clock.now());
    expect((await callAs(app, 'player1', 'rewards.turnover')).value).toEqual({ remaining: '0.00', required: '120.00' });
    expect((await withdraw()).json()).toMatchObject({ success: true });
  });
});

describe('promo codes', () => {
  it('lists the visible codes with their state and pays a valid one once', async () => {
    const list = await callAs(app, 'player1', 'rewards.promoCodes');
    expect(list.value.map((c) => [c.promoCode, c.status])).toEqual([
      ['WELCOME100', 'AVAILABLE'],
      ['SUMMER50', 'EXPIRED'],
    ]);
    const before = mainBalance(app, 'player1');
    const paid = await callAs(app, 'player1', 'rewards.claimPromoCode', { promoCode: 'welcome100' });
    expect(paid.value).toMatchObject({ promotionType: 'PROMO_CODE', amount: '100.00', status: 'CLAIMED' });
    const twice = await callAs(app, 'player1', 'rewards.claimPromoCode', { promoCode: 'WELCOME100' });
    expect(twice).toMatchObject({ success: false, errorCode: 'promo.code.already.claimed' });
    expect(rowsOf(`R${paid.value.rewardId}`)).toEqual([{ amount: 10_000, reason: 'bonus.promo_code' }]);
    expect(mainBalance(app, 'player1')).toBe(before + 10_000);
    expect((await callAs(app, 'player1', 'rewards.promoCodes')).value[0].status).toBe('CLAIMED');
    // Another member may still use it.
    expect(await callAs(app, 'vip1', 'rewards.claimPromoCode', { promoCode: 'WELCOME100' })).toMatchObject({ success: true });
  });

  it('refuses an expired, an unknown and a malformed code, paying nothing', async () => {
    const count = ledgerCount();
    expect(await callAs(app, 'player1', 'rewards.claimPromoCode', { promoCode: 'SUMMER50' })).toMatchObject({
      errorCode: 'promo.code.expired',
    });
    expect(await callAs(app, 'player1', 'rewards.claimPromoCode', { promoCode: 'NOSUCHCODE' })).toMatchObject({
      errorCode: 'promo.code.not.found',
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/relay/PROMOFE_claimPromoCode',
      headers: { authorization: tokenOf(app, 'player1') },
      payload: { promoCode: 'no spaces!' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('promoCode');
    expect(ledgerCount()).toBe(count);
  });

  it('stops a code at its total limit, even under concurrent claims', async () => {
    app.repos.rewards.addPromoCode(
      {
        code: 'ONLYONE',
        description: 'One winner',
        amount: 1_000,
        turnover: 0,
        expiresAt: app.clock.now() + DAY_MS,
        totalLimit: 1,
        visible: false,
      },
      app.clock.now(),
    );
    const answers = await Promise.all(
      ['player1', 'vip1', 'mobile1'].map((u) => callAs(app, u, 'rewards.claimPromoCode', { promoCode: 'ONLYONE' })),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.errorCode)).toEqual(['promo.code.exhausted', 'promo.code.exhausted']);
    expect(app.db.prepare("SELECT COUNT(*) FROM ledger WHERE reason = 'bonus.promo_code'").pluck().get()).toBe(1);
  });
});

describe('prize tickets', () => {
  const tickets = async () => (await callAs(app, 'player1', 'rewards.claimTickets', { isApp: 'N', status: 'AVAILABLE' })).value;

  it('lists the available tickets for the go444 client, which sends no field, and takes isAll as QA scripts send it', async () => {
    const token = tokenOf(app, 'player1');
    const available = await tickets();
    expect(available.length).toBeGreaterThan(0);
    for (const query of ['', '?isApp=N&status=AVAILABLE&isAll=N&_=1700000000000']) {
      const res = await app.inject({ url: `${catalogue['rewards.claimTickets'].path}${query}`, headers: { authorization: token } });
      expectCatalogueAnswer('rewards.claimTickets', res);
      expect(res.json().value, query).toEqual(available);
    }
    const bad = await app.inject({ url: `${catalogue['rewards.claimTickets'].path}?isAll=maybe`, headers: { authorization: token } });
    expect(bad.statusCode).toBe(400);
  });

  it('spins a slot machine once, pays its prize on the claim once, and refuses a second spin or claim', async () => {
    const slot = (await tickets()).find((t) => t.type === 'SLOT_MACHINE')!;
    expect(slot.prizes.length).toBeGreaterThan(1);
    const before = mainBalance(app, 'player1');
    const spun = await callAs(app, 'player1', 'rewards.spinSlotMachine', { transactionId: slot.transactionId, isApp: 'N' });
    expect(spun.value.reward).toBeNull();
    expect(spun.value.reels).toEqual([spun.value.prize.symbol, spun.value.prize.symbol, spun.value.prize.symbol]);
    expect(mainBalance(app, 'player1')).toBe(before);
    const again = await callAs(app, 'player1', 'rewards.spinSlotMachine', { transactionId: slot.transactionId, isApp: 'N' });
    expect(again).toMatchObject({ success: false, errorCode: 'slot_machine_use_claim_for_final_spin' });
    const claimed = await callAs(app, 'player1', 'rewards.claimTicket', { transactionId: slot.transactionId, isApp: 'N' });
    expect(claimed.value.prize).toEqual(spun.value.prize);
    expect(claimed.value.reward).toMatchObject({ promotionType: 'TICKET', amount: spun.value.prize.amount, status: 'CLAIMED' });
    const cents = Math.round(Number(spun.value.prize.amount) * 100);
    expect(rowsOf(`R${claimed.value.reward!.rewardId}`)).toEqual([{ amount: cents, reason: 'bonus.ticket' }]);
    expect(mainBalance(app, 'player1')).toBe(before + cents);
    const twice = await callAs(app, 'player1', 'rewards.claimTicket', { transactionId: slot.transactionId, isApp: 'N' });
    expect(twice).toMatchObject({ success: false, errorCode: 'ticket.already.claimed' });
    expect(mainBalance(app, 'player1')).toBe(before + cents);
    expect((await tickets()).map((t) => t.type)).toEqual(['PRIZE_WHEEL']);
    const history = await callAs(app, 'player1', 'rewards.claimTickets', { isApp: 'N', status: 'CLAIMED' });
    expect(history.value.map((t) => [t.type, t.status, t.prizeId])).toEqual([['SLOT_MACHINE', 'CLAIMED', spun.value.prize.prizeId]]);
  });

  it('draws a prize wheel on its claim from its own table and pays once, even when claimed 20 times at once', async () => {
    const wheel = (await tickets()).find((t) => t.type === 'PRIZE_WHEEL')!;
    const before = mainBalance(app, 'player1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callAs(app, 'player1', 'rewards.claimTicket', { transactionId: wheel.transactionId, isApp: 'N' })),
    );
    const won = answers.filter((a) => a.success);
    expect(won).toHaveLength(1);
    const prize = won[0].value.prize;
    expect(wheel.prizes).toContainEqual(prize);
    expect(mainBalance(app, 'player1')).toBe(before + Math.round(Number(prize.amount) * 100));
    expect(await callAs(app, 'player1', 'rewards.spinSlotMachine', { transactionId: wheel.transactionId, isApp: 'N' })).toMatchObject({
      errorCode: 'ticket.already.claimed',
    });
  });

  it("refuses an unknown ticket, another member's and a prize wheel spun as a slot machine", async () => {
    const wheel = (await tickets()).find((t) => t.type === 'PRIZE_WHEEL')!;
    const count = ledgerCount();
    expect(await callAs(app, 'player1', 'rewards.claimTicket', { transactionId: 'TKNOPE', isApp: 'N' })).toMatchObject({
      errorCode: 'ticket.not.found',
    });
    expect(await callAs(app, 'vip1', 'rewards.claimTicket', { transactionId: wheel.transactionId, isApp: 'N' })).toMatchObject({
      errorCode: 'ticket.not.found',
    });
    expect(await callAs(app, 'player1', 'rewards.spinSlotMachine', { transactionId: wheel.transactionId, isApp: 'N' })).toMatchObject({
      errorCode: 'ticket.not.slot.machine',
    });
    await advance(15 * DAY_MS);
    expect(await callAs(app, 'player1', 'rewards.claimTicket', { transactionId: wheel.transactionId, isApp: 'N' })).toMatchObject({
      errorCode: 'ticket.expired',
    });
    expect(ledgerCount()).toBe(count);
  });
});

describe('raffles', () => {
  it('shows the raffle player1 won and the open one entered; draws it on the sandbox clock and the winners claim a RAFFLE reward', async () => {
    const status = await callAs(app, 'player1', 'promotions.raffleStatus');
    expect(status.value.map((r) => [r.title, r.status, r.result, r.entries])).toEqual([
      ['Weekend raffle', 'OPEN', 'ENTERED', 4],
      ['Weekly raffle', 'DRAWN', 'WON', 4],
    ]);
    expect(await callAs(app, 'player1', 'promotions.raffleClaim', { promotionId: status.value[0].promotionId })).toMatchObject({
      errorCode: 'raffle.already.entered',
    });
    addAccount(app, 'late1', 0, null);
    const entered = await callAs(app, 'late1', 'promotions.raffleClaim', { promotionId: status.value[0].promotionId });
    expect(entered.value).toMatchObject({ result: 'ENTERED', entries: 5 });

    await advance(3 * 3_600_000);
    const drawn = (await callAs(app, 'late1', 'promotions.raffleStatus')).value[0];
    expect(drawn).toMatchObject({ status: 'DRAWN', entries: 5 });
    expect(await callAs(app, 'late1', 'promotions.raffleClaim', { promotionId: drawn.promotionId })).toMatchObject({
      errorCode: 'raffle.closed',
    });
    const grants = app.db.prepare('SELECT account_id, amount FROM reward_grants WHERE source_ref = ?').all(`raffle:${drawn.promotionId}`);
    expect(grants).toHaveLength(2);
    // Drawing again (another read) changes nothing.
    await callAs(app, 'player1', 'promotions.raffleStatus');
    expect(app.db.prepare('SELECT COUNT(*) FROM reward_grants WHERE source_ref = ?').pluck().get(`raffle:${drawn.promotionId}`)).toBe(2);
    expect(await callAs(app, 'player1', 'promotions.raffleClaim', { promotionId: 999_999 })).toMatchObject({
      errorCode: 'raffle.not.found',
    });
  });
});

describe('daily sign-in', () => {
  it('shows the two-day streak, grows it over three platform days, refuses a second sign-in a day, and restarts after a missed day', async () => {
    const start = (await callAs(app, 'player1', 'promotions.loginPromotion')).value;
    expect(start).toMatchObject({ today: platformDay(app.clock.now()), signedToday: false, streak: 2, cycleDay: 3 });
    expect(start.days).toHaveLength(7);
    expect(start.signedDays.map((d) => d.cycleDay)).toEqual([1, 2]);
    const before = mainBalance(app, 'player1');

    const day3 = await callAs(app, 'player1', 'promotions.claimLogin');
    expect(day3.value).toMatchObject({ streak: 3, cycleDay: 3, reward: { promotionType: 'LOGIN', amount: '3.00', status: 'CLAIMED' } });
    const twice = await callAs(app, 'player1', 'promotions.claimLogin');
    expect(twice).toMatchObject({ success: false, errorCode: 'login.already.claimed' });
    expect(mainBalance(app, 'player1')).toBe(before + 300);

    await advance(DAY_MS);
    const day4 = await callAs(app, 'player1', 'promotions.claimLogin');
    expect(day4.value).toMatchObject({ streak: 4, cycleDay: 4, reward: { amount: '5.00' } });
    await advance(DAY_MS);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => callAs(app, 'player1', 'promotions.claimLogin')));
    expect(concurrent.filter((a) => a.success)).toHaveLength(1);
    expect(mainBalance(app, 'player1')).toBe(before + 300 + 500 + 800);
    expect(rowsOf(`R${concurrent.find((a) => a.success)!.value.reward.rewardId}`)).toEqual([{ amount: 800, reason: 'bonus.login' }]);
    expect((await callAs(app, 'player1', 'promotions.loginPromotion')).value).toMatchObject({ signedToday: true, streak: 5, cycleDay: 5 });

    await advance(2 * DAY_MS); // a day missed
    expect((await callAs(app, 'player1', 'promotions.loginPromotion')).value).toMatchObject({ signedToday: false, streak: 0, cycleDay: 1 });
    expect((await callAs(app, 'player1', 'promotions.claimLogin')).value).toMatchObject({ streak: 1, cycleDay: 1 });
  });

  it('answers the sign-in cycle in force', async () => {
    const history = await callAs(app, 'player1', 'promotions.loginConfigHistory');
    expect(history.value).toHaveLength(1);
    expect(history.value[0].days.map((d) => d.amount)).toEqual(['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '28.00']);
    expect(history.value[0].days[6].turnover).toBe('84.00');
  });
});
