import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Achievement,
  ClaimableReward,
  DiscountTicket,
  LoginPromotionValue,
  Quest,
  Ticket,
} from '../../../../shared/domains/rewards/schemas';
import { learn } from '../../lib/stores/offered';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import RewardCenterPage from './RewardCenterPage';
import { monthDays } from './SignInCard';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const reward = (over: Partial<ClaimableReward> = {}): ClaimableReward => ({
  rewardId: 11,
  promotionClaimId: 11,
  promotionType: 'MANUAL',
  promotionId: null,
  title: 'Loyalty bonus',
  amount: '50.00',
  turnover: '150.00',
  status: 'ISSUED',
  issuedAt: 0,
  expiresAt: null,
  claimedAt: null,
  ...over,
});

const login = (over: Partial<LoginPromotionValue> = {}): LoginPromotionValue => ({
  today: '2024-05-15',
  signedToday: false,
  streak: 2,
  cycleDay: 3,
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, amount: `${day}.00`, turnover: day === 7 ? '21.00' : '0.00' })),
  signedDays: [
    { date: '2024-05-13', cycleDay: 1, amount: '1.00' },
    { date: '2024-05-14', cycleDay: 2, amount: '2.00' },
  ],
  ...over,
});

const prizes = [
  { prizeId: 1, amount: '3.00', symbol: 'LEMON' as const },
  { prizeId: 2, amount: '8.00', symbol: 'CHERRY' as const },
  { prizeId: 3, amount: '88.00', symbol: 'SEVEN' as const },
];
const ticket = (over: Partial<Ticket>): Ticket => ({
  ticketId: 1,
  transactionId: 'TK1',
  type: 'SLOT_MACHINE',
  status: 'AVAILABLE',
  title: 'Lucky slot ticket',
  prizes,
  prizeId: null,
  expiresAt: null,
  ...over,
});

const quest = (over: Partial<Quest> = {}): Quest => ({
  questId: 1,
  goal: 'BET_COUNT',
  productType: null,
  startAt: 0,
  endAt: 2e12,
  title: 'Place five bets',
  target: '5',
  progress: '3',
  reached: false,
  reward: '8.00',
  turnover: '8.00',
  rewardStatus: 'LOCKED',
  claimId: null,
  ...over,
});
const achievement = (over: Partial<Achievement> = {}): Achievement => ({
  achievementId: 1,
  measure: 'TURNOVER',
  title: 'High roller',
  target: '10000.00',
  progress: '2500.50',
  reached: false,
  reward: '88.00',
  turnover: '88.00',
  rewardStatus: 'LOCKED',
  claimId: null,
  ...over,
});
const discountTicket = (over: Partial<DiscountTicket> = {}): DiscountTicket => ({
  ticketId: 31,
  title: '10% off slot stakes',
  productType: 'RNG',
  discountRate: '10.00',
  maxDiscount: '50.00',
  status: 'AVAILABLE',
  issuedAt: 0,
  expiresAt: 2e12,
  ...over,
});

/** The platform as the page sees it: answers by key, refusals where a test sets them. */
let answers: Record<string, (payload: Record<string, unknown>) => unknown>;
const ok = (value: unknown) => ({ success: true, value, message: null, errorCode: null });
const no = (errorCode: string, message = 'refused') => ({ success: false, value: null, message, errorCode });

beforeEach(() => {
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  answers = {
    'promotions.loginPromotion': () => ok(login()),
    'promotions.claimable': (p) =>
      ok(
        p.status === 'I'
          ? [
              reward(),
              reward({
                rewardId: 12,
                promotionClaimId: 12,
                promotionType: 'RAFFLE',
                title: 'Weekly raffle',
                amount: '200.00',
                turnover: '200.00',
              }),
            ]
          : [
              reward({
                rewardId: 9,
                promotionType: 'LOGIN',
                title: 'Daily sign-in, day 2',
                amount: '2.00',
                turnover: '0.00',
                status: 'CLAIMED',
                claimedAt: 1,
              }),
            ],
      ),
    'rewards.promoCodes': () =>
      ok([
        {
          promoCode: 'WELCOME100',
          description: 'Welcome gift',
          amount: '100.00',
          turnover: '100.00',
          expiresAt: 2e12,
          status: 'AVAILABLE',
        },
        { promoCode: 'SUMMER50', description: 'Summer gift', amount: '50.00', turnover: '50.00', expiresAt: 1e12, status: 'EXPIRED' },
      ]),
    'rewards.claimTickets': () =>
      ok([ticket({}), ticket({ ticketId: 2, transactionId: 'TK2', type: 'PRIZE_WHEEL', title: 'Prize wheel ticket' })]),
    'promotions.raffleStatus': () =>
      ok([
        {
          promotionId: 5,
          title: 'Weekend raffle',
          prize: '500.00',
          winners: 2,
          entries: 4,
          drawsAt: 2e12,
          status: 'OPEN',
          result: 'NOT_ENTERED',
          rewardId: null,
        },
      ]),
    'rewards.quests': () =>
      ok([
        quest(),
        quest({
          questId: 2,
          goal: 'TURNOVER',
          productType: 'LIVE',
          title: 'Live casino: 2,000 in valid bets',
          target: '2000.00',
          progress: '2000.00',
          reached: true,
          rewardStatus: 'ISSUED',
          claimId: 40,
        }),
      ]),
    'rewards.achievements': () =>
      ok([
        achievement(),
        achievement({
          achievementId: 2,
          measure: 'ACTIVE_DAYS',
          title: 'Seven active days',
          target: '7',
          progress: '7',
          reached: true,
          rewardStatus: 'CLAIMED',
          claimId: 41,
        }),
      ]),
    'rewards.discountTickets': () =>
      ok([
        discountTicket(),
        discountTicket({ ticketId: 32, title: '20% off a sports bet', productType: 'SPORTS', discountRate: '20.00', status: 'EXPIRED' }),
      ]),
    'rewards.rankBoard': () =>
      ok({
        periodStart: Date.UTC(2024, 4, 12, 16),
        periodEnd: Date.UTC(2024, 4, 19, 16),
        list: [
          { rank: 1, account: 'hi***r', validBet: '30000.00' },
          { rank: 2, account: 'pl***1', validBet: '120.50' },
        ],
      }),
    'rewards.heartbeat': () => ok({ day: '2024-05-15', recorded: false, activeDays: 3 }),
    'cashier.balance': () => ok(balance.value),
  };
  call.mockReset();
  call.mockImplementation(async (key: string, payload: Record<string, unknown>) => {
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer(payload ?? {});
  });
});
afterEach(() => {
  balance.value = null;
  for (const key of [
    'rewards.quests',
    'rewards.achievements',
    'rewards.discountTickets',
    'rewards.rankBoard',
    'rewards.heartbeat',
  ] as const)
    learn(key, null);
});

const section = async (name: string) => screen.findByRole('region', { name });

describe('the reward centre', () => {
  it('lists the rewards to claim, claims one and shows it paid, and shows the claimed history', async () => {
    renderWithProviders(<RewardCenterPage />);
    const list = await section('My rewards');
    expect(await within(list).findByText('Loyalty bonus')).toBeTruthy();
    expect(within(list).getByText('Turnover ₱150.00')).toBeTruthy();
    expect(within(list).getByText('Raffle')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'promotions.claimable',
      { promotionType: expect.stringContaining('MANUAL,RAFFLE'), status: 'I' },
      expect.anything(),
    );

    answers['promotions.claimIssued'] = () => ok(reward({ status: 'CLAIMED' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Claim Loyalty bonus' }));
    expect(call).toHaveBeenCalledWith('promotions.claimIssued', { promotionClaimId: 11, promotionType: 'MANUAL' });
    expect(await within(list).findByText('Loyalty bonus: ₱50.00 is in your wallet.')).toBeTruthy();

    answers['promotions.claimIssued'] = () => no('reward.already.claimed');
    await userEvent.click(within(list).getByRole('button', { name: 'Claim Weekly raffle' }));
    expect(await within(list).findByText('This reward has already been claimed.')).toBeTruthy();

    await userEvent.click(within(list).getByRole('tab', { name: 'Claimed' }));
    expect(await within(list).findByText('Daily sign-in, day 2')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /^Claim/ })).toBeNull();
  });

  it('shows the sign-in streak, the cycle and the calendar, and signs in once', async () => {
    renderWithProviders(<RewardCenterPage />);
    const card = await section('Daily sign-in');
    expect(await within(card).findByText('2 days in a row')).toBeTruthy();
    const cycle = within(card).getByRole('list', { name: 'Rewards of the 7-day cycle' });
    expect(
      within(cycle)
        .getAllByRole('listitem')
        .map((d) => d.textContent),
    ).toEqual([
      'Day 1₱1.00Received',
      'Day 2₱2.00Received',
      'Day 3₱3.00Today',
      'Day 4₱4.00To come',
      'Day 5₱5.00To come',
      'Day 6₱6.00To come',
      'Day 7₱7.00To comeTurnover ₱21.00',
    ]);
    const calendar = within(card).getByRole('list', { name: 'Days signed in this month' });
    expect(within(calendar).getAllByRole('listitem')).toHaveLength(31);
    expect(within(calendar).getByLabelText(/^(May 14|14 May): signed in$/)).toBeTruthy();

    answers['promotions.claimLogin'] = () =>
      ok({ date: '2024-05-15', streak: 3, cycleDay: 3, reward: reward({ promotionType: 'LOGIN', amount: '3.00' }) });
    answers['promotions.loginPromotion'] = () => ok(login({ signedToday: true, streak: 3 }));
    await userEvent.click(within(card).getByRole('button', { name: 'Sign in and get ₱3.00' }));
    expect(await within(card).findByText('You received ₱3.00. Your streak: 3.')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Signed in today' })).toHaveProperty('disabled', true);
  });

  it('redeems a promo code, and shows a refusal under the field', async () => {
    renderWithProviders(<RewardCenterPage />);
    const promo = await section('Promo codes');
    expect(await within(promo).findByText('WELCOME100')).toBeTruthy();
    expect(within(promo).getByText('Expired')).toBeTruthy();
    const field = within(promo).getByLabelText('Promo code');

    await userEvent.type(field, 'no!');
    await userEvent.click(within(promo).getByRole('button', { name: 'Redeem' }));
    expect(await within(promo).findByText('Enter 4 to 20 letters or digits.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('rewards.claimPromoCode', expect.anything());

    answers['rewards.claimPromoCode'] = () => no('promo.code.expired');
    await userEvent.clear(field);
    await userEvent.type(field, 'summer50');
    await userEvent.click(within(promo).getByRole('button', { name: 'Redeem' }));
    expect(await within(promo).findByText('This promo code has expired.')).toBeTruthy();

    answers['rewards.claimPromoCode'] = () =>
      ok(reward({ promotionType: 'PROMO_CODE', title: 'Welcome gift', amount: '100.00', status: 'CLAIMED' }));
    await userEvent.clear(field);
    await userEvent.type(field, 'welcome100');
    await userEvent.click(within(promo).getByRole('button', { name: 'Redeem' }));
    expect(call).toHaveBeenCalledWith('rewards.claimPromoCode', { promoCode: 'welcome100' });
    expect(await within(promo).findByText('Welcome gift: ₱100.00 is in your wallet.')).toBeTruthy();
  });

  it('spins a slot machine ticket, then claims its prize: the platform decides the outcome', async () => {
    renderWithProviders(<RewardCenterPage />);
    const tickets = await section('Prize tickets');
    await userEvent.click(await within(tickets).findByRole('button', { name: 'Play Lucky slot ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky slot ticket' });
    const outcome = {
      ticket: ticket({ status: 'SPUN', prizeId: 2 }),
      prize: prizes[1],
      reels: ['CHERRY', 'CHERRY', 'CHERRY'],
      reward: null,
    };
    answers['rewards.spinSlotMachine'] = () => ok(outcome);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spin' }));
    expect(call).toHaveBeenCalledWith('rewards.spinSlotMachine', { transactionId: 'TK1', isApp: 'N' });
    expect(await within(dialog).findByRole('img', { name: 'Three of a kind: Cherries' })).toBeTruthy();
    expect(within(dialog).getByText('You spun ₱8.00! Claim it to receive it.')).toBeTruthy();

    answers['rewards.claimTicket'] = () =>
      ok({ ...outcome, ticket: ticket({ status: 'CLAIMED', prizeId: 2 }), reward: reward({ promotionType: 'TICKET', amount: '8.00' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim the prize' }));
    expect(await within(dialog).findByText('You won ₱8.00! It is in your wallet.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Claim the prize' })).toBeNull();
  });

  it('spins a prize wheel through its claim, and reports a ticket used elsewhere', async () => {
    renderWithProviders(<RewardCenterPage />);
    const tickets = await section('Prize tickets');
    await userEvent.click(await within(tickets).findByRole('button', { name: 'Play Prize wheel ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prize wheel ticket' });
    answers['rewards.claimTicket'] = () => no('ticket.already.claimed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spin the wheel' }));
    expect(await within(dialog).findByText('This prize ticket has already been used.')).toBeTruthy();

    answers['rewards.claimTicket'] = () =>
      ok({
        ticket: ticket({ ticketId: 2, type: 'PRIZE_WHEEL', status: 'CLAIMED', prizeId: 3 }),
        prize: prizes[2],
        reels: ['SEVEN', 'SEVEN', 'SEVEN'],
        reward: reward({ promotionType: 'TICKET', amount: '88.00' }),
      });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spin the wheel' }));
    expect(call).toHaveBeenCalledWith('rewards.claimTicket', { transactionId: 'TK2', isApp: 'N' });
    expect(await within(dialog).findByText('You won ₱88.00! It is in your wallet.')).toBeTruthy();
  });

  it('enters an open raffle', async () => {
    renderWithProviders(<RewardCenterPage />);
    const raffles = await section('Raffles');
    expect(await within(raffles).findByText('2 winners')).toBeTruthy();
    answers['promotions.raffleClaim'] = () =>
      ok({
        promotionId: 5,
        title: 'Weekend raffle',
        prize: '500.00',
        winners: 2,
        entries: 5,
        drawsAt: 2e12,
        status: 'OPEN',
        result: 'ENTERED',
        rewardId: null,
      });
    await userEvent.click(within(raffles).getByRole('button', { name: 'Enter Weekend raffle' }));
    expect(call).toHaveBeenCalledWith('promotions.raffleClaim', { promotionId: 5 });
    expect(await within(raffles).findByText('You have entered Weekend raffle. Good luck!')).toBeTruthy();
  });
});

describe("the reward centre's quests, achievements and discount tickets", () => {
  it("shows each quest's and achievement's progress and where its reward stands", async () => {
    renderWithProviders(<RewardCenterPage />);
    const quests = await section('Quests');
    expect(await within(quests).findByText('Place five bets')).toBeTruthy();
    expect(within(quests).getByText('3 of 5')).toBeTruthy();
    expect(within(quests).getByText('Any game')).toBeTruthy();
    expect(within(quests).getByText('In progress')).toBeTruthy();
    const bar = within(quests).getByRole('progressbar', { name: 'Progress of Place five bets' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['3', '5']);
    expect(within(quests).getByText('Live casino')).toBeTruthy();
    expect(within(quests).getByText('₱2,000.00 of ₱2,000.00')).toBeTruthy();
    expect(within(quests).getByText('Reward waiting in My rewards')).toBeTruthy();

    const achievements = await section('Achievements');
    expect(await within(achievements).findByText('₱2,500.50 of ₱10,000.00')).toBeTruthy();
    expect(within(achievements).getByText('Valid bets')).toBeTruthy();
    expect(within(achievements).getByText('7 of 7')).toBeTruthy();
    expect(within(achievements).getByText('Reward claimed')).toBeTruthy();
  });

  it('discards a discount ticket after asking, and the list follows', async () => {
    renderWithProviders(<RewardCenterPage />);
    const tickets = await section('Discount tickets');
    expect(await within(tickets).findByText('10% off, up to ₱50.00')).toBeTruthy();
    expect(within(tickets).getByText('Sports')).toBeTruthy();
    // An expired ticket has nothing to discard.
    expect(within(tickets).queryByRole('button', { name: 'Discard 20% off a sports bet' })).toBeNull();

    await userEvent.click(within(tickets).getByRole('button', { name: 'Discard 10% off slot stakes' }));
    const confirm = within(tickets).getByRole('group', { name: 'Discard 10% off slot stakes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(call).not.toHaveBeenCalledWith('promotions.cancelTicket', expect.anything());

    answers['promotions.cancelTicket'] = () => ok(discountTicket({ status: 'CANCELLED' }));
    answers['rewards.discountTickets'] = () => ok([discountTicket({ ticketId: 32, title: '20% off a sports bet', status: 'EXPIRED' })]);
    await userEvent.click(within(tickets).getByRole('button', { name: 'Discard 10% off slot stakes' }));
    await userEvent.click(within(tickets).getByRole('button', { name: 'Yes, discard' }));
    expect(call).toHaveBeenCalledWith('promotions.cancelTicket', { ticketId: 31 });
    expect(await within(tickets).findByText('10% off slot stakes has been discarded.')).toBeTruthy();
    await vi.waitFor(() => expect(within(tickets).queryByRole('button', { name: /^Discard/ })).toBeNull());
  });

  it('names a discard the platform refuses', async () => {
    answers['promotions.cancelTicket'] = () => no('ticket.not.found');
    renderWithProviders(<RewardCenterPage />);
    const tickets = await section('Discount tickets');
    await userEvent.click(await within(tickets).findByRole('button', { name: 'Discard 10% off slot stakes' }));
    await userEvent.click(within(tickets).getByRole('button', { name: 'Yes, discard' }));
    expect(await within(tickets).findByText('This discount ticket is no longer available.')).toBeTruthy();
  });

  it("shows this week's rank board", async () => {
    renderWithProviders(<RewardCenterPage />);
    const board = await section('This week’s rank board');
    const list = await within(board).findByRole('list', { name: 'This week’s rank board' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['No. 1hi***r₱30,000.00', 'No. 2pl***1₱120.50']);
  });

  it("records the day's visit on opening, and reloads the achievements when it was the day's first", async () => {
    renderWithProviders(<RewardCenterPage />);
    await section('Achievements');
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('rewards.heartbeat', {}));
    await vi.waitFor(() => expect(call.mock.calls.filter(([key]) => key === 'rewards.achievements')).toHaveLength(1));

    call.mockClear();
    answers['rewards.heartbeat'] = () => ok({ day: '2024-05-16', recorded: true, activeDays: 4 });
    renderWithProviders(<RewardCenterPage />);
    await vi.waitFor(() => expect(call.mock.calls.filter(([key]) => key === 'rewards.achievements')).toHaveLength(2));
  });

  it('leaves out each section whose call the platform does not offer, without asking it', async () => {
    for (const key of [
      'rewards.quests',
      'rewards.achievements',
      'rewards.discountTickets',
      'rewards.rankBoard',
      'rewards.heartbeat',
    ] as const)
      learn(key, false);
    renderWithProviders(<RewardCenterPage />);
    expect(await section('Promo codes')).toBeTruthy();
    for (const name of ['Quests', 'Achievements', 'Discount tickets', 'This week’s rank board']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
    const asked = call.mock.calls.map(([key]) => key);
    for (const key of ['rewards.quests', 'rewards.achievements', 'rewards.discountTickets', 'rewards.rankBoard', 'rewards.heartbeat']) {
      expect(asked).not.toContain(key);
    }
  });
});

describe('monthDays', () => {
  it('lists every day of the month of a date, leap years included', () => {
    expect(monthDays('2024-02-10')).toHaveLength(29);
    expect(monthDays('2023-02-10').at(-1)).toBe('2023-02-28');
    expect(monthDays('2024-12-31')[0]).toBe('2024-12-01');
  });
});
