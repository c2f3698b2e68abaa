import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../../lib/storage';
import { token } from '../../lib/stores/session';
import { logout } from './logout';

const call = vi.hoisted(() => vi.fn(async () => ({ success: true, value: null })));
vi.mock('../../lib/api', () => ({ call }));

describe('logout', () => {
  it('forgets the member but keeps what belongs to the visit (the notices already shown, the disclaimer, the SMS waits)', async () => {
    writeSession('token', 'member-token');
    token.value = 'member-token';
    writeSession('account', 'player1');
    writeSession('merchant', 'brandx');
    writeSession('disclaimerAccept', '1');
    writeSession('indexNotice', '1');
    writeSession('smsCountdowns', '{"login:09171234567":1}');
    await logout();
    expect(call).toHaveBeenCalledWith('identity.logout');
    expect(token.value).toBeNull();
    expect(readSession('token')).toBeNull();
    expect(readSession('account')).toBeNull();
    expect(readSession('merchant')).toBe('brandx');
    expect(readSession('disclaimerAccept')).toBe('1');
    expect(readSession('indexNotice')).toBe('1');
    expect(readSession('smsCountdowns')).toBe('{"login:09171234567":1}');
  });
});
