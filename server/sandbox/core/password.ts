import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt with a per-account random salt, stored as
 * `scrypt$N$r$p$<salt b64>$<key b64>` so the cost can be raised later without breaking old hashes.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
// N=16384, r=8 needs 16 MiB; Node's default ceiling is 32 MiB, stated here so a higher N fails loudly.
const MAXMEM = 64 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function format(salt: Buffer, key: Buffer): string {
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<string> {
  return format(salt, await scryptAsync(password, salt, { N, r: R, p: P, maxmem: MAXMEM }));
}

const seedMemo = new Map<string, string>();

/**
 * The seed's hashes: its salts come from the seed's PRNG, so the same (password, salt) always
 * gives the same hash and is computed once per process however many databases are seeded.
 */
export function seedPasswordHash(password: string, salt: Buffer): string {
  const memoKey = `${password}\u0000${salt.toString('base64')}`;
  let hash = seedMemo.get(memoKey);
  if (!hash) {
    hash = format(salt, scryptSync(password.normalize('NFC'), salt, KEY_BYTES, { N, r: R, p: P, maxmem: MAXMEM }));
    seedMemo.set(memoKey, hash);
  }
  return hash;
}

/** Fills the seed memo on the thread pool, in parallel, before the (synchronous) seed runs. */
export async function warmSeedPasswordHashes(entries: ReadonlyArray<{ password: string; salt: Buffer }>): Promise<void> {
  await Promise.all(
    entries.map(async ({ password, salt }) => {
      const memoKey = `${password}\u0000${salt.toString('base64')}`;
      if (!seedMemo.has(memoKey)) seedMemo.set(memoKey, await hashPassword(password, salt));
    }),
  );
}

const HASH_FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;
/** Compared against when the account does not exist, so an unknown name costs as long as a wrong password. */
const DUMMY_HASH = format(Buffer.alloc(SALT_BYTES, 7), Buffer.alloc(KEY_BYTES, 0));

/** True when `password` matches `stored`; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const match = HASH_FORMAT.exec(stored ?? DUMMY_HASH) ?? HASH_FORMAT.exec(DUMMY_HASH)!;
  const [, n, r, p, saltText, keyText] = match;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), { N: Number(n), r: Number(r), p: Number(p), maxmem: MAXMEM });
  const same = actual.length === expected.length && timingSafeEqual(actual, expected);
  return same && stored !== undefined && stored !== null && HASH_FORMAT.test(stored);
}
