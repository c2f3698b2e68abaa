import { afterEach, describe, expect, it } from 'vitest';
import { edgeEngines } from '../test-support/postgres';
import { openEdgeStore, migrate, type EdgeStore } from './store';
import { freshSchema } from './test-support';

let store: EdgeStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

describe.each(edgeEngines())('the edge store on $engine', ({ engine, databaseUrl }) => {
  const open = async () => openEdgeStore({ databaseUrl: databaseUrl && (await freshSchema(databaseUrl)) });

  it('applies every migration once, recorded, and again none', async () => {
    store = await open();
    expect(store.engine).toBe(engine);
    const rows = await store.query<{ name: string }>('SELECT name FROM edge_migrations ORDER BY version');
    expect(rows.map((row) => row.name)[0]).toBe('001_sessions_sign_ins');
    expect(await migrate(store, [{ version: 1, name: '001_sessions_sign_ins', statements: ['SELECT 1'] }])).toEqual([]);
  });

  it('rolls a failed migration back whole, keeping the last good version', async () => {
    store = await open();
    const bad = [
      { version: 900, name: '900_good', statements: ['CREATE TABLE good_one (id INTEGER)'] },
      { version: 901, name: '901_bad', statements: ['CREATE TABLE bad_one (id INTEGER)', 'SELECT no_such_column FROM good_one'] },
    ];
    await expect(migrate(store, bad)).rejects.toThrow(/no_such_column/);
    const versions = await store.query<{ version: number }>('SELECT version FROM edge_migrations WHERE version >= 900');
    expect(versions).toEqual([]);
    const tables = await store.query("SELECT table_name FROM information_schema.tables WHERE table_name IN ('good_one', 'bad_one')");
    expect(tables).toEqual([]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    store = await open();
    await store.query('CREATE TABLE t (n BIGINT)');
    await store.transaction((sql) => sql.query('INSERT INTO t VALUES ($1)', [1]));
    await expect(
      store.transaction(async (sql) => {
        await sql.query('INSERT INTO t VALUES ($1)', [2]);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await store.query('SELECT n FROM t')).toEqual([{ n: 1 }]);
  });
});
