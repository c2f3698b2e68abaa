import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptRequest, decryptRequest } from '../../../shared/crypto';
import { loadRsaKey } from './crypto';

describe('loadRsaKey', () => {
  it('creates the PEM once and reads the same key back', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'rsa-')), 'keys', 'rsa.pem');
    const created = loadRsaKey(path);
    expect(readFileSync(path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(statSync(path).mode & 0o077).toBe(0);
    const again = loadRsaKey(path);
    expect(again).toEqual(created);
    expect(created.modulusHex).toBe(created.n.toString(16));
    expect(created.n.toString(2)).toHaveLength(1024);
  });

  it('decrypts what a client encrypts with the published modulus', () => {
    const key = loadRsaKey();
    const sealed = encryptRequest({ username: 'player01', note: 'ñ✓' }, key.modulusHex);
    const payload = decryptRequest(
      { encryption: sealed.headers.Encryption, digest: sealed.headers['X-Digest'], rsa: sealed.headers['X-RSA'], body: sealed.body },
      key,
    );
    expect(payload).toEqual({ username: 'player01', note: 'ñ✓' });
  });
});
