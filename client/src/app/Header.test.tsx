import { describe, it, expect, beforeEach, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { setWindowWidth } from '../test/phone';
import { setBrandForTesting } from '../lib/stores/brand';
import { systemStatus } from '../lib/stores/status';
import { clearSession, loginInfo } from '../lib/stores/session';
import { loginPopup } from '../lib/stores/ui';
import { statusWith } from '../features/identity/fixtures';
import { Header } from './Header';

// Where the header puts "stop now" is what these tests check; the button and the reality check have their own tests.
vi.mock('../features/protection/ShellParts', () => ({
  default: () => <button type="button">Stop now</button>,
  StopNowButton: ({ compact = false }: { compact?: boolean }) => (
    <button type="button" data-compact={compact}>
      Stop now
    </button>
  ),
  RealityCheck: () => null,
}));

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

describe('Header on a phone', () => {
  beforeEach(() => {
    setBrandForTesting({ languages: ['EN', 'TL'] });
    clearSession();
    loginPopup.value = null;
    setWindowWidth(390);
  });

  const controls = () =>
    [...screen.getByRole('banner').querySelectorAll('a, button, select, input')].map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    );

  it('gives a visitor the logo and one control: log in (and register with DIRECTREG3); theme and language are in the menu', () => {
    systemStatus.value = statusWith({
      flags: { DIRECTREG3: false },
      resources: [{ resourceType: 'AFFILIATELINK', url: 'https://aff.example/join' }],
    });
    const { unmount } = renderWithProviders(<Header />);
    expect(controls()).toEqual(['Gamefront — home', 'Log In']);
    unmount();
    systemStatus.value = statusWith({ flags: { DIRECTREG3: true } });
    renderWithProviders(<Header />);
    expect(controls()).toEqual(['Gamefront — home', 'Log In', 'Register']);
  });

  it('gives a member the balance and the account button only; the shortcuts are in the menu', async () => {
    loginInfo({ token: 'tok', id: 7, userName: 'player1', type: 0 });
    renderWithProviders(<Header />);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Account player1' })).toBeTruthy();
    expect(within(banner).getByRole('group', { name: 'Balance' })).toBeTruthy();
    for (const name of ['Deposit', 'Withdraw', 'Messages', 'Agent centre', 'Switch to the light theme']) {
      expect(within(banner).queryByRole('button', { name })).toBeNull();
    }
    expect(within(banner).queryByRole('combobox', { name: 'Choose a language' })).toBeNull();
  });

  it('keeps "stop now" in the header on a page without the tab bar, where the menu drawer cannot be opened', async () => {
    loginInfo({ token: 'tok', id: 7, userName: 'player1', type: 0 });
    const { unmount } = renderWithProviders(<Header />);
    const banner = () => screen.getByRole('banner');
    expect(await within(banner()).findByRole('button', { name: 'Account player1' })).toBeTruthy();
    expect(within(banner()).queryByRole('button', { name: 'Stop now' })).toBeNull();
    unmount();
    renderWithProviders(<Header drawer={false} />);
    // As an icon: the row keeps room for the whole balance (docs/behaviour/phone-layout.md).
    expect((await within(banner()).findByRole('button', { name: 'Stop now' })).dataset.compact).toBe('true');
  });

  it('keeps the desktop header on a wide window', async () => {
    setWindowWidth(1366);
    loginInfo({ token: 'tok', id: 7, userName: 'player1', type: 0 });
    renderWithProviders(<Header />);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Deposit' })).toBeTruthy();
    // The chat entry beside the shortcuts (app/MemberParts.tsx).
    expect(within(banner).getByRole('button', { name: 'Chat with us' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Switch to the light theme' })).toBeTruthy();
    expect(within(banner).getByRole('combobox', { name: 'Choose a language' })).toBeTruthy();
  });
});
