import { describe, expect, it } from 'vitest';
import { cidrContains, cidrMatcher, normaliseIp, parseAddress, parseCidr } from './cidr';

describe('cidr', () => {
  it('matches IPv4 ranges at their edges', () => {
    const range = parseCidr('203.0.113.0/24')!;
    expect(cidrContains(range, '203.0.113.0')).toBe(true);
    expect(cidrContains(range, '203.0.113.255')).toBe(true);
    expect(cidrContains(range, '203.0.114.0')).toBe(false);
    expect(cidrContains(range, '203.0.112.255')).toBe(false);
  });

  it('treats a bare address as a single host and /0 as everything of its family', () => {
    expect(cidrMatcher(['198.51.100.7'])('198.51.100.7')).toBe(true);
    expect(cidrMatcher(['198.51.100.7'])('198.51.100.8')).toBe(false);
    expect(cidrMatcher(['0.0.0.0/0'])('8.8.8.8')).toBe(true);
    expect(cidrMatcher(['0.0.0.0/0'])('2001:db8::1')).toBe(false);
  });

  it('matches IPv6 ranges, compressed forms included', () => {
    const matches = cidrMatcher(['2001:db8:abcd::/48']);
    expect(matches('2001:db8:abcd:12::1')).toBe(true);
    expect(matches('2001:0db8:abcd:0000:0000:0000:0000:0001')).toBe(true);
    expect(matches('2001:db8:abce::1')).toBe(false);
    expect(cidrMatcher(['::1'])('::1')).toBe(true);
    expect(cidrMatcher(['::/0'])('fe80::1')).toBe(true);
  });

  it('sees IPv4-mapped IPv6 clients as their IPv4 address', () => {
    expect(normaliseIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(cidrMatcher(['10.0.0.0/8'])('::ffff:10.1.2.3')).toBe(true);
    expect(parseAddress('::ffff:10.1.2.3')).toEqual({ family: 4, value: 0x0a010203n });
  });

  it('parses an IPv6 address with a dotted tail', () => {
    expect(parseAddress('64:ff9b::192.0.2.1')?.value).toBe((0x64ff9bn << 96n) | 0xc0000201n);
  });

  it('rejects malformed ranges', () => {
    expect(parseCidr('10.0.0.0/33')).toBeNull();
    expect(parseCidr('10.0.0/8')).toBeNull();
    expect(parseCidr('10.0.0.0/8/1')).toBeNull();
    expect(parseCidr('not-an-ip')).toBeNull();
    expect(cidrMatcher(['bogus', '10.0.0.0/8'])('10.9.9.9')).toBe(true);
    expect(cidrMatcher(['10.0.0.0/8'])('garbage')).toBe(false);
  });
});
