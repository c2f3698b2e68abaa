import type { FastifyRequest } from 'fastify';
import { Header } from '../../../shared/api/headers';

/** Browsers by the token their User-Agent carries; the first match wins, so Edge and Opera come before Chrome, Chrome before Safari. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: ReadonlyArray<[RegExp, string]>, agent: string): string | undefined => list.find(([re]) => re.test(agent))?.[1];

/** 'Chrome · Windows' from a User-Agent; the parts it cannot tell are left out, null when neither is known. */
export function describeUserAgent(agent: string): string | null {
  const parts = [first(BROWSERS, agent), first(SYSTEMS, agent)].filter((p): p is string => p !== undefined);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The largest User-Agent read; anything longer is cut before it is matched. */
const AGENT_MAX = 512;

/**
 * The device of a request as the sign-in list shows it: the browser's own User-Agent (the site sends
 * it Base64-encoded in `X-Real-UA`, since the gateway may stand between), else the request's
 * User-Agent, else the platform's `Device` header ('web').
 */
export function deviceOf(request: FastifyRequest): string {
  const encoded = header(request, Header.realUserAgent);
  const real = encoded ? Buffer.from(encoded.slice(0, AGENT_MAX * 2), 'base64').toString('utf8') : '';
  const agent = (real || header(request, 'user-agent') || '').slice(0, AGENT_MAX);
  const described = describeUserAgent(agent);
  if (described) return described;
  const device = (header(request, Header.device) ?? '').trim().slice(0, 32);
  return device || 'web';
}
