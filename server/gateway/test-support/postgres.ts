/**
 * A real PostgreSQL for the edge store's tests: TEST_DATABASE_URL (`.ci/run` starts a server from
 * Debian's packages and sets it). Without it the PostgreSQL half of those tests skips; under CI=true
 * that is an error, because a CI run must not pass without having tested the shared store.
 */
export function testDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim() || null;
  if (!url && process.env.CI === 'true')
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the edge store needs a real PostgreSQL');
  return url;
}

/** The stores every edge test runs on: the embedded one always, PostgreSQL when there is one. */
export function edgeEngines(): Array<{ engine: 'embedded' | 'postgres'; databaseUrl: string | null }> {
  const url = testDatabaseUrl();
  return [{ engine: 'embedded', databaseUrl: null }, ...(url ? [{ engine: 'postgres' as const, databaseUrl: url }] : [])];
}

/** A fresh schema per test file on PostgreSQL, so files running in parallel do not see each other's rows. */
export function isolatedDatabaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${name}`);
  return parsed.toString();
}
