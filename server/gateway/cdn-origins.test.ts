import { describe, expect, it } from 'vitest';
import { CdnOrigins } from './cdn-origins';

describe('CdnOrigins.preconnectLink', () => {
  it('names no origin before an image CDN list is known', () => {
    const origins = new CdnOrigins();
    origins.record({ launchGameCDNs: ['https://launch.example.com'], domainRoute: [{ domain: 'https://speed.example.com' }] });
    expect(origins.preconnectLink()).toBeNull();
  });

  it('follows the latest image CDN list, in its order, once per origin and without the speed-test domains', () => {
    const origins = new CdnOrigins();
    origins.record({ imageCDNs: ['https://a.example.com/x', 'not a url', 'https://a.example.com/y'] });
    expect(origins.preconnectLink()).toBe('<https://a.example.com>; rel=preconnect');
    origins.record({
      imageCDNs: ['https://b.example.com', 'https://c.example.com'],
      domainRoute: [{ domain: 'https://speed.example.com' }],
    });
    expect(origins.preconnectLink()).toBe('<https://b.example.com>; rel=preconnect, <https://c.example.com>; rel=preconnect');
    // An answer without a list leaves the known one.
    origins.record({});
    expect(origins.preconnectLink()).toContain('b.example.com');
  });
});
