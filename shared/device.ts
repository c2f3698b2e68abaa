/**
 * How a sign-in's device is shown in the recent sign-ins ("Chrome · Windows"), read from the
 * browser's User-Agent. Shared by the gateway, which records the sign-ins it forwards, and the
 * sandbox, which keeps its own record of each sign-in as a platform does.
 */

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

/** The largest User-Agent read; anything longer is cut before it is matched. */
export const USER_AGENT_MAX = 512;

const first = (list: ReadonlyArray<[RegExp, string]>, agent: string): string | undefined => list.find(([re]) => re.test(agent))?.[1];

/** 'Chrome · Windows' from a User-Agent; the parts it cannot tell are left out, null when neither is known. */
export function describeUserAgent(agent: string): string | null {
  const parts = [first(BROWSERS, agent), first(SYSTEMS, agent)].filter((p): p is string => p !== undefined);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The device as the sign-in list shows it: the User-Agent described, else the platform's `Device`
 * header ('web'), cut to 32 characters, else 'web'.
 */
export function deviceLabel(userAgent: string, deviceHeader: string | undefined): string {
  const described = describeUserAgent(userAgent.slice(0, USER_AGENT_MAX));
  if (described) return described;
  const device = (deviceHeader ?? '').trim().slice(0, 32);
  return device || 'web';
}
