import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { token } from '../../lib/stores/session';
import { helpModal, loginPopup, noticePopup } from '../../lib/stores/ui';
import { ServicePanel } from './ServicePanel';

vi.mock('../../lib/api', () => ({ call: vi.fn(async () => ({ success: true, value: { domainList: [], resources: [] } })) }));
vi.mock('../../lib/customerService', () => ({ openCustomerService: vi.fn(async () => undefined) }));
import { openCustomerService } from '../../lib/customerService';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('ServicePanel', () => {
  beforeEach(() => {
    loginPopup.value = null;
    noticePopup.value = { open: false, index: null };
    helpModal.value = { open: false, tag: null };
    token.value = null;
    localStorage.clear();
  });
  afterEach(() => {
    token.value = null;
  });

  it('starts folded and remembers the player’s choice across reloads', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<ServicePanel />);
    expect(screen.getByRole('button', { name: 'Show service panel' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Announcement' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show service panel' }));
    first.unmount();

    const second = renderWithProviders(<ServicePanel />);
    expect(screen.getByRole('button', { name: 'Announcement' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide service panel' }));
    second.unmount();

    renderWithProviders(<ServicePanel />);
    expect(screen.queryByRole('button', { name: 'Announcement' })).toBeNull();
  });

  it('offers every service and folds away', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServicePanel />);
    const panel = screen.getByRole('complementary', { name: 'Service' });
    expect(panel).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show service panel' }));
    await user.click(screen.getByRole('button', { name: 'Customer Service' }));
    expect(vi.mocked(openCustomerService)).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Announcement' }));
    expect(noticePopup.value.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Help Centre' }));
    expect(helpModal.value).toEqual({ open: true, tag: null });

    const toggle = screen.getByRole('button', { name: 'Hide service panel' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Announcement' })).toBeNull();
  });

  it('asks a guest to log in for messages, and takes a member to them', async () => {
    localStorage.setItem('servicePanel', 'open');
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ServicePanel />
        <Where />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Platform Information' }));
    expect(loginPopup.value).toBe('login');
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');

    loginPopup.value = null;
    token.value = 'member-token';
    await user.click(screen.getByRole('button', { name: 'Platform Information' }));
    expect(loginPopup.value).toBeNull();
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/member/messageV2');
  });

  it('opens the speed test on demand', async () => {
    localStorage.setItem('servicePanel', 'open');
    const user = userEvent.setup();
    renderWithProviders(<ServicePanel />);
    const speed = screen.getByRole('button', { name: 'Speed Test' });
    expect(screen.queryByRole('region', { name: 'Speed Test' })).toBeNull();
    await user.click(speed);
    expect(speed.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('No site addresses to test.')).toBeTruthy();
  });
});
