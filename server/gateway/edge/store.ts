import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { EDGE_MIGRATIONS, type EdgeMigration } from './migrations';

/** One SQL dialect (PostgreSQL's) for both stores: `$1`-style parameters, rows as plain objects. */
export interface EdgeSql {
  query<Row extends Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * The brand's own records, kept by the gateway (player protection, sign-ins): PostgreSQL when
 * DATABASE_URL is set, shared by every replica; otherwise PGlite, PostgreSQL compiled to
 * WebAssembly, in-process, so a development start needs no server.
 */
export interface EdgeStore extends EdgeSql {
  readonly engine: 'postgres' | 'embedded';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: EdgeSql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface EdgeStoreOptions {
  /** postgres://…; null = the embedded store. */
  databaseUrl: string | null;
  /** The embedded store's directory; null or absent = in memory (tests). */
  dataDir?: string | null;
  migrations?: readonly EdgeMigration[];
}

/** Opens the store and brings its tables up to date before the gateway answers anything. */
export async function openEdgeStore(options: EdgeStoreOptions): Promise<EdgeStore> {
  const store = options.databaseUrl ? await postgresStore(options.databaseUrl) : await embeddedStore(options.dataDir ?? null);
  try {
    await migrate(store, options.migrations ?? EDGE_MIGRATIONS);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/** Any number between replicas: the key of the advisory lock that lets one replica migrate at a time. */
const MIGRATION_LOCK = 7_302_114;

/**
 * Applies the migrations not yet recorded in `edge_migrations`, in order, all in one transaction
 * under an advisory lock: replicas starting together migrate once, and a failure leaves the tables
 * as they were. Returns the names applied.
 */
export async function migrate(store: EdgeStore, migrations: readonly EdgeMigration[]): Promise<string[]> {
  return store.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await sql.query(`CREATE TABLE IF NOT EXISTS edge_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const rows = await sql.query<{ version: number }>('SELECT version FROM edge_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const done: string[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await sql.query(statement);
      await sql.query('INSERT INTO edge_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      done.push(migration.name);
    }
    return done;
  });
}

async function embeddedStore(dataDir: string | null): Promise<EdgeStore> {
  // Loaded only when used: a gateway on PostgreSQL never loads the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite');
  const db: PGlite = await PGlite.create(dataDir ?? undefined);
  const on = (target: PGlite | Transaction): EdgeSql => ({
    async query<Row extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
  });
  return {
    engine: 'embedded',
    ...on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    close: () => db.close(),
  };
}

async function postgresStore(databaseUrl: string): Promise<EdgeStore> {
  const { default: pg } = await import('pg');
  // BIGINT (epoch milliseconds) comes back as a number: every time kept here fits in 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool: Pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const on = (target: Pool | PoolClient): EdgeSql => ({
    async query<Row extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
  });
  // Fails at start, with the server's own message, when the database cannot be reached.
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A store opened on first use: a gateway built without one (tests, tools) pays the embedded store's
 * start only when a call needs the brand's records.
 */
export function lazyEdgeStore(options: EdgeStoreOptions): EdgeStore {
  let opening: Promise<EdgeStore> | null = null;
  const store = () => (opening ??= openEdgeStore(options));
  return {
    engine: options.databaseUrl ? 'postgres' : 'embedded',
    query: async (sql, params) => (await store()).query(sql, params),
    transaction: async (work) => (await store()).transaction(work),
    close: async () => {
      if (opening) await (await opening).close();
    },
  };
}
