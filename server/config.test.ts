import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>, cwd?: string): string[] => {
  try {
    loadConfig(env, cwd);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      upstreams: [],
      sandboxPort: 3100,
      sandboxHost: '127.0.0.1',
      sandboxPublicUrl: 'http://localhost:3100',
      dataDir: '/srv/site/data',
      redisUrl: null,
      trustProxy: false,
      logLevel: 'info',
      upstreamTimeoutMs: 15000,
      requestCeilingPerMinute: 1200,
      botCheckDifficulty: 16,
    });
    expect(config.brand.ageLimit).toBe(21);
    expect(config.brand.lotteryType).toBe('Lott');
  });

  it('splits mirrors and reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      UPSTREAM_URL: 'https://a.example, https://b.example/',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '10.0.0.0/8,loopback',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/gf',
    });
    expect(config.upstreams).toEqual(['https://a.example', 'https://b.example/']);
    expect(config.port).toBe(8080);
    expect(config.trustProxy).toBe('10.0.0.0/8,loopback');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ BOT_CHECK_DIFFICULTY: '8' }).botCheckDifficulty).toBe(8);
    expect(loadConfig({ BOT_CHECK_DIFFICULTY: '0' }).botCheckDifficulty).toBe(0);
  });

  it('names every bad setting', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      SANDBOX_PORT: '70000',
      UPSTREAM_URL: 'ftp://x',
      REDIS_URL: 'localhost:6379',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'sometimes',
      GEOIP_DB: '/nope/geo.mmdb',
      UPSTREAM_TIMEOUT_MS: '5',
      REQUEST_CEILING_PER_MINUTE: 'lots',
      BOT_CHECK_DIFFICULTY: '25',
    });
    for (const name of [
      'PORT',
      'SANDBOX_PORT',
      'UPSTREAM_URL',
      'REDIS_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'GEOIP_DB',
      'UPSTREAM_TIMEOUT_MS',
      'REQUEST_CEILING_PER_MINUTE',
      'BOT_CHECK_DIFFICULTY',
    ]) {
      expect(problems.some((p) => p.startsWith(name))).toBe(true);
    }
  });

  it('reads the edge store, the sandbox profile and whether sandbox-only calls are forwarded', () => {
    const defaults = loadConfig({});
    expect(defaults.databaseUrl).toBeNull();
    expect(defaults.sandboxProfile).toBe('full');
    // The built-in full sandbox answers sandbox-only calls; an external platform does not.
    expect(defaults.upstreamSandboxCalls).toBe(true);
    expect(loadConfig({ SANDBOX_PROFILE: 'reference' }).upstreamSandboxCalls).toBe(false);
    expect(loadConfig({ UPSTREAM_URL: 'https://platform.example' }).upstreamSandboxCalls).toBe(false);
    expect(loadConfig({ UPSTREAM_URL: 'http://sandbox:3100', UPSTREAM_SANDBOX_CALLS: '1' }).upstreamSandboxCalls).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/edge' }).databaseUrl).toBe('postgres://u@db:5432/edge');
    const problems = problemsOf({ DATABASE_URL: 'mysql://db', SANDBOX_PROFILE: 'lenient', UPSTREAM_SANDBOX_CALLS: 'yes' });
    for (const name of ['DATABASE_URL', 'SANDBOX_PROFILE', 'UPSTREAM_SANDBOX_CALLS']) {
      expect(
        problems.some((p) => p.startsWith(name)),
        name,
      ).toBe(true);
    }
  });

  it('refuses a sandbox on the gateway port', () => {
    expect(problemsOf({ PORT: '4000', SANDBOX_PORT: '4000' })[0]).toMatch(/SANDBOX_PORT must differ/);
  });

  it('checks the brand file and names the bad field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gf-brand-'));
    writeFileSync(join(dir, 'good.json'), JSON.stringify({ merchant: 'brand01', languages: ['EN'], ageLimit: 18 }));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ageLimit: 3, defaultLanguage: 'EN' }));
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    const good = loadConfig({ BRAND_CONFIG: 'good.json' }, dir).brand;
    expect(good).toMatchObject({ merchant: 'brand01', languages: ['EN'], ageLimit: 18, theme: 'dark' });
    expect(problemsOf({ BRAND_CONFIG: 'bad.json' }, dir).join('\n')).toMatch(/BRAND_CONFIG .*\/ageLimit/);
    expect(problemsOf({ BRAND_CONFIG: 'broken.json' }, dir).join('\n')).toMatch(/cannot be read as JSON/);
    expect(problemsOf({ BRAND_CONFIG: 'missing.json' }, dir).join('\n')).toMatch(/cannot be read/);
  });
});
