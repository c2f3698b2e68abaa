import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sharedScope } from '../../shared-scope';
import { migrate } from '../db/migrate';
import { prepareSeed, seedDatabase } from '../db/seed';
import type { SeedOptions } from '../db/seed/seed-part';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repositories;
  }
}

export interface DbPluginOptions extends Record<string, unknown> {
  dbPath: string;
  seed?: SeedOptions;
}

/** Opens the database, brings the schema up to date, seeds what is missing and closes it with the app. */
export const dbPlugin = sharedScope<DbPluginOptions>(async (app: FastifyInstance, { dbPath, seed }) => {
  const db = openDatabase(dbPath);
  const now = app.clock.now();
  migrate(db, now);
  await prepareSeed(db, seed);
  seedDatabase(db, now, seed);
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db));
  app.addHook('onClose', async () => {
    db.close();
  });
});

export function openDatabase(dbPath: string): Database {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new BetterSqlite3(dbPath);
  // WAL lets readers proceed while a write is in flight; an in-memory database has no journal file.
  if (dbPath !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  return db;
}
