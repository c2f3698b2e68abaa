import { describe, it, expect, beforeEach } from 'vitest';
import { formatMoney } from './format';
import { imageUrl, launchUrl } from './cdn';
import { sanitizeHtml } from './html';
import { systemStatus } from './stores/status';
import { readSession, writeSession, readLocal, writeLocal, readSessionJson, writeSessionJson } from './storage';

describe('formatMoney', () => {
  it('uses two decimals, thousands separators and the $ default', () => {
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-12.5, '₱')).toBe('-₱12.50');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
});

describe('cdn', () => {
  beforeEach(() => {
    systemStatus.value = null;
  });

  it('prefixes relative paths with the chosen CDN and leaves absolute URLs alone', () => {
    systemStatus.value = {
      maintenance: false,
      regionRestriction: false,
      location: { ip: '', country: '' },
      info: {
        whitelabel: [],
        register: {},
        resources: [],
        customerService: [],
        domainRoute: [],
        analytics: { gtagId: '' },
        imageCDNs: ['https://a.example'],
        launchGameCDNs: ['https://play.example'],
      },
      imageCDN: 'https://img.example/',
      launchGameCDN: 'https://launch.example',
    };
    expect(imageUrl('/img/banner/w_home-1.svg')).toBe('https://img.example/img/banner/w_home-1.svg');
    expect(imageUrl('img/x.png')).toBe('https://img.example/img/x.png');
    expect(imageUrl('https://other.example/x.png')).toBe('https://other.example/x.png');
    expect(imageUrl('//cdn.example/x.png')).toBe('//cdn.example/x.png');
    expect(launchUrl('/play/slot?id=1')).toBe('https://launch.example/play/slot?id=1');
  });

  it('keeps relative paths before the status is known', () => {
    expect(imageUrl('/img/a.svg')).toBe('/img/a.svg');
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts and handlers and makes links safe', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="https://x.example">x</a> <img src=x onerror="y()"></p>',
    );
    expect(out).not.toContain('script');
    expect(out).not.toContain('onclick');
    expect(out).not.toContain('onerror');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('target="_blank"');
  });
});

describe('storage', () => {
  it('reads and writes the named keys and JSON values', () => {
    writeSession('token', 'abc');
    expect(readSession('token')).toBe('abc');
    expect(sessionStorage.getItem('token')).toBe('abc');
    writeSession('token', null);
    expect(readSession('token')).toBeNull();
    writeLocal('hisLang', 'TL');
    expect(readLocal('hisLang')).toBe('TL');
    writeSessionJson('gameVendors', [{ a: 1 }]);
    expect(readSessionJson('gameVendors')).toEqual([{ a: 1 }]);
    sessionStorage.setItem('gameVendors', '{broken');
    expect(readSessionJson('gameVendors')).toBeNull();
  });

  it('is safe when storage throws', () => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('blocked');
    };
    try {
      expect(readSession('token')).toBeNull();
      expect(readLocal('theme')).toBeNull();
    } finally {
      Storage.prototype.getItem = original;
    }
  });
});
