import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const SITE_CALLBACK = 'http://site.test:3000/login/social?from=idp';

/** Walks the provider's page like a browser: open it, submit its form, follow the redirect. */
async function authorize(provider: string, pick: (options: string[]) => string, redirectUri = SITE_CALLBACK) {
  const pageRes = await app.inject({ url: `/idp/${provider}/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=s-123` });
  expect(pageRes.statusCode).toBe(200);
  const html = pageRes.body;
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
  );
  const options = [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
  const form = new URLSearchParams({ ...hidden, subject: pick(options) });
  const approved = await app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(approved.statusCode).toBe(302);
  return new URL(String(approved.headers.location));
}

const exchange = (provider: string, code: string, redirectUri = SITE_CALLBACK) =>
  app.inject({ method: 'POST', url: catalogue['identity.socialLogin'].path, payload: { provider, code, redirectUri } });

describe('social sign-in through the local identity provider', () => {
  it('renders an accessible page and signs a new member in, the same account on the next visit', async () => {
    const page = await app.inject({ url: `/idp/google/authorize?redirect_uri=${encodeURIComponent(SITE_CALLBACK)}&state=x` });
    expect(page.body).toContain('<label for="subject">');
    expect(page.body).toContain('Continue as Demo Google user');
    expect(page.body).toContain('<html lang="en">');

    const back = await authorize('google', (o) => o[0]);
    expect(`${back.origin}${back.pathname}`).toBe('http://site.test:3000/login/social');
    expect(back.searchParams.get('state')).toBe('s-123');
    expect(back.searchParams.get('provider')).toBe('google');
    expect(back.searchParams.get('from')).toBe('idp');
    const res = await exchange('google', back.searchParams.get('code')!);
    expectCatalogueAnswer('identity.socialLogin', res);
    const first = res.json().value;
    expect(first).toMatchObject({ type: 0, isAgent: 0, firstTimeLogin: true });
    expect(first.userName).toMatch(/^ggl[0-9]{6}$/);

    const again = await authorize('google', (o) => o[0]);
    const second = (await exchange('google', again.searchParams.get('code')!)).json().value;
    expect(second).toMatchObject({ id: first.id, userName: first.userName, firstTimeLogin: false });
  });

  it('uses each code once, for the same provider and return address only', async () => {
    const back = await authorize('facebook', (o) => o[0]);
    const code = back.searchParams.get('code')!;
    expect((await exchange('google', code)).json().errorCode).toBe('social.code.invalid');
    const fresh = (await authorize('facebook', (o) => o[0])).searchParams.get('code')!;
    expect((await exchange('facebook', fresh, 'http://mirror.test:3000/login/social')).json().errorCode).toBe('social.code.invalid');
    const ok = (await authorize('facebook', (o) => o[0])).searchParams.get('code')!;
    expect((await exchange('facebook', ok)).json().success).toBe(true);
    expect((await exchange('facebook', ok)).json().errorCode).toBe('social.code.invalid');
  });

  it('refuses codes older than 2 minutes', async () => {
    const code = (await authorize('google', (o) => o[0])).searchParams.get('code')!;
    app.clock.advance(2 * 60_000 + 1);
    expect((await exchange('google', code)).json().errorCode).toBe('social.code.invalid');
  });

  it('refuses an identity linked to an agent with social.member.only', async () => {
    const back = await authorize('google', (o) => o.find((s) => s.includes('agent'))!);
    expect((await exchange('google', back.searchParams.get('code')!)).json()).toMatchObject({
      success: false,
      errorCode: 'social.member.only',
    });
  });

  it.each(['https://evil.example/steal', 'http://site.test:3001/login', 'http://user:pw@site.test:3000/login', 'javascript:alert(1)', ''])(
    'refuses the return address %j',
    async (redirectUri) => {
      const res = await app.inject({ url: `/idp/google/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=x` });
      expect(res.statusCode).toBe(400);
      const approve = await app.inject({
        method: 'POST',
        url: '/idp/google/approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ redirect_uri: redirectUri, state: 'x', subject: 'google-demo-member' }).toString(),
      });
      expect(approve.statusCode).toBe(400);
      expect(approve.headers.location).toBeUndefined();
    },
  );

  it('refuses an unknown provider, identity or an oversized state', async () => {
    expect((await app.inject({ url: `/idp/myspace/authorize?redirect_uri=${encodeURIComponent(SITE_CALLBACK)}` })).statusCode).toBe(400);
    expect(
      (await app.inject({ url: `/idp/google/authorize?redirect_uri=${encodeURIComponent(SITE_CALLBACK)}&state=${'s'.repeat(600)}` }))
        .statusCode,
    ).toBe(400);
    const approve = await app.inject({
      method: 'POST',
      url: '/idp/google/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ redirect_uri: SITE_CALLBACK, state: 'x', subject: 'someone-else' }).toString(),
    });
    expect(approve.statusCode).toBe(400);
  });

  it('escapes the state it echoes into the page', async () => {
    const res = await app.inject({
      url: `/idp/google/authorize?redirect_uri=${encodeURIComponent(SITE_CALLBACK)}&state=${encodeURIComponent('"><script>x</script>')}`,
    });
    expect(res.body).not.toContain('<script>x</script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });
});
