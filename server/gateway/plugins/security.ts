import type { CdnOrigins } from '../cdn-origins';
import { sharedScope } from '../../shared-scope';

export interface SecurityPluginOptions extends Record<string, unknown> {
  /** The CSP source of the inline brand script (`'sha256-…'`). */
  brandScriptHash: string;
  cdnOrigins: CdnOrigins;
  /** Origins the page calls by script besides its own: the brand's phone-authentication provider. */
  connectOrigins?: string[];
  /** Origins the page loads scripts and their stylesheets from besides its own: the brand's GeeTest widget. */
  scriptOrigins?: string[];
  /** The site is served over TLS only: browsers are told never to use plain http for it (HSTS). */
  https?: boolean;
}

/** A year, and every subdomain: the brand serves nothing over plain http once it says it serves over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The servers GeeTest v4's own gt4.js loads from: its API (JSONP `load` and `verify`) and its static files, with their fallbacks. */
const GEETEST_API_HOSTS = ['gcaptcha4.geetest.com', 'gcaptcha4.geevisit.com', 'gcaptcha4.gsensebot.com'];
const GEETEST_STATIC_HOSTS = ['static.geetest.com', 'static.geevisit.com', 'dn-staticdown.qbox.me'];

/**
 * The origins a page needs for the brand's GeeTest widget script: none when the brand never loads
 * it, every GeeTest server when it is GeeTest's own script (the widget picks among them), else the
 * script's own origin (a self-hosted widget, such as the sandbox's stand-in, answers from there).
 */
export function geetestScriptOrigins(scriptUrl: string): string[] {
  if (scriptUrl === '') return [];
  const url = new URL(scriptUrl);
  if (!GEETEST_STATIC_HOSTS.includes(url.hostname)) return [url.origin];
  return [...GEETEST_STATIC_HOSTS, ...GEETEST_API_HOSTS].map((host) => `https://${host}`);
}

const STATIC_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // Customer service opens in a popup that the page keeps a handle on.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/** Whether an answer's Content-Type is a page, which gets the Content-Security-Policy. */
export function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

export function contentSecurityPolicy(
  brandScriptHash: string,
  imageOrigins: string[],
  launchOrigins: string[],
  connectOrigins: string[] = [],
  scriptOrigins: string[] = [],
): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", brandScriptHash, ...scriptOrigins].join(' '),
    // Swiper and React set inline styles; a widget script brings its stylesheet from its own servers.
    ['style-src', "'self'", "'unsafe-inline'", ...scriptOrigins].join(' '),
    // Banners and icons come from the image CDNs, and operators may link images on any https host.
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins, 'https:'].join(' '),
    // The speed test loads images, so no other origin needs to be reachable by script.
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    ['frame-src', "'self'", ...launchOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy an HTML answer carries now (it allows the CDNs in use, which the status call can change). */
    pagePolicy(): string;
  }
}

/**
 * Security headers on every answer, and on HTML a policy that allows exactly the CDNs in use. The
 * proxy writes its answers itself (plugins/proxy.ts), so it adds the same policy through `pagePolicy`.
 */
export const securityPlugin = sharedScope<SecurityPluginOptions>(
  async (app, { brandScriptHash, cdnOrigins, connectOrigins = [], scriptOrigins = [], https = false }) => {
    const pagePolicy = () =>
      contentSecurityPolicy(brandScriptHash, cdnOrigins.imageOrigins(), cdnOrigins.launchOrigins(), connectOrigins, scriptOrigins);
    app.decorate('pagePolicy', pagePolicy);

    // Both hooks run on every answer, so they are synchronous (no promise per request).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(STATIC_HEADERS);
      if (https) reply.header('strict-transport-security', HSTS);
      reply.header('x-request-id', request.id);
      done();
    });

    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (isHtml(type)) reply.header('content-security-policy', pagePolicy());
      done(null, payload);
    });
  },
);
