import { describe, it, expect, beforeEach, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VendorLane } from '../../../shared/domains/games/schemas';
import { renderWithProviders } from '../test/render';
import { setWindowWidth } from '../test/phone';
import { setBrandForTesting } from '../lib/stores/brand';
import { vendorLanes } from '../lib/stores/vendors';
import { clearSession, loginInfo } from '../lib/stores/session';
import { forceBars, helpModal, leftMenuMini, loginPopup } from '../lib/stores/ui';
import { theme } from '../lib/theme';
import { AppRoutes } from './router';

// The content features are tested on their own; here they only mark where the shell puts them.
vi.mock('../features/banners/BannerArea', () => ({ BannerArea: () => <div>Banner area</div> }));
vi.mock('../features/footer/Footer', () => ({ Footer: () => <footer>Site footer</footer> }));
vi.mock('../features/service/ServicePanel', () => ({ ServicePanel: () => <aside aria-label="Service panel" /> }));
vi.mock('../features/help/HelpModal', () => ({ HelpModal: () => null }));
vi.mock('../features/notices/NoticePopup', () => ({ NoticePopup: () => null }));
vi.mock('../features/cashier/ReceiptPrompt', () => ({ default: () => null }));
vi.mock('../features/contracts/ContractPrompt', () => ({ default: () => null }));
vi.mock('../lib/customerService', () => ({ openCustomerService: vi.fn() }));
vi.mock('../features/home/HomePage', () => ({ default: () => <h1>Home page</h1> }));
vi.mock('../features/games/CategoryPage', () => ({ default: () => <h1>Category page</h1> }));
vi.mock('../features/launch/GamePage', () => ({ default: () => <h1>Game page</h1> }));
vi.mock('../features/lottery/VnLotteryPage', () => ({ default: () => <h1>Vietnam lottery page</h1> }));
vi.mock('../lib/api', () => ({ call: vi.fn(async () => ({ success: false, errorCode: 'function.not.available', message: '' })) }));

const lanes: VendorLane[] = [
  {
    title: 'RNG',
    cards: [
      { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', lagerIcon: '', isHot: 1 },
      { vassalage: 'JL', displayName: 'JILI', gameType: 'RNG', lagerIcon: '', isHot: 0 },
    ],
    gameClassify: [],
  },
];

const tabBar = () => screen.getByRole('navigation', { name: 'Main sections' });
const menuTab = () => within(tabBar()).getByRole('button', { name: 'Menu' });

async function openDrawer() {
  await userEvent.click(menuTab());
  return screen.findByRole('dialog', { name: 'Menu' });
}

async function renderPhone(route = '/') {
  setWindowWidth(390);
  renderWithProviders(<AppRoutes />, { route });
  await screen.findByRole('heading', { level: 1 });
}

describe('the phone layout', () => {
  beforeEach(() => {
    setBrandForTesting({ languages: ['EN', 'TL'] });
    vendorLanes.value = lanes;
    clearSession();
    forceBars.value = false;
    leftMenuMini.value = false;
    loginPopup.value = null;
    helpModal.value = { open: false, tag: null };
  });

  it('has the tab bar instead of the side menu and the service panel; the desktop has no tab bar', async () => {
    await renderPhone('/');
    expect(await screen.findByRole('navigation', { name: 'Main sections' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Service panel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).toBeNull();
    // The categories stay, as a row under the header.
    expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeTruthy();

    setWindowWidth(1366);
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Site menu' })).toBeTruthy();
    expect(await screen.findByRole('complementary', { name: 'Service panel' })).toBeTruthy();
  });

  it('leaves the tab bar off the full-bleed pages of a game', async () => {
    await renderPhone('/game');
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
  });

  it('opens the menu drawer with the side menu, its vendor lists and the languages, focus inside and the page locked', async () => {
    await renderPhone('/');
    await screen.findByRole('navigation', { name: 'Main sections' });
    expect(menuTab().getAttribute('aria-expanded')).toBe('false');
    const drawer = await openDrawer();
    expect(menuTab().getAttribute('aria-expanded')).toBe('true');
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    const menu = within(drawer).getByRole('navigation', { name: 'Site menu' });
    for (const name of ['Home', 'Hot Games', 'Favorite', 'Promotions']) expect(within(menu).getByRole('link', { name })).toBeTruthy();
    await userEvent.click(within(menu).getByRole('button', { name: 'Show Slots providers' }));
    const vendors = within(menu).getByRole('list', { name: 'Slots providers' });
    expect(
      within(vendors)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All', 'PG Soft', 'JILI']);
    expect(within(menu).getByRole('button', { name: 'Filipino' })).toBeTruthy();
  });

  it('keeps Tab inside the drawer and closes on Escape, giving the focus back to the Menu tab', async () => {
    await renderPhone('/');
    await screen.findByRole('navigation', { name: 'Main sections' });
    const drawer = await openDrawer();
    const close = within(drawer).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuTab());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a press on the overlay beside it, not on a press inside it', async () => {
    await renderPhone('/');
    await screen.findByRole('navigation', { name: 'Main sections' });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('heading', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    const overlay = drawer.parentElement;
    if (!overlay) throw new Error('the drawer has no overlay');
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('closes when a link opens another page, and on a link to the page shown', async () => {
    await renderPhone('/');
    await screen.findByRole('navigation', { name: 'Main sections' });
    let drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Hot Games' }));
    expect(await screen.findByRole('heading', { name: 'Category page' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());

    drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Hot Games' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('has the service entries and the theme the desktop keeps in its panel and header', async () => {
    await renderPhone('/');
    await screen.findByRole('navigation', { name: 'Main sections' });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Help Centre' }));
    expect(helpModal.value).toEqual({ open: true, tag: null });
    const before = theme.value;
    await userEvent.click(within(drawer).getByRole('button', { name: /Switch to the (light|dark) theme/ }));
    expect(theme.value).not.toBe(before);
  });

  it("gives a member the header's shortcuts; one of them leads to its page and closes the drawer", async () => {
    loginInfo({ token: 'member-token', id: 7, userName: 'player1', type: 0 });
    await renderPhone('/');
    await screen.findByRole('navigation', { name: 'Main sections' });
    const drawer = await openDrawer();
    expect(await within(drawer).findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Messages' })).toBeTruthy();
    expect(await within(drawer).findByRole('button', { name: 'Chat with us' })).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('closes when the window widens to the desktop layout', async () => {
    await renderPhone('/');
    await screen.findByRole('navigation', { name: 'Main sections' });
    await openDrawer();
    setWindowWidth(1024);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
