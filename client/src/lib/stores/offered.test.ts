import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api';
import { failureReason } from '../load/failureReason';
import { setBrandForTesting } from './brand';
import { clearSession } from './session';
import { loadStatus } from './status';
import { networkError } from './ui';
import { learn, offered, offers, sandboxCalls } from './offered';
// The reader of each key's kind, which lib/featureCalls.ts brings to every feature.
import './callKinds';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Every fetch answers so; the addresses asked are kept. */
function answer(respond: (url: string) => Response | Promise<Response>): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return respond(url);
    }),
  );
  return asked;
}

const STATUS = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '127.0.0.1', country: 'Philippines', countryCode: 'PH' },
  info: { whitelabel: [], register: {}, resources: [], customerService: [], domainRoute: [], analytics: { gtagId: '' } },
};

beforeEach(() => {
  setBrandForTesting({ merchant: 'brandx' });
  clearSession();
  networkError.value = false;
  sandboxCalls.value = null;
  for (const key of ['games.hot', 'records.profit', 'protection.state'] as const) learn(key, null);
});
afterEach(() => vi.unstubAllGlobals());

describe('what the platform offers, learnt from each answer of call()', () => {
  it('takes a key away on function.not.available, and words the failure itself, never with the code', async () => {
    answer(() => json({ success: false, value: null, errorCode: 'function.not.available', message: 'function.not.available' }, 400));
    const failed = await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    expect(offered('games.hot')).toBe(false);
    expect(offers(['games.hot'])).toBe(false);
    expect(failureReason(failed.errorCode)).toBe('notOffered');
    expect(failed.message).toBe('');
  });

  it('takes a key away on an HTTP 404, whatever its body', async () => {
    answer(() => new Response('Not Found', { status: 404 }));
    const failed = await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    expect(offered('games.hot')).toBe(false);
    expect(failureReason(failed.errorCode)).toBe('notOffered');
    expect(failed.message).not.toMatch(/network|404/i);
  });

  it('takes a key away on an answer that is not the envelope: a web page, or JSON without a boolean success', async () => {
    answer(() => new Response('<!doctype html><title>Shop</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    expect(failureReason((await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' })).errorCode)).toBe('notOffered');
    expect(offered('games.hot')).toBe(false);

    learn('games.hot', null);
    answer(() => json({ list: [] }));
    await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    expect(offered('games.hot')).toBe(false);
  });

  it('takes the older generation’s {status, description, data} on a current-generation call for a call it does not offer', async () => {
    // games.hot is a current-generation call: a platform answering it in the other shape has not this call.
    answer(() => json({ status: false, description: 'member.locked', data: null }));
    await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    expect(offered('games.hot')).toBe(false);
  });

  it('counts a failed connection as nothing learnt: only it says "check your network"', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const failed = await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    expect(offered('games.hot')).toBeNull();
    expect(offers(['games.hot'])).toBe(true);
    expect(failureReason(failed.errorCode)).toBe('network');
    expect(failed.message).toMatch(/check your network/);
    expect(networkError.value).toBe(true);
  });

  it('keeps a platform refusal a refusal, and a gateway 502 an unavailable platform, neither learnt', async () => {
    answer(() => json({ success: false, value: null, errorCode: 'member.locked', message: 'Your account is locked' }));
    const refused = await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    expect(failureReason(refused.errorCode)).toBe('refusal');
    expect(refused.message).toBe('Your account is locked');
    answer(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const down = await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    expect(failureReason(down.errorCode)).toBe('unavailable');
    expect(down.message).not.toMatch(/network/i);
    expect(offered('games.hot')).toBeNull();
  });

  it('offers a key again once it answers, and remembers every verdict for the browser session', async () => {
    learn('games.hot', false);
    answer(() => json({ success: true, value: { list: [] } }));
    await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' });
    expect(offered('games.hot')).toBe(true);
    learn('protection.state', false);
    expect(JSON.parse(sessionStorage.getItem('offeredCalls') ?? '{}')).toMatchObject({ 'games.hot': true, 'protection.state': false });

    // A reload of the page reads what this visit learnt.
    vi.resetModules();
    const reloaded = await import('./offered');
    expect(reloaded.offered('protection.state')).toBe(false);
    expect(reloaded.offered('games.hot')).toBe(true);
  });
});

describe('sandbox-only calls, by the status’s sandboxCalls', () => {
  it('takes every sandbox-only key away from the start when the status does not say true, without calling it', async () => {
    const asked = answer((url) => (url.startsWith('/wps/system/status') ? json({ success: true, value: STATUS }) : json({}, 500)));
    await loadStatus();
    expect(sandboxCalls.value).toBe(false);
    // The kind is read from the key's wire table, which arrives with the first question.
    await vi.waitFor(() => expect(offered('records.profit')).toBe(false));
    expect(offers(['records.profit'])).toBe(false);
    // Edge calls (the gateway's own) and platform calls stay offered until they answer otherwise.
    expect(offered('protection.state')).toBeNull();
    expect(offered('games.hot')).toBeNull();

    const failed = await call('records.profit', { startTime: 0, endTime: 1 });
    expect(failureReason(failed.errorCode)).toBe('notOffered');
    expect(asked.filter((url) => url.startsWith('/wps/gf/'))).toEqual([]);
  });

  it('offers them when the status says sandboxCalls: true', async () => {
    const asked = answer((url) =>
      url.startsWith('/wps/system/status')
        ? json({ success: true, value: { ...STATUS, sandboxCalls: true } })
        : json({ success: true, value: { list: [] } }),
    );
    await loadStatus();
    expect(sandboxCalls.value).toBe(true);
    expect(offered('records.profit')).toBeNull();
    await call('records.profit', { startTime: 0, endTime: 1 });
    expect(offered('records.profit')).toBe(true);
    expect(asked.some((url) => url.startsWith('/wps/gf/report/profit'))).toBe(true);
  });
});
