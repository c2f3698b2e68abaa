import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import ReferralPage from './ReferralPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const DETAILS = { referralCode: 'AB12CD34EF', totalInvitations: 2, promotionDomains: ['https://promo.example.test'] };
const FRIENDS = {
  list: [{ account: 'fr***1', registeredAt: Date.UTC(2026, 0, 5, 4, 0) }],
  pageNo: 1,
  pageSize: 10,
  totalCount: 1,
  totalPages: 1,
  totals: null,
};
const writeText = vi.fn();

beforeEach(() => {
  call.mockReset();
  writeText.mockReset();
  call.mockImplementation(async (key: string) =>
    key === 'profile.referralDetails' ? { success: true, value: DETAILS } : { success: true, value: FRIENDS },
  );
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

describe('invite friends', () => {
  it('shows the code, the link with its QR code, the invitations, the domains and the friends who joined', async () => {
    renderWithProviders(<ReferralPage />, { route: '/member/referral' });
    expect(await screen.findByText('AB12CD34EF')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('profile.referralDetails', { autoGenerate: true }, expect.anything());
    const link = `${location.origin}/register?referralCode=AB12CD34EF`;
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByText('https://promo.example.test/register?referralCode=AB12CD34EF')).toBeTruthy();
    expect(screen.getByText('Total invitations').nextElementSibling?.textContent).toBe('2');
    const qr = await screen.findByRole('img', { name: 'QR code of your referral link' });
    await waitFor(() => expect(qr.getAttribute('width') ?? (qr as HTMLElement).style.width).toMatch(/^100(px)?$/));
    const table = screen.getByRole('table', { name: 'Friends who registered with your referral code' });
    expect(within(table).getByText('fr***1')).toBeTruthy();
  });

  it('copies the link and says so; a refused clipboard is said too', async () => {
    writeText.mockResolvedValueOnce(undefined);
    renderWithProviders(<ReferralPage />, { route: '/member/referral' });
    await screen.findByText('AB12CD34EF');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the Referral link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Copied.');
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/register?referralCode=AB12CD34EF`);
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy the Referral code' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Could not copy/));
    expect(writeText).toHaveBeenLastCalledWith('AB12CD34EF');
  });

  it('says when nobody has joined yet', async () => {
    call.mockImplementation(async (key: string) =>
      key === 'profile.referralDetails'
        ? { success: true, value: { ...DETAILS, totalInvitations: 0 } }
        : { success: true, value: { ...FRIENDS, list: [], totalCount: 0, totalPages: 0 } },
    );
    renderWithProviders(<ReferralPage />, { route: '/member/referral' });
    expect(await screen.findByText('No friend has registered with your code yet.')).toBeTruthy();
  });
});
