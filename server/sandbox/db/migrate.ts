import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files beside this module, in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => FILE_NAME.test(file))
    .sort()
    .map((file) => ({
      version: Number(FILE_NAME.exec(file)![1]),
      name: file,
      sql: readFileSync(`${dir}${file}`, 'utf8'),
    }));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each inside its own
 * transaction together with its record, so a failure leaves the database at the last good
 * version. Returns the names applied by this call (empty when up to date).
 */
export function migrate(db: Database, appliedAt: number, migrations = loadMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, appliedAt);
    })();
    done.push(migration.name);
  }
  return done;
}
