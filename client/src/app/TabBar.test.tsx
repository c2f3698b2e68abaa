import { describe, it, expect, beforeEach } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { VendorCard, VendorLane } from '../../../shared/domains/games/schemas';
import { renderWithProviders } from '../test/render';
import { setBrandForTesting } from '../lib/stores/brand';
import { categories, vendorLanes } from '../lib/stores/vendors';
import { clearSession, loginInfo } from '../lib/stores/session';
import { alertDialog, loginPopup } from '../lib/stores/ui';
import { TabBar, gamesPath } from './TabBar';

const card = (vassalage: string, gameType: string): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: '',
  isHot: 0,
});
const lane = (title: string, codes: string[]): VendorLane => ({ title, cards: codes.map((c) => card(c, title)), gameClassify: [] });

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderTabs(route = '/') {
  renderWithProviders(
    <>
      <TabBar />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
  return { tabs: screen.getByRole('navigation', { name: 'Main sections' }) };
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const current = (tabs: HTMLElement) =>
  within(tabs)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('TabBar', () => {
  beforeEach(() => {
    setBrandForTesting({});
    clearSession();
    loginPopup.value = null;
    alertDialog.value = null;
    vendorLanes.value = [lane('LOTT', ['TCG_SEA']), lane('LIVE', ['EVO']), lane('RNG', ['PG'])];
  });

  it('has five tabs with their labels in a named navigation, the current one marked', () => {
    const { tabs } = renderTabs('/live');
    const items = within(tabs).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Games', 'Promotions', 'Sign in', 'Menu']);
    expect(within(tabs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(tabs).getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
    // Every lobby is under the Games tab, whichever category it is.
    expect(current(tabs)).toEqual(['Games']);
  });

  it('marks Home on the home page', () => {
    const { tabs } = renderTabs('/');
    expect(current(tabs)).toEqual(['Home']);
  });

  it('marks Promotions on the activity centre too', () => {
    const { tabs } = renderTabs('/activities');
    expect(current(tabs)).toEqual(['Promotions']);
  });

  it('leads Games to the first category with a lobby page, in the server order', async () => {
    const { tabs } = renderTabs('/promotions');
    // The lottery category with TCG_SEA starts a game rather than opening a page: the next category is the lobby.
    const games = within(tabs).getByRole('link', { name: 'Games' });
    expect(games.getAttribute('href')).toBe('/live');
    await userEvent.click(games);
    expect(location()).toBe('/live');
    expect(current(tabs)).toEqual(['Games']);
  });

  it('falls back to the slots lobby while no category is known', () => {
    expect(gamesPath([])).toBe('/rng');
    vendorLanes.value = [lane('LOTT', ['TCG_OTHER'])];
    expect(gamesPath(categories.value)).toBe('/lottery');
  });

  it('opens the login popup from Sign in for a visitor', async () => {
    const { tabs } = renderTabs('/');
    await userEvent.click(within(tabs).getByRole('button', { name: 'Sign in' }));
    expect(loginPopup.value).toBe('login');
    expect(location()).toBe('/');
  });

  it('leads a member to the member centre, marked on every member-centre page', async () => {
    loginInfo({ token: 'member-token', id: 7, userName: 'player1', type: 0 });
    const { tabs } = renderTabs('/member/depositv2');
    expect(within(tabs).queryByRole('button', { name: 'Sign in' })).toBeNull();
    const member = within(tabs).getByRole('link', { name: 'Member' });
    expect(member.getAttribute('href')).toBe('/member');
    expect(current(tabs)).toEqual(['Member']);
  });

  it('stops a trial account at the member centre with the platform warning', async () => {
    loginInfo({ token: 'trial-token', id: 8, userName: 'trial000001', type: 4 });
    const { tabs } = renderTabs('/');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Member' }));
    expect(alertDialog.value?.message).toBe('Please register an account first');
    expect(location()).toBe('/');
  });

  it('opens the menu drawer from Menu, which says whether it is open', async () => {
    const { tabs } = renderTabs('/');
    const menu = within(tabs).getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(menu);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
