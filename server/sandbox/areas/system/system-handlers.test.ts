import { SHIPPED_LANGUAGES } from '../../../../shared/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decryptServicePath } from '../../../../shared/crypto';
import { flattenWhitelabel, RegisterFieldNames, type SystemStatus } from '../../../../shared/domains/system/schemas';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer, PUBLIC_URL, SITE_URLS } from '../../test-support';

const MODULE_IDS = `COMM3 REG3 USERNAMEREG3 MOBILENUMREG3 MOBILENUMPASSREG3 REGMOBVERF3 VERIFICATION3 MOBILEVERCODELOGIN3
  FREEPLAY3 PWDEXPFORCECHANGE3 CHNGPASSVERIF3 PWRESETSMS3 LOGINIPVERF3 PASS3 CAPTCHA3 GEETEST3 AFFMAN3 PROFPIC3 AGENTPOLICY3
  FUNDTRANS3 GAMELO3 GAMELOHOT3 GAMELOFAV3 GAMELOREC3 AGEANNOUNCE3 SIGNCONDIV3 DAILYSALCONT3 HOURSAL3 RTSALARY3 REWCEN3
  INBOX3 PTSYS3 MEMTRANS3 FEEDBACK3 CBS3 WDRAWNOPASSVERIF3 PAYMENTPASS3 DPSTBAS3 MISSIONLB3 DIRECTREG3`.split(/\s+/);
const OFF = ['LOGINIPVERF3', 'GEETEST3', 'WDRAWNOPASSVERIF3'];

let app: FastifyInstance;
let status: SystemStatus;
beforeAll(async () => {
  app = await buildTestSandbox();
  const res = await app.inject({ url: '/wps/system/status?url=site.test' });
  expectCatalogueAnswer('system.status', res);
  status = res.json().value;
});
afterAll(() => app.close());

describe('GET /wps/system/status', () => {
  it('answers the platform switches and the CDN lists from the public address', () => {
    expect(status).toMatchObject({ maintenance: false, maintenanceEndTime: null, regionRestriction: false });
    expect(status.info.imageCDNs).toEqual([PUBLIC_URL]);
    expect(status.info.launchGameCDNs).toEqual([PUBLIC_URL]);
    expect(status.info.analytics).toEqual({ gtagId: 'G-SANDBOX01' });
    expect(status.info.mainDomain).toBe('site.test:3000');
    expect(status.info.domainRoute.map((d) => d.domain)).toEqual(SITE_URLS);
    expect(status.info.domainRoute.every((d) => typeof d.speed === 'number' && d.speed > 0)).toBe(true);
  });

  it('carries a whitelabel tree with every module id, three of them off', () => {
    const flags = flattenWhitelabel(status.info.whitelabel);
    expect(Object.keys(flags).sort()).toEqual([...MODULE_IDS].sort());
    expect(
      Object.entries(flags)
        .filter(([, on]) => !on)
        .map(([id]) => id)
        .sort(),
    ).toEqual([...OFF].sort());
    expect(status.info.whitelabel).toHaveLength(1);
    expect(status.info.whitelabel[0].modId).toBe('COMM3');
  });

  it('carries the register rules of every field', () => {
    const rules = status.info.register;
    expect(Object.keys(rules)).toEqual([...RegisterFieldNames]);
    expect(rules.username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 1 });
    expect(new RegExp(rules.username.acceptedPattern).test('player01')).toBe(true);
    expect(new RegExp(rules.username.acceptedPattern).test('1player')).toBe(false);
    expect(rules.password).toMatchObject({ minLength: 6, maxLength: 12, patternId: 4 });
    expect(rules.mobileNum).toMatchObject({ minLength: 7, maxLength: 15, patternId: 6 });
    expect(rules.email.patternId).toBe(3);
    expect(rules.captcha).toMatchObject({ enabled: true, required: true });
    expect(rules.affiliateCode).toMatchObject({ enabled: true, required: false });
    expect(rules.paymentPassword).toMatchObject({ minLength: 6, maxLength: 6, patternId: 6 });
    expect(Object.values(rules).some((r) => !r.enabled)).toBe(true);
  });

  it('lists resources of every type; downloads point at the sandbox with QR codes', () => {
    const byType = Object.fromEntries(status.info.resources.map((r) => [r.resourceType, r]));
    expect(Object.keys(byType).sort()).toEqual([
      'AFFILIATELINK',
      'Android',
      'FACEBOOK',
      'INSTAGRAM',
      'LITE',
      'MOBILECONFIG',
      'TELEGRAM',
      'TIKTOK',
      'TWITTER',
      'YOUTUBE',
    ]);
    expect(byType.Android.url).toBe(`${PUBLIC_URL}/download/android.apk`);
    expect(byType.MOBILECONFIG.url).toBe(`${PUBLIC_URL}/download/ios.mobileconfig`);
    for (const type of ['AFFILIATELINK', 'Android', 'MOBILECONFIG'])
      expect(byType[type].qrCodeUrl).toMatch(/^http:\/\/sandbox\.test:3100\/img\/qr\//);
    expect(byType.TELEGRAM.url).toMatch(/^https:\/\//);
  });

  it('lists the Lite app: the site itself on its first address, with a QR code of that address', async () => {
    const lite = status.info.resources.find((r) => r.resourceType === 'LITE');
    expect(lite).toEqual({
      resourceType: 'LITE',
      url: `${SITE_URLS[0]}/`,
      labelNameEn: 'Lite app',
      qrCodeUrl: `${PUBLIC_URL}/img/qr/LITE.svg`,
    });
    const qr = await app.inject({ url: '/img/qr/LITE.svg' });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('gives customer-service paths that decrypt to the chat page', () => {
    const entries = status.info.customerService;
    expect(entries.map((e) => e.csType)).toEqual(['LIVECHAT', 'VIP']);
    for (const entry of entries) {
      expect(entry.type).toBe(3);
      expect(decryptServicePath(entry.path)).toBe(`${PUBLIC_URL}/service/chat?channel=${entry.csType}`);
    }
  });

  it('reports the address from X-Real-IP and names local addresses', async () => {
    const local = await app.inject({ url: '/wps/system/status', headers: { 'x-real-ip': '192.168.1.20' } });
    expect(local.json().value.location).toEqual({ ip: '192.168.1.20', country: 'Local network' });
    const remote = await app.inject({ url: '/wps/system/status', headers: { 'x-real-ip': '203.0.113.9' } });
    expect(remote.json().value.location).toEqual({ ip: '203.0.113.9', country: 'Unknown' });
    const forged = await app.inject({ url: '/wps/system/status', headers: { 'x-real-ip': 'not an address' } });
    expect(forged.json().value.location.ip).toBe('127.0.0.1');
  });
});

describe('system look-ups', () => {
  it('answers the whitelabel tree and register rules on their own paths', async () => {
    const tree = await app.inject({ url: '/wps/system/whitelabel' });
    expectCatalogueAnswer('system.whitelabel', tree);
    expect(tree.json().value).toEqual(status.info.whitelabel);
    const rules = await app.inject({ url: '/wps/system/setting/register' });
    expectCatalogueAnswer('system.registerSettings', rules);
    expect(rules.json().value).toEqual(status.info.register);
  });

  it('lists about twenty countries with their dialling codes', async () => {
    const res = await app.inject({ url: '/wps/system/country' });
    expectCatalogueAnswer('system.countries', res);
    const list = res.json().value as Array<{ countryCode: string; countryDialingCode: string }>;
    expect(list.length).toBeGreaterThanOrEqual(20);
    const dial = Object.fromEntries(list.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(dial).toMatchObject({ PH: '+63', VN: '+84', TH: '+66', IN: '+91', ID: '+62', MY: '+60', CN: '+86', US: '+1' });
  });

  it('answers the domain routes with the resources', async () => {
    const res = await app.inject({ url: '/wps/system/domainRoute' });
    expectCatalogueAnswer('system.domainRoute', res);
    expect(res.json().value.domainList).toEqual(status.info.domainRoute);
    expect(res.json().value.resources).toEqual(status.info.resources);
  });

  it('takes the analytics beacon and answers HTTP 204 without a body', async () => {
    const path = catalogue['system.collect'].path;
    for (const payload of [{ event: 'page_view', page: '/m/member/home', t: 1_700_000_000_000 }, [{ event: 'click' }], undefined]) {
      const res = await app.inject({ method: 'POST', url: path, ...(payload === undefined ? {} : { payload }) });
      expectCatalogueAnswer('system.collect', res);
      expect(res.statusCode, JSON.stringify(payload)).toBe(204);
      expect(res.body).toBe('');
    }
  });

  it('says no domain it serves is an app domain: a truthy value sends the platform site away', async () => {
    const res = await app.inject({ url: catalogue['system.checkAppDomain'].path, headers: { host: 'site.test:3000' } });
    expectCatalogueAnswer('system.checkAppDomain', res);
    expect(res.json()).toEqual({ success: true, value: false });
  });

  it('answers the help centre per language, with FAQ children, falling back to English', async () => {
    const tags = ['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term', 'rules'];
    const en = await app.inject({ url: '/wps/system/helpCenter?lang=EN&device=WEB' });
    expectCatalogueAnswer('system.helpCenter', en);
    const articles = en.json().value as Array<{ tag: string; lang: string; children: unknown[] }>;
    expect(articles.map((a) => a.tag)).toEqual(tags);
    expect(articles.find((a) => a.tag === 'faqs')!.children.length).toBeGreaterThanOrEqual(3);

    const tl = await app.inject({ url: '/wps/system/helpCenter?lang=tl&device=WEB' });
    expect(tl.json().value.map((a: { lang: string }) => a.lang)).toEqual(tags.map(() => 'TL'));
    expect(tl.json().value[0].title).not.toBe(articles[0]);

    // Every shipped language has its own articles; a language not shipped reads English.
    const vi = await app.inject({ url: '/wps/system/helpCenter?lang=VI&device=WEB' });
    expect(vi.json().value.map((a: { lang: string; tag: string }) => `${a.lang} ${a.tag}`)).toEqual(tags.map((tag) => `VI ${tag}`));
    expect(vi.json().value[1].title).toBe('Hướng dẫn nạp tiền');
    const he = await app.inject({ url: '/wps/system/helpCenter?lang=HE&device=WEB' });
    expect(he.json().value).toEqual(en.json().value);
  });
});

describe('GET /wps/system/settings/consolidated', () => {
  it("answers the settings status carries, the languages served and the cashier's currency", async () => {
    const res = await app.inject({ url: catalogue['system.settings'].path });
    expectCatalogueAnswer('system.settings', res);
    const settings = res.json().value;
    expect(settings.register).toEqual(status.info.register);
    expect(settings.resources).toEqual(status.info.resources);
    expect(settings.customerService).toEqual(status.info.customerService);
    expect(settings.analytics).toEqual({ gtagId: 'G-SANDBOX01' });
    // The test sandbox offers every shipped language, the default first (SandboxOptions.languages).
    expect(settings.languages).toEqual(SHIPPED_LANGUAGES);
    expect(settings.defaultLanguage).toBe('EN');
    expect(settings.currency).toEqual({ code: 'PHP', symbol: '₱' });
  });

  it('reads the register rules as they stand', async () => {
    const email = app.db.prepare("SELECT required FROM register_fields WHERE name = 'email'").pluck().get() as number;
    app.db.prepare("UPDATE register_fields SET required = ? WHERE name = 'email'").run(1 - email);
    try {
      const res = await app.inject({ url: catalogue['system.settings'].path });
      expect(res.json().value.register.email.required).toBe(email === 0);
    } finally {
      app.db.prepare("UPDATE register_fields SET required = ? WHERE name = 'email'").run(email);
    }
  });
});

describe('GET /wps/system/templates', () => {
  it('answers the notice templates in the language asked, the default for one not served', async () => {
    const en = await app.inject({ url: `${catalogue['system.templates'].path}?language=EN` });
    expectCatalogueAnswer('system.templates', en);
    const list = en.json().value as Array<{ code: string; language: string; title: string; content: string }>;
    expect(list.map((t) => t.code)).toEqual(['DEPOSIT_CREDITED', 'DEPOSIT_FAILED', 'WITHDRAW_APPROVED', 'WITHDRAW_REJECTED']);
    expect(list.every((t) => t.language === 'EN' && t.content.includes('{amount}') && t.content.includes('{orderId}'))).toBe(true);
    expect(list[0].title).toBe('Deposit credited');

    const tl = await app.inject({ url: `${catalogue['system.templates'].path}?language=tl` });
    expectCatalogueAnswer('system.templates', tl);
    expect(tl.json().value[0]).toMatchObject({ code: 'DEPOSIT_CREDITED', language: 'TL', title: 'Naipasok na ang deposito' });

    const none = await app.inject({ url: catalogue['system.templates'].path });
    const he = await app.inject({ url: `${catalogue['system.templates'].path}?language=HE` });
    expect(none.json().value).toEqual(list);
    expect(he.json().value).toEqual(list);
    const ar = await app.inject({ url: `${catalogue['system.templates'].path}?language=AR` });
    expect(ar.json().value[0]).toMatchObject({ code: 'DEPOSIT_CREDITED', language: 'AR', content: expect.stringContaining('{amount}') });
    expect((await app.inject({ url: `${catalogue['system.templates'].path}?language=E1` })).statusCode).toBe(400);
  });
});
