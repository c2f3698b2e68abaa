import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../../shared/domains/member/schemas';
import type { CustomerServiceEntry } from '../../../shared/domains/system/schemas';
import { encryptServicePath } from '../../../shared/crypto/servicePath';
import { memberInfo } from './stores/session';
import { systemStatus } from './stores/status';
import { alertDialog } from './stores/ui';
import { openCustomerService, pickServiceEntry } from './customerService';
import { statusWith } from '../test/status';

const LIVECHAT_URL = 'https://chat.example.com/service/chat?channel=LIVECHAT&lang=en';
const VIP_URL = 'https://chat.example.com/service/chat?channel=VIP';
const entries: CustomerServiceEntry[] = [
  { csType: 'LIVECHAT', type: 3, path: encryptServicePath(LIVECHAT_URL, 'Ab3dEf7h') },
  { csType: 'VIP', type: 3, path: encryptServicePath(VIP_URL, 'Zx9Kq2Wm') },
];

const member = (rankLevel: number): MemberInfo =>
  ({ account: 'player1', id: 1, type: 0, memberLabel: [], clubLabel: { labelName: 'Gold', rankLevel } }) as MemberInfo;

interface FakePopup {
  close: ReturnType<typeof vi.fn>;
  location: { href: string };
  opener: unknown;
}
let popup: FakePopup;
let open: ReturnType<typeof vi.spyOn>;

describe('openCustomerService', () => {
  beforeEach(() => {
    popup = { close: vi.fn(), location: { href: '' }, opener: window };
    open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    systemStatus.value = statusWith({ customerService: entries });
    memberInfo.value = null;
    alertDialog.value = null;
  });
  afterEach(() => {
    open.mockRestore();
    systemStatus.value = null;
    memberInfo.value = null;
    alertDialog.value = null;
  });

  it('opens live chat for guests and members up to rank 4, in a 440×750 window', async () => {
    await openCustomerService();
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] as [string, string, string];
    expect(url).toBe('');
    expect(name).toBe('customer-service');
    expect(features).toContain('width=440');
    expect(features).toContain('height=750');
    expect(popup.location.href).toBe(LIVECHAT_URL);
    expect(popup.opener).toBeNull();

    memberInfo.value = member(4);
    await openCustomerService();
    expect(popup.location.href).toBe(LIVECHAT_URL);
  });

  it('opens the VIP channel above rank 4', async () => {
    memberInfo.value = member(5);
    await openCustomerService();
    expect(popup.location.href).toBe(VIP_URL);
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('follows a rank change within the session: the same member reaches VIP once raised above rank 4', async () => {
    memberInfo.value = member(4);
    await openCustomerService();
    expect(popup.location.href).toBe(LIVECHAT_URL);
    // A deposit raised the player rank; member info read again carries the new club label.
    memberInfo.value = member(5);
    await openCustomerService();
    expect(popup.location.href).toBe(VIP_URL);
  });

  it('opens the window before anything else, so the browser does not block it', async () => {
    systemStatus.value = statusWith({ customerService: [{ csType: 'LIVECHAT', type: 3, path: 'not-a-real-ciphertextAb3dEf7h' }] });
    const pending = openCustomerService();
    expect(open).toHaveBeenCalledTimes(1); // already, before the promise settles
    await pending;
  });

  it('closes the window and warns when the path does not decrypt', async () => {
    systemStatus.value = statusWith({
      customerService: [{ csType: 'LIVECHAT', type: 3, path: `${entries[0].path.slice(0, -12)}QQQQAb3dEf7h` }],
    });
    await openCustomerService();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('');
    expect(alertDialog.value?.message).toMatch(/customer service address is invalid/i);
  });

  it('refuses an address that is not http(s)', async () => {
    systemStatus.value = statusWith({
      customerService: [{ csType: 'LIVECHAT', type: 3, path: encryptServicePath('javascript:alert(1)', 'Ab3dEf7h') }],
    });
    await openCustomerService();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('');
  });

  it('closes the window and warns when no entry exists', async () => {
    systemStatus.value = statusWith({ customerService: [] });
    await openCustomerService();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(alertDialog.value?.message).toMatch(/invalid/i);
  });

  it('tells the visitor to allow popups when the browser blocks the window', async () => {
    open.mockImplementation(() => null);
    await openCustomerService();
    expect(alertDialog.value?.message).toMatch(/allow pop-ups/i);
  });
});

describe('pickServiceEntry', () => {
  it('prefers the entry of type 3 within the channel', () => {
    const list: CustomerServiceEntry[] = [
      { csType: 'LIVECHAT', type: 1, path: 'x'.repeat(12) },
      { csType: 'LIVECHAT', type: 3, path: 'y'.repeat(12) },
    ];
    expect(pickServiceEntry(list, 0)?.path).toBe('y'.repeat(12));
  });
  it('falls back to live chat for a VIP member when the brand has no VIP channel', () => {
    expect(pickServiceEntry([entries[0]], 9)).toBe(entries[0]);
    expect(pickServiceEntry([entries[1]], 2)).toBeUndefined();
  });
});
