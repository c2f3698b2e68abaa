import { describe, it, expect, beforeEach } from 'vitest';
import { adoptTokenFromAddress } from './boot';
import { token } from '../lib/stores/session';
import { readSession } from '../lib/storage';

describe('adoptTokenFromAddress', () => {
  beforeEach(() => {
    token.value = null;
  });

  it('stores ?token= as the session token and removes it from the address', () => {
    window.history.replaceState(null, '', '/rng?vendor=PG&token=tok-9#top');
    adoptTokenFromAddress();
    expect(token.value).toBe('tok-9');
    expect(readSession('token')).toBe('tok-9');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/rng?vendor=PG#top');
  });

  it('leaves the address alone without a token', () => {
    window.history.replaceState(null, '', '/promotions?id=3');
    adoptTokenFromAddress();
    expect(token.value).toBeNull();
    expect(window.location.search).toBe('?id=3');
  });
});
