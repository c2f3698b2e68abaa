import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { encryptRequest, decryptRequest } from '../../../shared/crypto';
import { loadRsaKey } from './crypto';

const run = promisify(execFile);

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

describe('generateRsaKey', () => {
  // Exporting the KeyObject that generateKeyPairSync hands back hung Node 20 for good in about half the runs of
  // this loop: a young-generation collection inside the export freed the generating job, whose
  // destructor waited on the lock the export held. The small young generation and the strings kept
  // make those collections frequent, as a test process building many sandboxes does.
  it('gives keys that export under frequent garbage collection without hanging the process', async () => {
    const module = fileURLToPath(new URL('./crypto.ts', import.meta.url));
    const script = `
      const { loadRsaKey } = await import(${JSON.stringify(module)});
      const kept = [];
      for (let i = 0; i < 500; i++) {
        kept.push(loadRsaKey().modulusHex);
        if (kept.length > 50) kept.length = 0;
      }
      console.log('exported 500 keys');
    `;
    const { stdout } = await run(process.execPath, ['--max-semi-space-size=1', '--import', 'tsx', '--input-type=module', '-e', script], {
      timeout: 40_000,
      killSignal: 'SIGKILL',
    });
    expect(stdout.trim()).toBe('exported 500 keys');
  }, 60_000);
});
