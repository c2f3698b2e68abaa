import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from './shared-plugin';

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

export const cryptoPlugin = sharedPlugin<{ rsaKeyPath?: string }>(async (app: FastifyInstance, { rsaKeyPath }) => {
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
    // 1024 bits and exponent 65537: the size and exponent of the real platform's key.
    key = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 }).privateKey;
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

function base64UrlToBigInt(value: string): bigint {
  const hex = Buffer.from(value, 'base64url').toString('hex');
  return BigInt(`0x${hex || '0'}`);
}
