import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../plugins/db';
import { loadMigrations, migrate } from './migrate';

describe('migrate', () => {
  it('applies every numbered migration once, in order, and records it', () => {
    const db = openDatabase(':memory:');
    const names = loadMigrations().map((m) => m.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names).toEqual([...names].sort());
    expect(migrate(db, 42)).toEqual(names);
    const recorded = db.prepare('SELECT version, name, applied_at AS appliedAt FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(loadMigrations().map((m) => ({ version: m.version, name: m.name, appliedAt: 42 })));
    db.close();
  });

  it('is a no-op when run again', () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    expect(migrate(db, 2)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: loadMigrations().length });
    db.close();
  });

  it('creates the accounts and sessions tables the token rule reads', () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
    expect(columns('sessions')).toEqual(['token', 'account_id', 'expires_at', 'created_at', 'ip', 'device']);
    expect(columns('accounts')).toEqual(
      expect.arrayContaining([
        'id',
        'username',
        'password_hash',
        'type',
        'created_at',
        'mobile_dialing_code',
        'mobile_number',
        'referral_code',
        'club_rank',
        'first_login',
        'password_changed_at',
        'password_is_default',
        'last_login_ip',
      ]),
    );
    db.close();
  });

  it('rolls back a failing migration together with its record', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '001_good.sql'), 'CREATE TABLE a (id INTEGER);');
    writeFileSync(join(dir, '002_bad.sql'), 'CREATE TABLE b (id INTEGER); INSERT INTO missing VALUES (1);');
    const db = openDatabase(':memory:');
    expect(() => migrate(db, 1, loadMigrations(`${dir}/`))).toThrow();
    expect(db.prepare('SELECT name FROM schema_migrations').pluck().all()).toEqual(['001_good.sql']);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });
});
