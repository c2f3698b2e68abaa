import { describe, it, expect, beforeEach, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { VendorCard, VendorLane } from '../../../shared/domains/games/schemas';
import { renderWithProviders } from '../test/render';
import { setBrandForTesting } from '../lib/stores/brand';
import { vendorLanes } from '../lib/stores/vendors';
import { token } from '../lib/stores/session';
import { loginPopup } from '../lib/stores/ui';
import { downloadModal } from '../lib/stores/download';
import { language } from '../lib/i18n';
import { learn } from '../lib/stores/offered';
import { LeftMenu } from './LeftMenu';
import { TopNav } from './TopNav';

const openCustomerService = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../lib/customerService', () => ({ openCustomerService }));
const playLottery = vi.hoisted(() => vi.fn());
vi.mock('../lib/launch/useLaunch', () => ({ useLaunch: () => ({ play: vi.fn(), playLottery, busy: false }) }));

const card = (vassalage: string, gameType: string): VendorCard => ({
  vassalage,
  displayName: `${vassalage} Games`,
  gameType,
  lagerIcon: '',
  isHot: 0,
});
const lane = (title: string, codes: string[]): VendorLane => ({ title, cards: codes.map((c) => card(c, title)), gameClassify: [] });

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderMenu(route = '/') {
  return renderWithProviders(
    <>
      <LeftMenu mini={false} onToggleMini={() => undefined} />
      <TopNav />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

const sideMenu = () => screen.getByRole('navigation', { name: 'Site menu' });

describe('LeftMenu', () => {
  beforeEach(() => {
    setBrandForTesting({ languages: ['EN', 'TL'], esportsVendors: ['IMES'] });
    token.value = null;
    loginPopup.value = null;
    openCustomerService.mockClear();
    vendorLanes.value = [
      lane('LIVE', ['EVO', 'SEXY']),
      lane('FISH', []),
      lane('RNG', ['PG', 'JL', 'JDB', 'CQ9', 'FC', 'BGS', 'PT', 'EG2', 'KA', 'MG', 'NE']),
      lane('SPORTS', ['SV3', 'IMES']),
      lane('LOTT', ['TCG_SEA']),
    ];
  });

  it('gives cockfight vendors a category entry leading to their lobby, and none without them', () => {
    vendorLanes.value = [...vendorLanes.value, lane('COCKFIGHT', ['SV388', 'WS168'])];
    const { unmount } = renderMenu();
    expect(within(sideMenu()).getByRole('link', { name: 'Cockfight' }).getAttribute('href')).toBe('/cockfight');
    unmount();
    vendorLanes.value = [lane('RNG', ['PG']), lane('COCKFIGHT', [])];
    renderMenu();
    expect(within(sideMenu()).queryByRole('link', { name: 'Cockfight' })).toBeNull();
  });

  it('has the fixed entries and one entry per category with vendors, in server order', () => {
    renderMenu();
    const nav = sideMenu();
    for (const name of ['Home', 'Hot Games', 'Favorite', 'Promotions']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('button', { name: 'App Download' })).toBeTruthy();
    const categoryLinks = [...nav.querySelectorAll('a, button')]
      .map((a) => a.textContent)
      .filter((text) => ['Live Casino', 'Fishing', 'Slots', 'Sports', 'E-Sports', 'Lottery'].includes(text ?? ''));
    expect(categoryLinks).toEqual(['Live Casino', 'Slots', 'Sports', 'E-Sports', 'Lottery']);
  });

  it('leaves out the member-centre shortcuts whose calls the platform does not offer', () => {
    renderMenu();
    const nav = sideMenu();
    expect(within(nav).getByRole('button', { name: 'Invite Friends' })).toBeTruthy();
    act(() => learn('profile.referralDetails', false));
    expect(within(nav).queryByRole('button', { name: 'Invite Friends' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Reward Centre' })).toBeTruthy();
    act(() => learn('promotions.claimable', false));
    expect(within(nav).queryByRole('button', { name: 'Reward Centre' })).toBeNull();
    learn('profile.referralDetails', null);
    learn('promotions.claimable', null);
  });

  it('opens the download modal from App Download without leaving the page', async () => {
    downloadModal.value = false;
    renderMenu('/hot');
    await userEvent.click(within(sideMenu()).getByRole('button', { name: 'App Download' }));
    expect(downloadModal.value).toBe(true);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/hot');
    downloadModal.value = false;
  });

  it('gives each category a disclosure with All and its vendors', async () => {
    renderMenu();
    const toggle = within(sideMenu()).getByRole('button', { name: 'Show Live Casino providers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Live Casino providers' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['All', 'EVO Games', 'SEXY Games']);
    expect(links[0].getAttribute('href')).toBe('/live');
    expect(links[1].getAttribute('href')).toBe('/live?vendor=EVO');
  });

  it('makes a child list with more than 10 vendors scroll', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Show Slots providers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Live Casino providers' }));
    expect(screen.getByRole('list', { name: 'Slots providers' }).className).toContain('left-menu__vendors--scroll');
    expect(screen.getByRole('list', { name: 'Live Casino providers' }).className).not.toContain('--scroll');
  });

  it('splits e-sports vendors out of sports by the brand list', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Show E-Sports providers' }));
    const esports = screen.getByRole('list', { name: 'E-Sports providers' });
    expect(
      within(esports)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All', 'IMES Games']);
  });

  it('gives lottery categories no child list; with TCG_SEA the entry starts its lobby directly', async () => {
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Show Lottery providers' })).toBeNull();
    await userEvent.click(within(sideMenu()).getByRole('button', { name: 'Lottery' }));
    expect(playLottery).toHaveBeenCalledWith({ view: 'lobby', title: 'Lottery' });
  });

  it('links a lottery category without TCG_SEA to /lottery', () => {
    vendorLanes.value = [lane('LOTT', ['TCG_OTHER'])];
    renderMenu();
    expect(within(sideMenu()).getByRole('link', { name: 'Lottery' }).getAttribute('href')).toBe('/lottery');
  });

  it('sends the Vietnam lottery vendor to /vnlottery', () => {
    vendorLanes.value = [lane('LOTT', ['TCG_LOTTO_VN'])];
    renderMenu();
    expect(within(sideMenu()).getByRole('link', { name: 'Lottery' }).getAttribute('href')).toBe('/vnlottery');
  });

  it('opens customer service from its entry', async () => {
    renderMenu();
    await userEvent.click(within(sideMenu()).getByRole('button', { name: 'Customer Service' }));
    expect(openCustomerService).toHaveBeenCalledTimes(1);
  });

  it('asks a guest to log in for invite and the reward centre', async () => {
    renderMenu();
    await userEvent.click(within(sideMenu()).getByRole('button', { name: 'Invite Friends' }));
    expect(loginPopup.value).toBe('login');
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
  });

  it('takes a member to the reward centre', async () => {
    token.value = 'member-token';
    renderMenu();
    await userEvent.click(within(sideMenu()).getByRole('button', { name: 'Reward Centre' }));
    expect(loginPopup.value).toBeNull();
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/member/rewardCenter');
  });

  it('lists languages only when the brand has more than one, and switches language', async () => {
    const { unmount } = renderMenu();
    const filipino = within(sideMenu()).getByRole('button', { name: 'Filipino' });
    expect(within(sideMenu()).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(filipino);
    await waitFor(() => expect(language.value).toBe('TL'));
    expect(document.documentElement.lang).toBe('tl');
    expect(await screen.findByRole('navigation', { name: 'Menu ng site' })).toBeTruthy();
    expect(localStorage.getItem('hisLang')).toBe('TL');
    unmount();

    setBrandForTesting({ languages: ['EN'] });
    renderMenu();
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
  });

  it('top navigation lists only categories with vendors, in server order', () => {
    renderMenu();
    const top = screen.getByRole('navigation', { name: 'Game categories' });
    expect(
      within(top)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Live Casino', '/live'],
      ['Slots', '/rng'],
      ['Sports', '/sports'],
      ['E-Sports', '/esports'],
    ]);
    // The lottery category starts the TCG_SEA lobby instead of opening a page.
    expect(within(top).getByRole('button', { name: 'Lottery' })).toBeTruthy();
  });
});
