import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { HelpArticle } from '../../../shared/domains/content/schemas';
import { renderWithProviders } from '../test/render';
import { helpModal } from '../lib/stores/ui';
import { resetAnnouncements, resetHelpTopics } from '../lib/content';
import HomePage from '../features/home/HomePage';
import { HelpModal } from '../features/help/HelpModal';

vi.mock('../lib/api', () => ({ call: vi.fn() }));
import { call } from '../lib/api';

const article = (tag: string, title: string, content: string, children: HelpArticle[] = []): HelpArticle => ({
  tag,
  title,
  content,
  lang: 'EN',
  display: true,
  children,
});
const topics: HelpArticle[] = [
  article('aboutus', 'About Us', '<p>We are a licensed operator.</p>'),
  article('term', 'Terms and Conditions', '<p>These terms apply to every player.</p>'),
  article('rules', 'Rules', '<p>One account per person.</p>'),
  article('faqs', 'FAQ', '', [article('faq-1', 'How do I deposit?', '<p>Open the cashier.</p>')]),
  { ...article('hidden', 'Hidden topic', '<p>Not shown.</p>'), display: false },
];

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.hash}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <HomePage />
      <HelpModal />
      <Where />
    </>,
    { route },
  );
}

describe('help centre', () => {
  beforeEach(() => {
    resetHelpTopics();
    resetAnnouncements();
    helpModal.value = { open: false, tag: null };
    vi.mocked(call).mockImplementation((async (key: string, payload?: Record<string, unknown>) => {
      if (key === 'system.helpCenter') {
        expect(payload).toEqual({ lang: 'EN', device: 'WEB' });
        return { success: true, value: topics };
      }
      if (key === 'content.announcements') return { success: true, value: { banners: [], player: [], popup: [], promotion: [] } };
      if (key === 'games.hot') return { success: true, value: { list: [] } };
      return { success: false, value: null, errorCode: 'function.not.available' };
    }) as never);
  });

  it('opens on the article the #tag names', async () => {
    renderAt('/help#rules');
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre' });
    const tab = await within(dialog).findByRole('tab', { name: 'Rules' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tab', { name: 'About Us' }).getAttribute('aria-selected')).toBe('false');
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('One account per person.');
    expect(within(dialog).queryByRole('tab', { name: 'Hidden topic' })).toBeNull();
  });

  it('opens on the first topic without a tag, also on /helpmc, and switches topics', async () => {
    const user = userEvent.setup();
    renderAt('/helpmc');
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre' });
    expect((await within(dialog).findByRole('tab', { name: 'About Us' })).getAttribute('aria-selected')).toBe('true');
    await user.click(within(dialog).getByRole('tab', { name: 'FAQ' }));
    expect(within(dialog).getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText('How do I deposit?')).toBeTruthy();
  });

  it('returns to / when closed', async () => {
    const user = userEvent.setup();
    renderAt('/help#term');
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre' });
    await within(dialog).findByText('These terms apply to every player.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
    expect(helpModal.value.open).toBe(false);
  });

  it('leaves the player on their page when opened over it', async () => {
    const user = userEvent.setup();
    helpModal.value = { open: true, tag: 'rules' };
    renderAt('/slots');
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre' });
    await within(dialog).findByText('One account per person.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/slots');
  });

  it('stays closed on the home page', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Hot Games' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
