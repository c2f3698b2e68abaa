import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Announcements } from '../../../../shared/domains/content/schemas';
import type { RebateSettingsValue } from '../../../../shared/domains/rewards/schemas';
import { renderWithProviders } from '../../test/render';
import { resetAnnouncements } from '../../lib/content';
import { learn } from '../../lib/stores/offered';
import { token } from '../../lib/stores/session';
import PromotionsPage from './PromotionsPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const announcements: Announcements = { banners: [], player: [], popup: [], promotion: [] };
const rates: RebateSettingsValue = [
  { productType: 'LIVE', rebateRate: '0.45', rankLevel: 2 },
  { productType: 'RNG', rebateRate: '0.55', rankLevel: 2 },
];

beforeEach(() => {
  resetAnnouncements();
  call.mockReset();
  call.mockImplementation(async (key: string) => {
    if (key === 'content.announcements') return { success: true, value: announcements };
    if (key === 'promotions.rebateSettings') return { success: true, value: rates };
    throw new Error(`unexpected call ${key}`);
  });
});
afterEach(() => {
  token.value = null;
  learn('promotions.rebateSettings', null);
});

describe("the member's rebate rates on the promotions page", () => {
  it('shows a signed-in member the rate of each game type at their rank level', async () => {
    token.value = 'member-token';
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    const region = await screen.findByRole('region', { name: 'Your rebate rates' });
    expect(await within(region).findByText(/at rank level 2/)).toBeTruthy();
    const table = within(region).getByRole('table', { name: 'Rebate rate by game type' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Live casino0.45%', 'Slots0.55%']);
  });

  it('asks nothing for a guest, nor once the platform does not offer the call', async () => {
    const { unmount } = renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(await screen.findByText('There are no promotions in this category right now.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your rebate rates' })).toBeNull();
    unmount();

    token.value = 'member-token';
    learn('promotions.rebateSettings', false);
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    await screen.findByRole('heading', { name: 'Promotions', level: 1 });
    expect(screen.queryByRole('region', { name: 'Your rebate rates' })).toBeNull();
    expect(call.mock.calls.map(([key]) => key)).not.toContain('promotions.rebateSettings');
  });
});
