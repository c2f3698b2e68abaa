import { writeFileSync } from 'node:fs';

/**
 * Writes a tiny MaxMind DB (format 2.0, IPv4, 24-bit records) holding one network, so the GeoIP
 * reader is tested against the real file format without shipping a licensed database.
 */
type Data = string | number | Data[] | { [key: string]: Data };

function control(type: number, size: number): Buffer {
  if (size >= 29) throw new Error('test encoder handles short values only');
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7]);
}

function uint(type: number, value: number): Buffer {
  const bytes: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Buffer.concat([control(type, bytes.length), Buffer.from(bytes)]);
}

function encode(value: Data, uintType = 6): Buffer {
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, text.length), text]);
  }
  if (typeof value === 'number') return uint(uintType, value);
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map((v) => encode(v))]);
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([k, v]) => [encode(k), encode(v, UINT_TYPES[k] ?? 6)])]);
}

/** Metadata fields whose declared types the reader checks. */
const UINT_TYPES: Record<string, number> = {
  record_size: 5,
  ip_version: 5,
  binary_format_major_version: 5,
  binary_format_minor_version: 5,
  build_epoch: 9,
};

export function writeCountryDb(path: string, network: string, prefix: number, record: Data): void {
  const address = network.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  const bits = Array.from({ length: prefix }, (_, i) => Math.floor(address / 2 ** (31 - i)) % 2);
  const nodeCount = prefix;
  const dataPointer = nodeCount + 16; // offset 0 in the data section
  const tree = Buffer.alloc(nodeCount * 6);
  bits.forEach((bit, i) => {
    const onPath = i === prefix - 1 ? dataPointer : i + 1;
    const records = bit === 0 ? [onPath, nodeCount] : [nodeCount, onPath];
    tree.writeUIntBE(records[0], i * 6, 3);
    tree.writeUIntBE(records[1], i * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    database_type: 'GeoLite2-Country',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_700_000_000,
    description: { en: 'test' },
  });
  const marker = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com')]);
  writeFileSync(path, Buffer.concat([tree, Buffer.alloc(16), encode(record), marker, metadata]));
}
