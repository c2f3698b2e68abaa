import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { helpModal } from '../../lib/stores/ui';
import type { VendorLane } from '../../../../shared/domains/games/schemas';
import { renderWithProviders } from '../../test/render';
import { setBrandForTesting } from '../../lib/stores/brand';
import { systemStatus } from '../../lib/stores/status';
import { vendorLanes } from '../../lib/stores/vendors';
import { resetHelpTopics } from '../../lib/content';
import { Footer } from './Footer';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';
import { statusWith } from '../../test/status';

const card = (vassalage: string, displayName: string) => ({
  vassalage,
  displayName,
  gameType: 'RNG',
  lagerIcon: `/img/vendor/${vassalage}.svg`,
  isHot: 0,
});
const lanes: VendorLane[] = [
  { title: 'RNG', cards: [card('PG', 'PG Soft'), card('JL', 'JILI')], gameClassify: [] },
  { title: 'FISH', cards: [card('JL', 'JILI')], gameClassify: [] },
];

describe('Footer', () => {
  beforeEach(() => {
    resetHelpTopics();
    setBrandForTesting({ name: 'Lucky Bay', ageLimit: 21, copyrightYear: 2024 });
    vi.mocked(call).mockImplementation((async () => ({
      success: true,
      value: [
        { tag: 'aboutus', title: 'About Us', content: '', lang: 'EN', display: true, children: [] },
        { tag: 'rules', title: 'Rules', content: '', lang: 'EN', display: true, children: [] },
      ],
    })) as never);
  });
  afterEach(() => {
    systemStatus.value = null;
    vendorLanes.value = [];
    setBrandForTesting({});
  });

  it('links only the social networks the brand publishes', async () => {
    systemStatus.value = statusWith({
      resources: [
        { resourceType: 'FACEBOOK', url: 'https://facebook.com/luckybay' },
        { resourceType: 'YOUTUBE', url: 'https://youtube.com/@luckybay', labelNameEn: 'YouTube' },
        { resourceType: 'Android', url: 'https://luckybay.example/app.apk' },
      ],
    });
    renderWithProviders(<Footer />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Facebook', 'YouTube']);
    expect(links[0].getAttribute('href')).toBe('https://facebook.com/luckybay');
    expect(links[0].getAttribute('rel')).toContain('noopener');
    for (const absent of ['Telegram', 'TikTok', 'Instagram', 'X (Twitter)']) {
      expect(screen.queryByRole('link', { name: absent })).toBeNull();
    }
  });

  it('has no social list without social resources', () => {
    systemStatus.value = statusWith({ resources: [{ resourceType: 'Android', url: 'https://luckybay.example/app.apk' }] });
    renderWithProviders(<Footer />);
    expect(screen.queryByRole('list', { name: 'Follow us' })).toBeNull();
  });

  it('shows the brand, help topics, age limit, providers once each, and the copyright year', async () => {
    vendorLanes.value = lanes;
    renderWithProviders(<Footer />);
    expect(screen.getByRole('heading', { name: 'About Lucky Bay' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Rules' })).getAttribute('href')).toBe('/help#rules');
    expect(screen.getByText(/adults over 21 only/)).toBeTruthy();
    const providers = screen.getByRole('region', { name: 'Game Providers' });
    expect(
      within(providers)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['PG Soft', 'JILI']);
    expect(screen.getByText('© 2024 Lucky Bay. All rights reserved.')).toBeTruthy();
  });

  it('opens a help topic over the page the player is on', async () => {
    function Where() {
      return <output aria-label="location">{useLocation().pathname}</output>;
    }
    helpModal.value = { open: false, tag: null };
    renderWithProviders(
      <>
        <Footer />
        <Where />
      </>,
      { route: '/slots' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Rules' }));
    expect(helpModal.value).toEqual({ open: true, tag: 'rules' });
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/slots');
  });
});
