import { isIP } from 'node:net';

/**
 * IPv4 and IPv6 address ranges, written by hand because the brand's restriction rules are a few
 * ranges checked once per status call: a dependency would add more than it saves.
 */

export interface ParsedAddress {
  family: 4 | 6;
  value: bigint;
}

/** `::ffff:1.2.3.4` is how Node reports IPv4 clients on dual-stack sockets: treat it as `1.2.3.4`. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  // Called for every proxied request: only an address starting `::` can be a mapped one.
  if (!trimmed.startsWith('::')) return trimmed;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

export function parseAddress(ip: string): ParsedAddress | null {
  const address = normaliseIp(ip);
  const family = isIP(address);
  if (family === 4) return { family: 4, value: ipv4ToBigInt(address) };
  if (family === 6) return { family: 6, value: ipv6ToBigInt(address) };
  return null;
}

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(address: string): bigint {
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for the last two groups.
  let text = address.split('%')[0];
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

export interface Cidr {
  family: 4 | 6;
  network: bigint;
  prefix: number;
}

/** Accepts `a.b.c.d`, `a.b.c.d/n`, `x:y::z` and `x:y::z/n`; a bare address is a single-host range. */
export function parseCidr(text: string): Cidr | null {
  const [addressText, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const address = parseAddress(addressText);
  if (!address) return null;
  const bits = address.family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits || (prefixText !== undefined && !/^\d+$/.test(prefixText))) return null;
  return { family: address.family, network: address.value & mask(bits, prefix), prefix };
}

function mask(bits: number, prefix: number): bigint {
  const all = (1n << BigInt(bits)) - 1n;
  return prefix === 0 ? 0n : (all >> BigInt(bits - prefix)) << BigInt(bits - prefix);
}

export function cidrContains(range: Cidr, ip: string): boolean {
  const address = parseAddress(ip);
  if (!address || address.family !== range.family) return false;
  const bits = range.family === 4 ? 32 : 128;
  return (address.value & mask(bits, range.prefix)) === range.network;
}

/** Compiles a list once; invalid entries are dropped (the brand schema has already checked them). */
export function cidrMatcher(ranges: readonly string[]): (ip: string) => boolean {
  const parsed = ranges.map(parseCidr).filter((r): r is Cidr => r !== null);
  return (ip) => parsed.some((range) => cidrContains(range, ip));
}
