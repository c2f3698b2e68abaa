import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSandbox } from './app';
import { fixedClock } from './clock';
import { GAME_COUNT } from './areas/games/games-seed';
import { PUBLIC_URL, TEST_EPOCH } from './test-support';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = () =>
  buildSandbox({
    dbPath: join(dir, 'data', 'sandbox.db'),
    rsaKeyPath: join(dir, 'data', 'rsa.pem'),
    publicUrl: PUBLIC_URL,
    clock: fixedClock(TEST_EPOCH),
  });

describe('buildSandbox with files', () => {
  it('starts on a fresh database quickly and reuses the data and key on the next start', async () => {
    const started = performance.now();
    const first = await start();
    // About 2.5 s alone on this 2-core machine (10,000 games, RSA key, scrypt of the demo passwords);
    // the bound leaves room for the other test files running beside it.
    expect(performance.now() - started).toBeLessThan(8_000);
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    const key1 = (await first.inject({ url: '/wps/session/key/rsa' })).body;
    const vendors1 = (await first.inject({ url: '/wps/relay/GCSGAME_newGameVendor' })).body;
    await first.close();
    expect(first.db.open).toBe(false);

    const second = await start();
    expect(second.db.prepare('SELECT COUNT(*) FROM games').pluck().get()).toBe(GAME_COUNT);
    expect(second.db.prepare('SELECT COUNT(*) FROM whitelabel_nodes').pluck().get()).toBe(40);
    const key2 = (await second.inject({ url: '/wps/session/key/rsa' })).body;
    expect(key2).toBe(key1);
    expect((await second.inject({ url: '/wps/relay/GCSGAME_newGameVendor' })).body).toBe(vendors1);
    await second.close();
  });

  it('publishes a 1024-bit modulus as lower-case hex text', async () => {
    const app = await start();
    const res = await app.inject({ url: '/wps/session/key/rsa?t=1' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^[0-9a-f]{256}$/);
    await app.close();
  });

  it('keeps an in-memory key per instance without rsaKeyPath', async () => {
    const make = () => buildSandbox({ dbPath: ':memory:', publicUrl: PUBLIC_URL });
    const [a, b] = await Promise.all([make(), make()]);
    const [ka, kb] = await Promise.all([a.inject({ url: '/wps/session/key/rsa' }), b.inject({ url: '/wps/session/key/rsa' })]);
    expect(ka.body).not.toBe(kb.body);
    await Promise.all([a.close(), b.close()]);
  });
});
