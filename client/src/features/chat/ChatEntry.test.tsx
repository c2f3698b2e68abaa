import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatModel } from '../../../../shared/domains/chat/schemas';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { learn } from '../../lib/stores/offered';
import { alertDialog, loginPopup } from '../../lib/stores/ui';
import { ChatEntry } from './ChatEntry';
import { resetChatState } from './chatData';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));

const ok = <V,>(value: V) => ({ success: true as const, value });
const MODELS: ChatModel[] = [
  { modelId: 1, modelName: 'Customer service', chatType: 'SERVICE' },
  { modelId: 2, modelName: 'VIP host', chatType: 'VIP' },
];

/** A stand-in chat service: `open` are the chats the group may open, `unread` the waiting replies. */
let open: number[];
let unread: number;
let launched: unknown[];
let refusal: string | null;
const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };

beforeEach(() => {
  call.mockReset();
  clearSession();
  resetChatState();
  learn('chat.launch', null);
  alertDialog.value = null;
  loginPopup.value = null;
  open = [1];
  unread = 0;
  launched = [];
  refusal = null;
  popup.location.href = '';
  popup.close.mockReset();
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  call.mockImplementation((key: string, payload: unknown) => {
    if (key === 'chat.models') return Promise.resolve(ok(MODELS));
    if (key === 'chat.permission') return Promise.resolve(ok({ allowed: open.length > 0, modelIds: open }));
    if (key === 'chat.unreadCount') return Promise.resolve(ok(unread));
    if (key === 'chat.launch') {
      launched.push(payload);
      if (refusal) return Promise.resolve({ success: false, errorCode: refusal, message: 'no' });
      return Promise.resolve(ok({ chatUrl: 'http://sandbox.test:3100/chat/?t=abc' }));
    }
    return Promise.resolve(ok(null));
  });
});
afterEach(() => vi.restoreAllMocks());

const member = (isAgent = 0) => loginInfo({ token: 'tok', id: 7, userName: 'player1', isAgent });

describe('<ChatEntry>', () => {
  it('shows the unread replies and opens the chat window at the launched address', async () => {
    unread = 2;
    member();
    renderWithProviders(<ChatEntry />);
    const entry = await screen.findByRole('button', { name: 'Chat with us, 2 unread replies' });
    expect(entry.textContent).toBe('2');
    await userEvent.click(entry);
    await waitFor(() => expect(popup.location.href).toBe('http://sandbox.test:3100/chat/?t=abc'));
    expect(window.open).toHaveBeenCalledWith('', 'member-chat', expect.stringContaining('width=440,height=750'));
    expect(popup.opener).toBeNull();
    expect(launched).toEqual([{ modelId: 1 }]);
  });

  it('reads the count again when the member comes back from the chat window', async () => {
    unread = 1;
    member();
    renderWithProviders(<ChatEntry />);
    await screen.findByRole('button', { name: 'Chat with us, 1 unread reply' });
    unread = 0;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeTruthy();
  });

  it('lets a member with two chats pick one, by keyboard too', async () => {
    open = [1, 2];
    member();
    renderWithProviders(<ChatEntry />);
    const entry = await screen.findByRole('button', { name: 'Chat with us' });
    await waitFor(() => expect(entry.getAttribute('aria-expanded')).toBe('false'));
    await userEvent.click(entry);
    const list = screen.getByRole('list', { name: 'Choose a chat' });
    expect(list.textContent).toContain('Customer service');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(launched).toEqual([{ modelId: 2 }]));
    expect(screen.queryByRole('list', { name: 'Choose a chat' })).toBeNull();
  });

  it('closes the window and says why when the platform refuses', async () => {
    refusal = 'chat.not.permitted';
    member();
    renderWithProviders(<ChatEntry />);
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(alertDialog.value).toEqual({ message: 'This chat is not open to your account.' });
  });

  it('gives a trial account the register warning instead of a chat', async () => {
    open = [];
    member(4);
    renderWithProviders(<ChatEntry />);
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    expect(alertDialog.value).toMatchObject({ message: 'Please register an account first' });
    expect(launched).toEqual([]);
  });

  it("steps aside once the platform offers no chat, or the member's group may not chat", async () => {
    member();
    const { unmount } = renderWithProviders(<ChatEntry />);
    await screen.findByRole('button', { name: 'Chat with us' });
    learn('chat.launch', false);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Chat with us/ })).toBeNull());
    unmount();

    learn('chat.launch', null);
    resetChatState();
    open = [];
    renderWithProviders(<ChatEntry />);
    await waitFor(() => expect(call).toHaveBeenCalledWith('chat.permission'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Chat with us/ })).toBeNull());
  });

  it("shows nothing to a visitor, and on a phone's header only while replies wait", async () => {
    const { unmount } = renderWithProviders(<ChatEntry />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    member();
    const compact = renderWithProviders(<ChatEntry layout="compact" />);
    await waitFor(() => expect(call).toHaveBeenCalledWith('chat.unreadCount'));
    expect(screen.queryByRole('button')).toBeNull();
    compact.unmount();

    resetChatState();
    unread = 3;
    renderWithProviders(<ChatEntry layout="compact" />);
    expect(await screen.findByRole('button', { name: 'Chat with us, 3 unread replies' })).toBeTruthy();
  });

  it("the menu's entry names itself", async () => {
    member();
    renderWithProviders(<ChatEntry layout="menu" />);
    expect((await screen.findByRole('button', { name: 'Chat with us' })).textContent).toBe('Chat');
  });
});
