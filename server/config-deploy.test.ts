import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DRAIN_MS, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv/site');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('SANDBOX_DEV_HELPERS', () => {
  it('is on by default only for a development sandbox on loopback', () => {
    expect(loadConfig({}).sandboxDevHelpers).toBe(true);
    expect(loadConfig({ SANDBOX_HOST: '::1' }).sandboxDevHelpers).toBe(true);
    // The container image runs with NODE_ENV=production; docker-compose binds the sandbox to 0.0.0.0.
    expect(loadConfig({ NODE_ENV: 'production' }).sandboxDevHelpers).toBe(false);
    expect(loadConfig({ SANDBOX_HOST: '0.0.0.0' }).sandboxDevHelpers).toBe(false);
  });

  it('is switched by 0 or 1 whatever the defaults say', () => {
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_HOST: '0.0.0.0', SANDBOX_DEV_HELPERS: '1' }).sandboxDevHelpers).toBe(true);
    expect(loadConfig({ SANDBOX_DEV_HELPERS: '0' }).sandboxDevHelpers).toBe(false);
    expect(problemsOf({ SANDBOX_DEV_HELPERS: 'yes' })).toEqual(['SANDBOX_DEV_HELPERS must be 0 or 1 (got "yes")']);
  });
});

describe('DRAIN_MS', () => {
  it('defaults to five seconds and takes a whole number of milliseconds', () => {
    expect(loadConfig({}).drainMs).toBe(DEFAULT_DRAIN_MS);
    expect(DEFAULT_DRAIN_MS).toBe(5000);
    expect(loadConfig({ DRAIN_MS: '0' }).drainMs).toBe(0);
    expect(loadConfig({ DRAIN_MS: '250' }).drainMs).toBe(250);
    expect(problemsOf({ DRAIN_MS: '-1' })).toEqual(['DRAIN_MS must be a whole number from 0 to 120000 (got "-1")']);
    expect(problemsOf({ DRAIN_MS: '999999' })).toEqual(['DRAIN_MS must be a whole number from 0 to 120000 (got "999999")']);
  });
});
