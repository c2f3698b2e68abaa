import { randomBytes } from 'node:crypto';
import { isolatedDatabaseUrl } from '../test-support/postgres';

/**
 * A new, empty schema on the PostgreSQL behind `url`, and a URL whose connections use it: each test
 * gets tables of its own on the one server, as two replicas of one brand share theirs.
 */
export async function freshSchema(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `edge_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${name}`);
  } finally {
    await client.end();
  }
  return isolatedDatabaseUrl(url, name);
}
