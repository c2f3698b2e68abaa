import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Activity } from '../../../../shared/domains/promotions/schemas';
import { renderWithProviders } from '../../test/render';
import { resetAnnouncements } from '../../lib/content';
import { token } from '../../lib/stores/session';
import ActivitiesPage from './ActivitiesPage';
import PromoDetailPage from './PromoDetailPage';
import { bannerHiddenToday, hideBannerToday, platformDay, pictureProblem } from './activitiesData';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const activity = (promotionId: number, category: string, state: Activity['state'], extra: Partial<Activity> = {}): Activity => ({
  promotionId,
  title: `Activity ${promotionId}`,
  category,
  content: '<p>Terms</p><img src=x onerror="window.hit=1">',
  startDate: Date.UTC(2024, 0, 1),
  endDate: Date.UTC(2030, 0, 1),
  rewardAmount: '88.00',
  state,
  rewardId: null,
  rejectReason: null,
  ...extra,
});

let activities: Activity[];
beforeEach(() => {
  resetAnnouncements();
  token.value = 'member-token';
  activities = [
    activity(1, 'slots', 'IN_PROCESS'),
    activity(2, 'live', 'JOINED'),
    activity(3, 'slots', 'ISSUED', { rewardId: 41 }),
    activity(4, 'referral', 'REJECTED', { rejectReason: 'Blurry' }),
  ];
  call.mockReset();
  call.mockImplementation(async (key: string, payload: Record<string, unknown>) => {
    if (key === 'content.announcements') return { success: true, value: { banners: [], player: [], popup: [], promotion: [] } };
    if (key === 'promotions.available') return { success: true, value: activities };
    if (key === 'promotions.merchantAvailable') return { success: true, value: activities.map((a) => ({ ...a, state: 'IN_PROCESS' })) };
    if (key === 'promotions.signUpJoin') {
      activities = activities.map((a) => (a.promotionId === payload.promotionId ? { ...a, state: 'JOINED' } : a));
      return { success: true, value: activities[0] };
    }
    if (key === 'promotions.signUpRequestReward') return { success: true, value: { ...activities[1], state: 'APPLYING' } };
    if (key === 'promotions.claimIssued') return { success: true, value: {} };
    return { success: true, value: null };
  });
});
afterEach(() => {
  token.value = null;
  localStorage.clear();
});

const png = (name = 'shot.png', bytes = 100, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('the activity centre', () => {
  it('lists the member’s activities with their states, by category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivitiesPage />, { route: '/activities' });
    const first = await screen.findByRole('link', { name: /Activity 1/ });
    expect(first.getAttribute('href')).toBe('/promoDetail?id=1');
    expect(within(first).getByText('In process')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Activity 3/ })).getByText('Issued')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Slots' }));
    expect(screen.queryByRole('link', { name: /Activity 2/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Activity/ })).toHaveLength(2);
  });

  it('shows guests the merchant list and asks them to sign in', async () => {
    token.value = null;
    renderWithProviders(<ActivitiesPage />, { route: '/activities' });
    expect(await screen.findByRole('link', { name: /Activity 1/ })).toBeTruthy();
    expect(screen.getByText(/Sign in to join activities/)).toBeTruthy();
    expect(call).toHaveBeenCalledWith('promotions.merchantAvailable', {}, expect.anything());
    expect(call).not.toHaveBeenCalledWith('promotions.available', expect.anything(), expect.anything());
  });
});

describe('an activity’s detail', () => {
  it('joins an activity in process, with its sanitized terms and dates', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=1' });
    expect(await screen.findByRole('heading', { name: 'Activity 1' })).toBeTruthy();
    expect(screen.getByText('Terms').parentElement!.innerHTML).not.toContain('onerror');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(call).toHaveBeenCalledWith('promotions.signUpJoin', { promotionId: 1 });
    expect(await screen.findByRole('button', { name: 'Send application' })).toBeTruthy();
  });

  it('checks the comment and the pictures before sending, then sends them as data URLs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=2' });
    const comment = await screen.findByLabelText('Comment');
    const pictures = screen.getByLabelText('Pictures');

    fireEvent.change(pictures, { target: { files: [png('a.png'), png('b.png'), png('c.png'), png('d.png')] } });
    expect(await screen.findByText('Choose at most 3 pictures.')).toBeTruthy();
    fireEvent.change(pictures, { target: { files: [png('big.png', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('Each picture must be 5 MB or smaller.')).toBeTruthy();
    fireEvent.change(pictures, { target: { files: [png('tool.exe', 10, 'application/x-msdownload')] } });
    expect(await screen.findByText('Pictures must be png or jpg images.')).toBeTruthy();

    fireEvent.change(comment, { target: { value: 'x'.repeat(141) } });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The comment takes at most 140 characters.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('promotions.signUpRequestReward', expect.anything());

    fireEvent.change(comment, { target: { value: 'Five wins' } });
    fireEvent.change(pictures, { target: { files: [png('shot.png'), png('photo.jpg', 50, 'image/jpeg')] } });
    expect(screen.getByRole('list', { name: 'Chosen pictures' }).textContent).toContain('photo.jpg');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('promotions.signUpRequestReward', expect.anything()));
    const sent = call.mock.calls.find(([key]) => key === 'promotions.signUpRequestReward')![1] as { remarks: string; pictures: string[] };
    expect(sent.remarks).toBe('Five wins');
    expect(sent.pictures.map((p) => p.slice(0, 22))).toEqual(['data:image/png;base64,', 'data:image/jpeg;base64']);
  });

  it('shows the platform’s refusal of a picture under the pictures', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (key: string) => {
      if (key === 'content.announcements') return { success: true, value: { banners: [], player: [], popup: [], promotion: [] } };
      if (key === 'promotions.available') return { success: true, value: activities };
      return { success: false, errorCode: 'promotion.picture.type.invalid', message: 'Picture 1 must be a PNG or JPG image' };
    });
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=2' });
    fireEvent.change(await screen.findByLabelText('Pictures'), { target: { files: [png('renamed.png')] } });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Pictures must be png or jpg images.')).toBeTruthy();
  });

  it('claims an issued reward with its reward id and shows a rejection’s reason', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=3' });
    await user.click(await screen.findByRole('button', { name: 'Claim reward' }));
    expect(call).toHaveBeenCalledWith('promotions.claimIssued', { promotionClaimId: 41, promotionType: 'ACTIVITY' });
    unmount();
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=4' });
    expect(await screen.findByText('Your application was rejected: Blurry')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });
});

describe('rules', () => {
  it('checks picture count, type and size', () => {
    expect(pictureProblem([png(), png(), png()])).toBeNull();
    expect(pictureProblem([png(), png(), png(), png()])).toBe('count');
    expect(pictureProblem([png('x.png', 10, 'image/gif')])).toBe('type');
    expect(pictureProblem([png('x.png', 5 * 1024 * 1024 + 1)])).toBe('size');
  });

  it('hides the promotion banner until the platform day (UTC+08:00) ends', () => {
    // 15:59 UTC is 23:59 in Manila; 16:00 UTC is the next platform day.
    const evening = Date.UTC(2025, 2, 10, 15, 59);
    expect(platformDay(evening)).toBe('2025-03-10');
    expect(platformDay(Date.UTC(2025, 2, 10, 16, 0))).toBe('2025-03-11');
    expect(bannerHiddenToday(evening)).toBe(false);
    hideBannerToday(evening);
    expect(bannerHiddenToday(evening)).toBe(true);
    expect(bannerHiddenToday(Date.UTC(2025, 2, 10, 0, 0))).toBe(true);
    expect(bannerHiddenToday(Date.UTC(2025, 2, 10, 16, 0))).toBe(false);
  });
});
