import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaderboardValue, MilestonesValue, MissionSummary, MissionSummaryValue } from '../../../../shared/domains/missions/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import MissionsPage from './MissionsPage';
import { pendingMissionCount } from './missionsData';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const mission = (over: Partial<MissionSummary>): MissionSummary => ({
  missionId: 1,
  title: 'Spin the slots',
  goal: 'BET_COUNT',
  status: 'O',
  startTime: new Date(2024, 4, 12).getTime(),
  endTime: new Date(2024, 4, 22).getTime(),
  reachedValue: '20',
  targetValue: '60',
  milestones: 3,
  reachedMilestones: 1,
  waitingRewards: 1,
  ...over,
});
const OPEN: MissionSummaryValue = {
  list: [
    mission({}),
    mission({
      missionId: 2,
      title: 'Turnover race',
      goal: 'TURNOVER',
      reachedValue: '900.00',
      targetValue: '20000.00',
      milestones: 2,
      reachedMilestones: 0,
      waitingRewards: 0,
    }),
  ],
  page: 1,
  size: 10,
  total: 2,
};
const ENDED: MissionSummaryValue = {
  list: [mission({ missionId: 3, title: 'Deposit sprint', goal: 'DEPOSIT', status: 'E', waitingRewards: 0 })],
  page: 1,
  size: 10,
  total: 1,
};
const MILESTONES: MilestonesValue = {
  missionId: 1,
  goal: 'BET_COUNT',
  reachedValue: '20',
  milestones: [
    {
      milestone: 1,
      target: '20',
      reward: '20.00',
      turnoverMultiplier: 3,
      turnover: '60.00',
      reached: true,
      rewardStatus: 'ISSUED',
      rewardId: 9,
    },
    {
      milestone: 2,
      target: '25',
      reward: '30.00',
      turnoverMultiplier: 3,
      turnover: '90.00',
      reached: false,
      rewardStatus: 'LOCKED',
      rewardId: null,
    },
  ],
};
const BOARD: LeaderboardValue = {
  missionId: 1,
  goal: 'BET_COUNT',
  list: [
    { rank: 1, account: 'vi***1', reachedValue: '30', self: false },
    { rank: 2, account: 'pl***1', reachedValue: '20', self: true },
  ],
  footer: { rank: 2, reachedValue: '20' },
};

beforeEach(() => {
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  call.mockReset();
  call.mockImplementation(async (key: string, payload: { status?: string }) => {
    if (key === 'missions.summary') return { success: true, value: payload.status === 'E' ? ENDED : OPEN };
    if (key === 'missions.milestones') return { success: true, value: MILESTONES };
    if (key === 'missions.leaderboard') return { success: true, value: BOARD };
    return { success: false, value: null, message: 'unexpected', errorCode: null };
  });
});
afterEach(() => {
  balance.value = null;
});

describe('mission activity', () => {
  it('lists the open missions with their progress and the rewards waiting in the reward centre', async () => {
    renderWithProviders(<MissionsPage />, { route: '/member/missionLeaderboard' });
    expect(screen.getByRole('heading', { level: 2, name: 'Mission activity' })).toBeTruthy();
    const spin = await screen.findByRole('article', { name: 'Spin the slots' });
    expect(call).toHaveBeenCalledWith('missions.summary', { status: 'O', page: 1, size: 10 }, expect.anything());
    const bar = within(spin).getByRole('progressbar', { name: 'Progress of Spin the slots' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['20', '60']);
    expect(within(spin).getByText(/20 of 60/).textContent).toContain('1 of 3 milestones reached');
    expect(within(spin).getByRole('link', { name: '1 reward waits in the reward centre' }).getAttribute('href')).toBe(
      '/member/rewardCenter',
    );
    const race = screen.getByRole('article', { name: 'Turnover race' });
    expect(within(race).getByText(/₱900\.00 of ₱20,000\.00/)).toBeTruthy();
    expect(within(race).queryByRole('link')).toBeNull();
  });

  it('opens a mission: its milestones with the reward state, and the leaderboard with the member’s place in the footer', async () => {
    renderWithProviders(<MissionsPage />, { route: '/member/missionLeaderboard' });
    const spin = await screen.findByRole('article', { name: 'Spin the slots' });
    const toggle = within(spin).getByRole('button', { name: 'Milestones and leaderboard of Spin the slots' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const steps = await within(spin).findByRole('table', { name: 'Milestones, their rewards and the state of each reward' });
    const stepRows = within(steps)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(stepRows).toEqual([
      ['1', '20', '₱20.00', '₱60.00', 'Waiting in the reward centre'],
      ['2', '25', '₱30.00', '₱90.00', 'Not reached'],
    ]);
    expect(call).toHaveBeenCalledWith('missions.leaderboard', { missionId: 1 }, expect.anything());
    const board = await within(spin).findByRole('table', { name: 'Leaderboard of the mission, with your place in the last row' });
    const rows = within(board).getAllByRole('row');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'pl***1 (you)', '20']);
    const footer = rows.at(-1)!;
    expect(within(footer).getByRole('rowheader').textContent).toBe('Your rank: 2');
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '20']);
  });

  it('shows the ended missions on their tab', async () => {
    renderWithProviders(<MissionsPage />, { route: '/member/missionLeaderboard' });
    await screen.findByRole('article', { name: 'Spin the slots' });
    await userEvent.click(screen.getByRole('tab', { name: 'Ended' }));
    expect(await screen.findByRole('article', { name: 'Deposit sprint' })).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith('missions.summary', { status: 'E', page: 1, size: 10 }, expect.anything());
  });

  it('counts the open missions whose rewards wait, for the menu badge', async () => {
    expect(await pendingMissionCount(new AbortController().signal)).toBe(1);
    expect(call).toHaveBeenCalledWith('missions.summary', { status: 'O', page: 1, size: 50 }, expect.anything());
    call.mockResolvedValueOnce({ success: false, value: null, message: 'off', errorCode: 'function.not.available' });
    expect(await pendingMissionCount(new AbortController().signal)).toBe(0);
  });
});
