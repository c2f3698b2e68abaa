import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcements } from '../../../../shared/domains/content/schemas';
import { renderWithProviders } from '../../test/render';
import { noticePopup } from '../../lib/stores/ui';
import { resetAnnouncements } from '../../lib/content';
import { NoticePopup } from './NoticePopup';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const value: Announcements = {
  banners: [],
  popup: [],
  promotion: [],
  player: [
    {
      id: 1,
      title: 'Maintenance window',
      content: '<p>Slots rest on Sunday.</p><script>window.bad = 1</script>',
      time: Date.UTC(2024, 4, 1),
    },
    { id: 2, title: 'New lottery', content: '<p>Keno is here.</p>', time: Date.UTC(2024, 4, 2) },
    { id: 3, title: 'Deposit bonus', content: '<p>Ten percent more.</p>', time: Date.UTC(2024, 4, 3) },
  ],
};

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('NoticePopup', () => {
  beforeEach(() => {
    resetAnnouncements();
    noticePopup.value = { open: false, index: null };
    vi.mocked(call).mockImplementation((async () => ({ success: true, value })) as never);
  });

  it('keeps one entry open at a time, and a click on the open entry closes it', async () => {
    const user = userEvent.setup();
    noticePopup.value = { open: true, index: null };
    renderWithProviders(<NoticePopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await within(dialog).findByText('Maintenance window');
    expect(toggle('Maintenance window').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Slots rest on Sunday.')).toBeNull();

    await user.click(toggle('Maintenance window'));
    expect(toggle('Maintenance window').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Slots rest on Sunday.')).toBeTruthy();

    await user.click(toggle('New lottery'));
    expect(toggle('New lottery').getAttribute('aria-expanded')).toBe('true');
    expect(toggle('Maintenance window').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Slots rest on Sunday.')).toBeNull();

    await user.click(toggle('New lottery'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.queryByText('Keno is here.')).toBeNull();
  });

  it('pre-opens the entry the store names', async () => {
    noticePopup.value = { open: true, index: 2 };
    renderWithProviders(<NoticePopup />);
    await screen.findByText('Ten percent more.');
    expect(toggle('Deposit bonus').getAttribute('aria-expanded')).toBe('true');
    expect(toggle('New lottery').getAttribute('aria-expanded')).toBe('false');
  });

  it('renders notice HTML sanitized and closes through the store', async () => {
    const user = userEvent.setup();
    noticePopup.value = { open: true, index: 0 };
    renderWithProviders(<NoticePopup />);
    const content = await screen.findByText('Slots rest on Sunday.');
    expect(content.closest('[role="region"]')?.innerHTML).not.toContain('script');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(noticePopup.value.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed until asked', () => {
    renderWithProviders(<NoticePopup />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
