import { describe, it, expect, beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { setBrandForTesting } from '../lib/stores/brand';
import { systemStatus } from '../lib/stores/status';
import { clearSession } from '../lib/stores/session';
import { loginPopup } from '../lib/stores/ui';
import { statusWith } from '../features/identity/fixtures';
import { Header } from './Header';

vi.mock('../lib/api', () => ({ call: vi.fn(async () => ({ success: false, errorCode: 'function.not.available' })) }));

describe('Header for visitors', () => {
  beforeEach(() => {
    setBrandForTesting({});
    clearSession();
    loginPopup.value = null;
  });

  it('opens the login popup and shows register only with DIRECTREG3', async () => {
    systemStatus.value = statusWith({ flags: { DIRECTREG3: false } });
    const { unmount } = renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(loginPopup.value).toBe('login');
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy();
    unmount();
    loginPopup.value = null;
    systemStatus.value = statusWith({ flags: { DIRECTREG3: true } });
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('gives a visitor on the agent entry the affiliate link resource', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    systemStatus.value = statusWith({ resources: [{ resourceType: 'AFFILIATELINK', url: 'https://aff.example/join' }] });
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Agent centre' }));
    expect(open).toHaveBeenCalledWith('https://aff.example/join', '_blank', 'noopener');
    open.mockRestore();
  });
});
