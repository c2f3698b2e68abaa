import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { formatDateTime } from '../../lib/format';
import AnnouncementsPage from './AnnouncementsPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const published = new Date(2024, 4, 15, 9, 0).getTime();

describe('<AnnouncementsPage>', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
  });

  it('lists each announcement with its title, date and body as text', async () => {
    vi.mocked(call).mockImplementation((async () => ({
      success: true,
      value: [
        { id: 2, title: 'New commission rates', content: 'Rates change on Monday.\n<b>Read them</b>', publishedAt: published },
        { id: 1, title: 'Welcome agents', content: 'Hello team', publishedAt: published - 86_400_000 },
      ],
    })) as never);
    renderWithProviders(<AnnouncementsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Announcements' })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'New commission rates' });
    expect(within(first).getByText(formatDateTime(published))).toBeTruthy();
    // Markup in the body stays text: no element is made from it.
    expect(within(first).getByText(/<b>Read them<\/b>/)).toBeTruthy();
    expect(first.querySelector('b')).toBeNull();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'New commission rates',
      'Welcome agents',
    ]);
    expect(vi.mocked(call).mock.calls.map(([key]) => key)).toEqual(['agent.announcements']);
  });

  it('says when there is none, and shows a failure', async () => {
    vi.mocked(call).mockImplementation((async () => ({ success: true, value: [] })) as never);
    const { unmount } = renderWithProviders(<AnnouncementsPage />);
    expect(await screen.findByText('There are no announcements.')).toBeTruthy();
    unmount();
    vi.mocked(call).mockImplementation((async () => ({ success: false, message: '', errorCode: 'agent.required' })) as never);
    renderWithProviders(<AnnouncementsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The announcements could not be loaded.');
  });
});
