import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { UPSTREAM_PREFIXES } from '../../../shared/upstreamPaths';
import { cacheStrategy, mayKeep, type RequestFacts } from './policy';

const ORIGIN = 'https://play.example';

/** A request as the worker sees it; a navigation's mode cannot be given to the Request constructor, so the facts are spelled out. */
function facts(path: string, init: { method?: string; mode?: RequestMode; headers?: Record<string, string> } = {}): RequestFacts {
  return {
    method: init.method ?? 'GET',
    url: new URL(path, ORIGIN).href,
    mode: init.mode ?? 'cors',
    headers: new Headers(init.headers),
  };
}

const page = (path: string, headers: Record<string, string> = {}) =>
  facts(path, { mode: 'navigate', headers: { accept: 'text/html', ...headers } });

function answer(body: string, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(body, { status: init.status ?? 200, headers: init.headers });
}

const html = (headers: Record<string, string> = {}) =>
  answer('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('the caching rule', () => {
  it('answers pages from the network first and hashed assets from the cache first', () => {
    expect(cacheStrategy(page('/'), ORIGIN)).toBe('shell');
    expect(cacheStrategy(page('/member/wallet'), ORIGIN)).toBe('shell');
    expect(cacheStrategy(facts('/assets/index-AbC123.js'), ORIGIN)).toBe('asset');
    expect(cacheStrategy(facts('/assets/en/common-x1.js', { mode: 'no-cors' }), ORIGIN)).toBe('asset');
  });

  it('never touches a platform call, whatever its method, mode or headers', () => {
    const paths = [...UPSTREAM_PREFIXES, ...UPSTREAM_PREFIXES.map((prefix) => `${prefix}/anything?t=1`)];
    paths.push(...Object.values(catalogue).map((entry) => entry.path));
    for (const path of paths) {
      expect(cacheStrategy(facts(path), ORIGIN), path).toBe('none');
      expect(cacheStrategy(page(path), ORIGIN), path).toBe('none');
      expect(cacheStrategy(facts(path, { headers: { accept: 'text/html' } }), ORIGIN), path).toBe('none');
    }
  });

  it('never touches a request that carries a session: the token header, a cookie, or a token in the address', () => {
    expect(cacheStrategy(facts('/assets/index-AbC123.js', { headers: { Authorization: 'abc' } }), ORIGIN)).toBe('none');
    expect(cacheStrategy(page('/home', { authorization: 'abc' }), ORIGIN)).toBe('none');
    expect(cacheStrategy(page('/home', { cookie: 'SHELL_deviceId=1' }), ORIGIN)).toBe('none');
    expect(cacheStrategy(page('/?token=abc'), ORIGIN)).toBe('none');
    expect(cacheStrategy(page('/reset-password?resetToken=abc'), ORIGIN)).toBe('none');
    expect(cacheStrategy(facts('/assets/index-AbC123.js?token=abc'), ORIGIN)).toBe('none');
  });

  it('leaves writes, other origins and anything that is neither a page nor an asset to the browser', () => {
    expect(cacheStrategy(facts('/assets/index-AbC123.js', { method: 'POST' }), ORIGIN)).toBe('none');
    expect(cacheStrategy(facts('/assets/index-AbC123.js', { method: 'HEAD' }), ORIGIN)).toBe('none');
    expect(cacheStrategy({ ...page('/'), url: 'https://cdn.example/assets/x.js' }, ORIGIN)).toBe('none');
    expect(cacheStrategy({ ...facts('/'), url: 'http://play.example/assets/x.js' }, ORIGIN)).toBe('none');
    for (const path of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/healthz', '/readyz', '/favicon.svg']) {
      expect(cacheStrategy(facts(path), ORIGIN), path).toBe('none');
    }
  });

  it('keeps a whole 200 of an asset, and of a page only the app itself', () => {
    expect(mayKeep(facts('/assets/index-AbC123.js'), answer('x'), ORIGIN)).toBe(true);
    expect(mayKeep(page('/home'), html({ 'cache-control': 'no-cache, no-store' }), ORIGIN)).toBe(true);
    // A file opened as a page, the not-found page, a redirect's target, a partial answer: not the shell.
    expect(mayKeep(page('/robots.txt'), answer('User-agent: *', { headers: { 'content-type': 'text/plain' } }), ORIGIN)).toBe(false);
    expect(mayKeep(page('/no-such-page'), html(), ORIGIN)).toBe(false);
    expect(mayKeep(page('/home'), answer('', { status: 404, headers: { 'content-type': 'text/html' } }), ORIGIN)).toBe(false);
    expect(mayKeep(facts('/assets/a.js'), answer('x', { status: 206 }), ORIGIN)).toBe(false);
    expect(mayKeep(facts('/assets/a.js'), answer('x', { status: 503 }), ORIGIN)).toBe(false);
    const redirected = answer('x');
    Object.defineProperty(redirected, 'redirected', { value: true });
    expect(mayKeep(facts('/assets/a.js'), redirected, ORIGIN)).toBe(false);
  });

  it('never keeps an answer that sets a cookie or is private, nor anything the rule leaves alone', () => {
    expect(mayKeep(facts('/assets/a.js'), answer('x', { headers: { 'set-cookie': 'session=1' } }), ORIGIN)).toBe(false);
    expect(mayKeep(facts('/assets/a.js'), answer('x', { headers: { 'cache-control': 'private, max-age=60' } }), ORIGIN)).toBe(false);
    expect(mayKeep(facts('/wps/system/status'), answer('{}'), ORIGIN)).toBe(false);
    expect(mayKeep(page('/home', { authorization: 'abc' }), html(), ORIGIN)).toBe(false);
  });
});
