import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { InboxMessage, InboxValue } from '../../../../shared/domains/inbox/schemas';
import { renderWithProviders } from '../../test/render';
import { unreadCount } from '../../lib/stores/messages';
import InboxPage from './InboxPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const message = (id: string, over: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body of ${id}</p>`,
  kind: 'NOTICE',
  createdAt: new Date(2024, 4, 15, 9, 0).getTime(),
  read: false,
  ...over,
});

/** A stand-in inbox that reads, deletes and counts like the platform's. */
let box: InboxMessage[];
let refuse: string | null;
const PAGE = 10;
const inboxPage = (pageNo: number): InboxValue => ({
  list: box.slice((pageNo - 1) * PAGE, pageNo * PAGE),
  pageNo,
  pageSize: PAGE,
  totalCount: box.length,
  totalPages: Math.ceil(box.length / PAGE),
  unread: box.filter((m) => !m.read).length,
});
const sent = (key: string) =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === key)
    .map(([, p]) => p);

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const show = (route = '/member/messageV2') =>
  renderWithProviders(
    <>
      <InboxPage />
      <Where />
    </>,
    { route },
  );

describe('<InboxPage>', () => {
  beforeEach(() => {
    refuse = null;
    box = [
      message('1', {
        kind: 'DEPOSIT_CREDITED',
        title: 'Deposit credited',
        content: '<p>₱500.00 arrived</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      }),
      message('2', { kind: 'WITHDRAW_REJECTED', title: 'Withdrawal rejected' }),
      message('3', { read: true, title: 'Welcome' }),
    ];
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string, payload: { pageNo?: number; ids?: string[] }) => {
      if (key === 'inbox.list') return { success: true, value: inboxPage(payload.pageNo ?? 1) };
      if (key === 'inbox.unreadCount') return { success: true, value: box.filter((m) => !m.read).length };
      if (refuse) return { success: false, value: null, errorCode: 'message.not.found', message: refuse };
      const ids = new Set(payload.ids ?? []);
      if (key === 'inbox.read') {
        box = box.map((m) => (ids.has(m.id) ? { ...m, read: true } : m));
        return { success: true, value: ids.size };
      }
      if (key === 'inbox.delete') {
        box = box.filter((m) => !ids.has(m.id));
        return { success: true, value: ids.size };
      }
      return { success: false, value: null };
    }) as never);
    unreadCount.value = 2;
  });
  afterEach(() => {
    unreadCount.value = 0;
  });

  it('lists the messages with their kind in words and the unread ones marked in words', async () => {
    show();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('button').textContent).toMatch(/^Deposit creditedDeposit creditedUnread/);
    expect(within(items[1]).getByRole('button').textContent).toMatch(/^Withdrawal rejectedWithdrawal rejectedUnread/);
    expect(within(items[2]).getByRole('button').textContent).toMatch(/^NoticeWelcome/);
    expect(within(items[2]).queryByText('Unread')).toBeNull();
    expect(screen.getByText('2 unread messages')).toBeTruthy();
    expect(unreadCount.value).toBe(2);
    expect(sent('inbox.list')).toEqual([{ pageNo: 1, pageSize: 10 }]);
  });

  it("brings the header's count up to the inbox's own", async () => {
    unreadCount.value = 0;
    show();
    await screen.findAllByRole('listitem');
    // The header's count follows once the shown list's effects have run.
    await waitFor(() => expect(unreadCount.value).toBe(2));
  });

  it('opens a message sanitized, marks it read and refreshes the header count', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: /Deposit credited.*Unread/ }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit credited' });
    expect(within(dialog).getByText('₱500.00 arrived')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(unreadCount.value).toBe(1));
    expect(sent('inbox.read')).toEqual([{ ids: ['1'] }]);
    expect(await screen.findByText('1 unread message')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // A read message opens without asking again.
    await user.click(screen.getByRole('button', { name: /Welcome/ }));
    expect(sent('inbox.read')).toHaveLength(1);
  });

  it('marks several messages read at once', async () => {
    const user = userEvent.setup();
    show();
    await screen.findAllByRole('listitem');
    const markRead = screen.getByRole('button', { name: 'Mark as read' });
    expect((markRead as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(markRead);
    await waitFor(() => expect(unreadCount.value).toBe(0));
    // Only the unread ones are sent.
    expect(sent('inbox.read')).toEqual([{ ids: ['1', '2'] }]);
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('deletes the chosen messages only after a confirmation', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Withdrawal rejected”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Welcome”' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete messages' });
    expect(within(confirm).getByText('Delete 2 messages? They cannot be brought back.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('inbox.delete')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete messages' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(sent('inbox.delete')).toEqual([{ ids: ['2', '3'] }]);
    await waitFor(() => expect(unreadCount.value).toBe(1));
  });

  it("selects a message from a press on the box's touch area, not only on the small box", async () => {
    const user = userEvent.setup();
    show();
    const pick = await screen.findByRole('checkbox', { name: 'Select “Welcome”' });
    const area = pick.closest('label');
    if (!area) throw new Error('the box has no touch area around it');
    await user.click(area);
    expect((pick as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it("shows the platform's refusal of a change and keeps the selection", async () => {
    const user = userEvent.setup();
    refuse = 'Message not found';
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Welcome”' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Message not found');
    expect((screen.getByRole('checkbox', { name: 'Select “Welcome”' }) as HTMLInputElement).checked).toBe(true);
  });

  it('pages with the page in the address, and goes back a page when its last messages are deleted', async () => {
    const user = userEvent.setup();
    box = Array.from({ length: 11 }, (_, i) => message(String(i + 1), { read: true }));
    show();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: /Message 11/ })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('?page=2');
    await user.click(screen.getByRole('checkbox', { name: 'Select “Message 11”' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
    expect(await screen.findByRole('button', { name: /Message 10/ })).toBeTruthy();
  });

  it('says when the inbox is empty, and when it cannot be read', async () => {
    box = [];
    const { unmount } = show();
    expect(await screen.findByText('Your inbox is empty.')).toBeTruthy();
    unmount();
    vi.mocked(call).mockImplementation((async () => ({ success: false, value: null, message: '' })) as never);
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('The messages could not be loaded. Please try again.');
  });

  it("titles the page as an h2 under the member centre's own h1", async () => {
    vi.mocked(call).mockImplementation((async () => ({ success: false, errorCode: 'x', message: 'Not now' })) as never);
    renderWithProviders(<InboxPage />, { route: '/member/messageV2' });
    expect(await screen.findByRole('heading', { name: 'Platform Information', level: 2 })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([]);
  });
});
