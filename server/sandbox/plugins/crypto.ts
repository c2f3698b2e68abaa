import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sharedScope } from '../../shared-scope';

/** The private half the platform decrypts `Encryption` headers with, plus the modulus it publishes. */
export interface RsaKeyMaterial {
  n: bigint;
  d: bigint;
  modulusHex: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rsaKey: RsaKeyMaterial;
  }
}

export const cryptoPlugin = sharedScope<{ rsaKeyPath?: string }>(async (app: FastifyInstance, { rsaKeyPath }) => {
  app.decorate('rsaKey', loadRsaKey(rsaKeyPath));
});

/**
 * Reads the PEM at `path`, creating it on first start so that restarts keep the key (clients
 * cache the modulus for the length of a call, but a stable key also keeps logs comparable).
 * Without a path the key lives only in memory.
 */
export function loadRsaKey(path?: string): RsaKeyMaterial {
  let key: KeyObject;
  if (path && existsSync(path)) {
    key = createPrivateKey(readFileSync(path, 'utf8'));
  } else {
    key = generateRsaKey();
    if (path) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, key.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    }
  }
  const jwk = key.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error(`Not an RSA private key: ${path ?? 'generated key'}`);
  const n = base64UrlToBigInt(jwk.n);
  return { n, d: base64UrlToBigInt(jwk.d), modulusHex: n.toString(16) };
}

/**
 * A new key the size of the real platform's (1024 bits, exponent 65537), as a KeyObject of its own.
 * Node 20 holds a key's lock while it writes the key out (JWK, PEM) and allocates the result; when
 * that allocation collects the job that generated the same key, the job's destructor takes the same
 * lock and the process hangs for good. The key therefore leaves the job as DER bytes and is read
 * back: the object exported below shares no lock with any job.
 */
function generateRsaKey(): KeyObject {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 65537,
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    publicKeyEncoding: { type: 'spki', format: 'der' },
  });
  return createPrivateKey({ key: privateKey, format: 'der', type: 'pkcs8' });
}

function base64UrlToBigInt(value: string): bigint {
  const hex = Buffer.from(value, 'base64url').toString('hex');
  return BigInt(`0x${hex || '0'}`);
}
