import { describe, it, expect, beforeEach, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { VendorLane } from '../../../shared/domains/games/schemas';
import { renderWithProviders } from '../test/render';
import { setBrandForTesting } from '../lib/stores/brand';
import { vendorLanes } from '../lib/stores/vendors';
import { alertDialog, forceBars, leftMenuMini, networkError } from '../lib/stores/ui';
import { loginInfo, token } from '../lib/stores/session';
import { AppRoutes } from './router';
import { Footer } from '../features/footer/Footer';

// The content features are tested on their own; here they only mark where the shell puts them.
vi.mock('../features/banners/BannerArea', () => ({ BannerArea: () => <div>Banner area</div> }));
vi.mock('../features/footer/Footer', () => ({ Footer: vi.fn(() => <footer>Site footer</footer>) }));
vi.mock('../features/service/ServicePanel', () => ({ ServicePanel: () => <aside aria-label="Service panel" /> }));
vi.mock('../features/help/HelpModal', () => ({ HelpModal: () => null }));
vi.mock('../features/notices/NoticePopup', () => ({ NoticePopup: vi.fn(() => null) }));
vi.mock('../features/cashier/ReceiptPrompt', () => ({ default: () => <div role="dialog" aria-label="Receipt prompt" /> }));
vi.mock('../features/contracts/ContractPrompt', () => ({ default: () => null }));
vi.mock('../lib/customerService', () => ({ openCustomerService: vi.fn() }));
vi.mock('../features/home/HomePage', () => ({ default: () => <h1>Home page</h1> }));
vi.mock('../features/games/CategoryPage', () => ({ default: () => <h1>Category page</h1> }));
vi.mock('../features/lottery/VnLotteryPage', () => ({ default: () => <h1>Vietnam lottery page</h1> }));

const lanes: VendorLane[] = [
  { title: 'RNG', cards: [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', lagerIcon: '', isHot: 1 }], gameClassify: [] },
];

describe('Shell and routes', () => {
  beforeEach(() => {
    setBrandForTesting({});
    vendorLanes.value = lanes;
    forceBars.value = false;
    leftMenuMini.value = false;
    alertDialog.value = null;
    networkError.value = false;
  });

  it('lays out menu, top navigation, header, banner, page and footer on the home page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Site menu' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gamefront — home' })).toBeTruthy();
    // The header's guest buttons (login popup, register with DIRECTREG3) are tested in Header.test.tsx.
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(screen.getByText('Banner area')).toBeTruthy();
    expect(screen.getByText('Site footer')).toBeTruthy();
  });

  it('asks for the page loaders once the browser is idle without rendering the shell again', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const view = renderWithProviders(<AppRoutes />, { route: '/' });
    try {
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
      const rendersBefore = vi.mocked(Footer).mock.calls.length;
      expect(idle.length).toBeGreaterThan(0);
      await act(async () => idle.splice(0).forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 })));
      // A render of the shell at idle renders its header, menus, banner and footer again: a long task on a slow phone.
      expect(vi.mocked(Footer).mock.calls.length).toBe(rendersBefore);
    } finally {
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('toggles the mini menu with a pressed button', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => toggle.click());
    expect(screen.getByRole('button', { name: 'Collapse menu' }).getAttribute('aria-pressed')).toBe('true');
    expect(leftMenuMini.value).toBe(true);
  });

  it('hides the bars, banner and footer on /vnlottery unless the bars are forced', async () => {
    renderWithProviders(<AppRoutes />, { route: '/vnlottery' });
    expect(await screen.findByRole('heading', { name: 'Vietnam lottery page' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Game categories' })).toBeNull();
    expect(screen.queryByText('Banner area')).toBeNull();
    expect(screen.queryByText('Site footer')).toBeNull();
    act(() => {
      forceBars.value = true;
    });
    const menu = screen.getByRole('navigation', { name: 'Site menu' });
    expect(within(menu).getByRole('button', { name: 'Collapse menu' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('answers an unknown route with the not-found page and a link home', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('opens the point mall on its own lazily loaded page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/pointMall' });
    // The page's chunk and its namespace load on first use: the first transform of the area is slow under test.
    expect(await screen.findByRole('heading', { level: 1, name: 'Point Mall' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('renders the shared alert dialog and the network prompt', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    act(() => {
      alertDialog.value = { message: 'Popup blocked', confirmText: 'Got it' };
    });
    // Its code arrives the first time one is raised.
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByText('Popup blocked')).toBeTruthy();
    act(() => within(dialog).getByRole('button', { name: 'Got it' }).click());
    expect(alertDialog.value).toBeNull();
    act(() => {
      networkError.value = true;
    });
    expect(await screen.findByRole('dialog', { name: 'Network problem' })).toBeTruthy();
  });
});

describe('popups and the disclaimer', () => {
  it('keeps the notice and help popups back until the disclaimer is accepted', async () => {
    const { disclaimerPending } = await import('../features/disclaimer/disclaimerState');
    const notices = await import('../features/notices/NoticePopup');
    disclaimerPending.value = true;
    renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(vi.mocked(notices.NoticePopup)).not.toHaveBeenCalled();
    act(() => {
      disclaimerPending.value = false;
    });
    await vi.waitFor(() => expect(vi.mocked(notices.NoticePopup)).toHaveBeenCalled());
  });

  it('asks a signed-in member or agent about withdrawals waiting for receipt, never a guest or a trial account', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.queryByRole('dialog', { name: 'Receipt prompt' })).toBeNull();

    act(() => loginInfo({ token: 'trial-token', id: 9, userName: 'guest9', type: 4 }));
    expect(screen.queryByRole('dialog', { name: 'Receipt prompt' })).toBeNull();

    act(() => loginInfo({ token: 'member-token', id: 1, userName: 'player1', type: 0 }));
    expect(await screen.findByRole('dialog', { name: 'Receipt prompt' })).toBeTruthy();
    act(() => {
      token.value = null;
    });
  });
});
