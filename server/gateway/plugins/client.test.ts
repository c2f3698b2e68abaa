import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BRAND_GLOBAL, defaultBrand, parseBrandConfig } from '../../../shared/brand';
import { SITE_ICONS } from '../../../shared/webAppIcons';
import { appleTouchIcon, BRAND_MARKER, brandScript, WEB_APP_MARKER, webAppManifest } from '../brand-script';
import { loadIndexHtml, withDocumentLanguage } from './client';
import { makeClientDir, type TempClientDir } from '../test-support/client-dir';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { brandWith, testGateway } from '../test-support/gateway';

let upstream: FakeUpstream;
let client: TempClientDir;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  client = makeClientDir();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
  client.remove();
});

/** Reads a text answer whatever its content type. */
const text = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

function brandFromPage(html: string): unknown {
  const match = new RegExp(`<script>window\\.${BRAND_GLOBAL}=(.*?);</script>`).exec(html);
  if (!match) throw new Error('brand script missing');
  return JSON.parse(match[1]);
}

describe('client pages', () => {
  it('answers index.html with the brand injected and no caching', async () => {
    const brand = brandWith({ name: 'Lucky </script><!-- \u2028 Star', merchant: 'lucky_1' });
    app = await testGateway(upstream, { clientDir: client.dir, brand });
    const answer = await text(request(app.server).get('/').set('Accept', 'text/html')).expect(200);
    const html = answer.body.toString('utf8');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache, no-store');
    expect(html).not.toContain('<!--gamefront:brand-->');
    // The hostile name cannot end the script early, open a comment or break a line.
    const script = /<script>window.*?<\/script>/.exec(html)![0];
    expect(script.slice(0, -'</script>'.length)).not.toMatch(/<\/script|<!--|\u2028/);
    expect(brandFromPage(html)).toEqual(brand);
  });

  it('answers every client route with the app', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    for (const path of ['/index.html', '/home', '/register', '/rng', '/lottery', '/member/wallet/deposit', '/agent/team', '/login/']) {
      const answer = await text(request(app.server).get(path)).expect(200);
      expect(answer.body.toString()).toContain(`window.${BRAND_GLOBAL}=`);
      expect(answer.headers['cache-control']).toBe('no-cache, no-store');
    }
  });

  it('serves assets with immutable caching and their precompressed siblings', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    const path = `/assets/${client.assetName}`;
    const br = await text(request(app.server).get(path).set('Accept-Encoding', 'br, gzip')).expect(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await text(request(app.server).get(path).set('Accept-Encoding', 'gzip')).expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await text(request(app.server).get(path).set('Accept-Encoding', 'identity')).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(client.assetText);
  });

  it('serves other shipped files with a short cache', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    const robots = await text(request(app.server).get('/robots.txt')).expect(200);
    expect(robots.body.toString()).toContain('User-agent');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    await request(app.server).get('/favicon.ico').expect(200);
  });

  it('answers unknown files with a plain 404 and unknown pages with the app and 404', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    const missingAsset = await text(request(app.server).get('/assets/nope-123.js').set('Accept', 'text/html')).expect(404);
    expect(missingAsset.body.toString()).not.toContain(BRAND_GLOBAL);
    const missingFile = await text(request(app.server).get('/logo.png').set('Accept', 'text/html')).expect(404);
    expect(missingFile.body.toString()).not.toContain(BRAND_GLOBAL);
    const page = await text(request(app.server).get('/no-such-page').set('Accept', 'text/html,application/xhtml+xml')).expect(404);
    expect(page.body.toString()).toContain(BRAND_GLOBAL);
    expect(page.headers['cache-control']).toBe('no-cache, no-store');
    const api = await text(request(app.server).get('/no-such-page').set('Accept', 'application/json')).expect(404);
    expect(api.body.toString()).not.toContain(BRAND_GLOBAL);
    await request(app.server).post('/home').expect(404);
    expect(upstream.seen).toHaveLength(0);
  });

  it('answers pages with a 503 envelope that says to build when there is no index.html', async () => {
    const bare = makeClientDir({ withIndex: false });
    try {
      app = await testGateway(upstream, { clientDir: bare.dir });
      const answer = await request(app.server).get('/').set('Accept', 'text/html').expect(503);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'gateway.client_not_built' });
      expect(answer.body.message).toContain('npm run build');
      await request(app.server).get(`/assets/${bare.assetName}`).expect(200);
    } finally {
      bare.remove();
    }
  });
});

describe('the installable web app', () => {
  it('serves the manifest built from the brand: names, colours, the site icons, the root as start and scope', async () => {
    const brand = brandWith({ name: 'Lucky Bay Casino', webApp: { themeColor: '#102030', backgroundColor: '#000000' } });
    app = await testGateway(upstream, { clientDir: client.dir, brand });
    const answer = await request(app.server).get('/manifest.webmanifest').expect(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(JSON.parse(answer.text as string)).toEqual({
      id: '/',
      name: 'Lucky Bay Casino',
      short_name: 'Lucky Bay Casino',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#102030',
      background_color: '#000000',
      icons: SITE_ICONS,
    });
  });

  it("takes the brand's short name and icons, and refuses icons a browser would not install from", async () => {
    const icons = [
      { src: 'https://cdn.lucky.example/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/brand/maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ];
    const brand = brandWith({ name: 'Lucky Bay Casino', webApp: { shortName: 'Lucky Bay', icons } });
    expect(webAppManifest(brand)).toMatchObject({ short_name: 'Lucky Bay', icons });
    expect(appleTouchIcon(brand)).toBe('https://cdn.lucky.example/icon-192.png');
    expect(appleTouchIcon(defaultBrand())).toBe('/icons/apple-touch-icon.png');
    const { problems } = parseBrandConfig({ webApp: { icons: icons.slice(1) } });
    expect(problems).toEqual([{ path: '/webApp/icons', message: 'must include icons of purpose any sized 192x192' }]);
    expect(parseBrandConfig({ webApp: { themeColor: 'red' } }).problems[0]?.path).toBe('/webApp/themeColor');
  });

  it('links the manifest, the bar colour and the iOS icon from every page', async () => {
    const brand = brandWith({ webApp: { themeColor: '#123456' } });
    app = await testGateway(upstream, { clientDir: client.dir, brand });
    const html = (await text(request(app.server).get('/home')).expect(200)).body.toString();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="theme-color" content="#123456" />');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });

  it("puts the head tags in place of index.html's marker", () => {
    writeFileSync(join(client.dir, 'index.html'), `<head><title>x</title>${WEB_APP_MARKER}<meta charset="utf-8">${BRAND_MARKER}</head>`);
    const html = loadIndexHtml(client.dir, '<script>brand</script>', '<link rel="manifest">');
    expect(html).toBe('<head><title>x</title><link rel="manifest"><meta charset="utf-8"><script>brand</script></head>');
  });

  it("writes the brand's default language and its direction on <html>", async () => {
    expect(withDocumentLanguage('<!doctype html><html lang="en" data-theme="dark"><head>', 'AR')).toBe(
      '<!doctype html><html data-theme="dark" lang="ar" dir="rtl"><head>',
    );
    app = await testGateway(upstream, { clientDir: client.dir, brand: brandWith({ languages: ['JA', 'EN'], defaultLanguage: 'JA' }) });
    const page = await text(request(app.server).get('/')).expect(200);
    expect(page.body.toString()).toContain('<html lang="ja-JP" dir="ltr">');
  });

  it('serves the service worker uncached, allowed to control the whole site', async () => {
    writeFileSync(join(client.dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(client.dir, 'sw.js.gz'), 'not served');
    app = await testGateway(upstream, { clientDir: client.dir });
    const answer = await text(request(app.server).get('/sw.js')).expect(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['service-worker-allowed']).toBe('/');
    expect(answer.body.toString()).toContain('addEventListener("fetch"');
    await request(app.server).get('/sw.js.gz').expect(404);
  });

  it('has no service worker before the client is built', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    await request(app.server).get('/sw.js').expect(404);
    await request(app.server).get('/manifest.webmanifest').expect(200);
  });
});

describe('security headers', () => {
  it('sets the fixed headers on every answer', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    for (const path of ['/', '/wps/member/info', '/healthz', '/nope.js']) {
      const answer = await request(app.server).get(path);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(answer.headers['x-request-id']).toBeTruthy();
    }
  });

  it('sends HSTS on every answer only when the brand says the site is served over TLS', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    expect((await request(app.server).get('/')).headers['strict-transport-security']).toBeUndefined();
    await app.close();
    app = await testGateway(upstream, { clientDir: client.dir, brand: brandWith({ https: true }) });
    for (const path of ['/', '/wps/member/info', '/healthz', '/nope.js']) {
      const answer = await request(app.server).get(path);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('puts a CSP on HTML with the inline script hash and the CDN origins', async () => {
    const brand = brandWith({ cdn: { imageCDNs: ['https://img.brand.example/path/'], launchGameCDNs: [] } });
    upstream.on('GET', '/wps/system/status', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, value: { info: { imageCDNs: [], launchGameCDNs: ['http://play.example:3100/launch'] } } }));
    });
    app = await testGateway(upstream, { clientDir: client.dir, brand });
    const answer = await request(app.server).get('/').expect(200);
    const csp = answer.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${brandScript(brand).cspHash}`);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/img\.brand\.example https:/);
    // Learnt from the status call made when the gateway started.
    expect(csp).toContain("frame-src 'self' http://play.example:3100");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const json = await request(app.server).get('/healthz');
    expect(json.headers['content-security-policy']).toBeUndefined();
  });

  it('lets the page call the phone-authentication provider only when the brand chooses it', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    expect((await request(app.server).get('/')).headers['content-security-policy']).toContain("connect-src 'self';");
    await app.close();
    const brand = brandWith({ phoneAuthProvider: 'provider', phoneAuthEndpoint: 'https://phone.provider.example/v1' });
    app = await testGateway(upstream, { clientDir: client.dir, brand });
    const csp = (await request(app.server).get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("connect-src 'self' https://phone.provider.example;");
  });

  it("lets the page load the brand's GeeTest widget: GeeTest's servers, a self-hosted widget's origin, or nothing", async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    const official = (await request(app.server).get('/')).headers['content-security-policy'] as string;
    // GeeTest's own gt4.js loads its API by JSONP and its files from the static servers, with fallbacks.
    expect(official).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/static\.geetest\.com .*https:\/\/gcaptcha4\.geetest\.com/);
    expect(official).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/static\.geetest\.com/);
    expect(official).toContain("connect-src 'self';");
    await app.close();

    app = await testGateway(upstream, {
      clientDir: client.dir,
      brand: brandWith({ geetestScriptUrl: 'http://127.0.0.1:3100/geetest/gt4.js' }),
    });
    const own = (await request(app.server).get('/')).headers['content-security-policy'] as string;
    expect(own).toMatch(/script-src 'self' 'sha256-[^']+' http:\/\/127\.0\.0\.1:3100;/);
    expect(own).not.toContain('geetest.com');
    await app.close();

    app = await testGateway(upstream, { clientDir: client.dir, brand: brandWith({ geetestScriptUrl: '' }) });
    const none = (await request(app.server).get('/')).headers['content-security-policy'] as string;
    expect(none).toMatch(/script-src 'self' 'sha256-[^']+';/);
    expect(none).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('learns CDN origins from status answers passing through', async () => {
    let launch = 'http://first.example';
    upstream.on('GET', '/wps/system/status', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: true,
          value: {
            info: {
              imageCDNs: ['http://img.example'],
              launchGameCDNs: [launch],
              domainRoute: [{ domain: 'http://mirror.example:3000', speed: 40 }],
            },
          },
        }),
      );
    });
    app = await testGateway(upstream, { clientDir: client.dir });
    launch = 'http://second.example';
    await request(app.server).get('/wps/system/status').expect(200);
    const csp = (await request(app.server).get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain('http://first.example');
    expect(csp).toContain('http://second.example');
    expect(csp).toContain('http://img.example');
    // The speed test loads an image from every domain route.
    expect(csp).toMatch(/img-src [^;]*http:\/\/mirror\.example:3000/);
  });

  it('the hash matches the inline script the page carries', async () => {
    const { createHash } = await import('node:crypto');
    app = await testGateway(upstream, { clientDir: client.dir });
    const html = (await text(request(app.server).get('/')).expect(200)).body.toString();
    const inline = /<script>(.*?)<\/script>/.exec(html)![1];
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect((await request(app.server).get('/')).headers['content-security-policy']).toContain(hash);
  });
});

describe('the page on the wire', () => {
  it('sends index.html Brotli- or gzip-compressed as the browser accepts, the same page in each', async () => {
    app = await testGateway(upstream, { clientDir: client.dir });
    const plain = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const br = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await app.inject({ method: 'GET', url: '/promotions', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gz.headers['cache-control']).toBe('no-cache, no-store');
  });

  it("has the page preconnect to the brand's image CDNs, at most two", async () => {
    const brand = brandWith({
      cdn: {
        ...defaultBrand().cdn,
        imageCDNs: ['https://img1.example.com/pics/', 'https://img2.example.com', 'https://img3.example.com'],
      },
    });
    app = await testGateway(upstream, { clientDir: client.dir, brand });
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers.link).toBe('<https://img1.example.com>; rel=preconnect, <https://img2.example.com>; rel=preconnect');
  });
});
