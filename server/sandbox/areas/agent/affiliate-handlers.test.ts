import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import type { AffiliateLink, AffiliateLinksValue, DownlinesValue } from '../../../../shared/domains/agent/schemas';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, freshCaptcha, lastCode, signIn, SITE_URLS } from '../../test-support';
import { AFFILIATE_LINKS_MAX } from './affiliate-handlers';
import { query, setFlags } from '../../testing/agent-play';

let app: FastifyInstance;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestSandbox();
  tokens.agent2 = await signIn(app, 'agent2', 'Agent1234');
  tokens.agent41 = await signIn(app, 'agent41', 'Agent1234');
  tokens.player1 = await signIn(app, 'player1', 'Play1234');
});
afterAll(() => app.close());

const links = async (who: string): Promise<AffiliateLinksValue> => {
  const res = await query(app, 'agent.affiliateLinks', tokens[who]);
  expectCatalogueAnswer('agent.affiliateLinks', res);
  return res.json().data;
};
const create = (who: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: catalogue['agent.createAffiliateLink'].path, headers: { authorization: tokens[who] }, payload });

/** identity.register as the site sends it, with a fresh captcha and SMS code. */
async function registerWith(affiliateCode: string, username: string, mobile: string) {
  await app.inject({
    method: 'POST',
    url: catalogue['identity.smsRegister'].path,
    payload: { mobileNo: mobile, countryDialingCode: '+63', type: 'register' },
  });
  const captcha = await freshCaptcha(app);
  const payload = {
    username,
    password: 'Secret99',
    confirmPassword: 'Secret99',
    mobileNum: mobile,
    countryDialingCode: '+63',
    verificationCode: await lastCode(app, mobile),
    captcha: captcha.answer,
    affiliateCode,
  };
  return encryptedInject(app, 'identity.register', payload, { cookie: captcha.cookie });
}

describe('affiliate links (agent.affiliateLinks, agent.createAffiliateLink)', () => {
  it("offers the brand's site addresses as domains and the agent's own code as the first link", async () => {
    const value = await links('agent2');
    expect(value.domains).toEqual(SITE_URLS);
    expect(value.links).toEqual([
      {
        code: 'AGENT2',
        accountType: 0,
        domain: SITE_URLS[0],
        url: `${SITE_URLS[0]}/register?affiliateCode=AGENT2`,
        registrations: 0,
        createdAt: app.repos.accounts.byUsername('agent2')!.createdAt,
      },
    ]);
  });

  it('creates a link of 8 capitals and digits for an account type and a domain; a registration through it lands in the team with that type', async () => {
    const res = await create('agent2', { accountType: 1, domain: `${SITE_URLS[1]}/` });
    expectCatalogueAnswer('agent.createAffiliateLink', res);
    expect(res.json()).toMatchObject({ status: true, description: '' });
    const link: AffiliateLink = res.json().data;
    expect(link).toMatchObject({ accountType: 1, domain: SITE_URLS[1], registrations: 0, createdAt: app.clock.now() });
    expect(link.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(link.url).toBe(`${SITE_URLS[1]}/register?affiliateCode=${link.code}`);
    expect((await links('agent2')).links.map((l) => l.code)).toEqual(['AGENT2', link.code]);

    // The registration's invitation check accepts the code, in any case.
    const check = await app.inject({ url: `${catalogue['agent.affiliate'].path}?code=${link.code.toLowerCase()}` });
    expect(check.json()).toMatchObject({ success: true });

    const registered = await registerWith(link.code, 'linked01', '9175550101');
    expect(registered.json(), registered.body).toMatchObject({ success: true });
    const account = app.repos.accounts.byUsername('linked01')!;
    expect(account).toMatchObject({ type: 1, uplineId: app.repos.accounts.byUsername('agent2')!.id });
    const list = (await links('agent2')).links;
    expect(list.find((l) => l.code === link.code)!.registrations).toBe(1);
    expect(list[0].registrations).toBe(0);
    const team: DownlinesValue = (await query(app, 'agent.downlines', tokens.agent2, { search: 'linked' })).json().data;
    expect(team.list.map((d) => [d.username, d.accountType, d.level])).toEqual([['linked01', 1, 1]]);

    // The agent's own code opens members, and counts them too.
    expect((await registerWith('agent2', 'linked02', '9175550102')).json()).toMatchObject({ success: true });
    expect(app.repos.accounts.byUsername('linked02')).toMatchObject({ type: 0, uplineId: account.uplineId });
    expect((await links('agent2')).links[0].registrations).toBe(1);
  });

  it('refuses a domain the brand does not offer, and a link past the limit', async () => {
    const unknown = await create('agent41', { accountType: 0, domain: 'http://elsewhere.test' });
    expect(unknown.json()).toEqual({ status: false, description: 'affiliate.domain.not.offered', data: null });
    for (let i = 0; i < AFFILIATE_LINKS_MAX; i++) {
      expect((await create('agent41', { accountType: i % 2, domain: SITE_URLS[0] })).json().status).toBe(true);
    }
    const over = await create('agent41', { accountType: 0, domain: SITE_URLS[0] });
    expect(over.json()).toEqual({ status: false, description: 'affiliate.link.limit', data: null });
    const codes = (await links('agent41')).links.map((l) => l.code);
    expect(codes).toHaveLength(AFFILIATE_LINKS_MAX + 1);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('is for agents only, and answers function.not.available while AFFMAN3 is off', async () => {
    expect((await query(app, 'agent.affiliateLinks', tokens.player1)).json()).toMatchObject({
      status: false,
      description: 'agent.required',
    });
    expect((await create('player1', { accountType: 0, domain: SITE_URLS[0] })).json()).toMatchObject({
      status: false,
      description: 'agent.required',
    });
    await setFlags(app, { AFFMAN3: false });
    const off = await query(app, 'agent.affiliateLinks', tokens.agent2);
    await setFlags(app, { AFFMAN3: null });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({ status: false, description: 'function.not.available', data: null });
  });
});
