import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceLabel } from './device';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('describeUserAgent', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome · Windows'],
    [SAFARI_IPHONE, 'Safari · iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36', 'Chrome · Linux'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0', 'Edge · Windows'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0', 'Firefox · Android'],
    ['curl/8.0', null],
  ])('%s', (agent, expected) => {
    expect(describeUserAgent(agent)).toBe(expected);
  });
});

describe('deviceLabel', () => {
  it('falls back to the Device header, then to web', () => {
    expect(deviceLabel(CHROME_WINDOWS, 'web')).toBe('Chrome · Windows');
    expect(deviceLabel('curl/8.0', ' android ')).toBe('android');
    expect(deviceLabel('', undefined)).toBe('web');
    expect(deviceLabel('x', 'd'.repeat(40))).toBe('d'.repeat(32));
  });
});
