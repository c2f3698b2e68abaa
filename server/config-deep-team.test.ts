import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SANDBOX_DEEP_TEAM, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv/site');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('SANDBOX_DEEP_TEAM', () => {
  it('seeds 10,000 deep-team members by default, none with 0, or the number given', () => {
    expect(DEFAULT_SANDBOX_DEEP_TEAM).toBe(10_000);
    expect(loadConfig({}).sandboxDeepTeamMembers).toBe(10_000);
    expect(loadConfig({ SANDBOX_DEEP_TEAM: '0' }).sandboxDeepTeamMembers).toBe(0);
    expect(loadConfig({ SANDBOX_DEEP_TEAM: '100000' }).sandboxDeepTeamMembers).toBe(100_000);
  });

  it('refuses what is not a count, a team too small for six levels, and more than a million', () => {
    for (const value of ['yes', '-1', '5', '1000001', '1e4']) {
      expect(problemsOf({ SANDBOX_DEEP_TEAM: value })).toEqual([
        `SANDBOX_DEEP_TEAM must be 0 or a number of members from 6 to 1000000 (got "${value}")`,
      ]);
    }
  });
});
