import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('recovery and free-play throttle settings', () => {
  it('default to 5 per account, 20 per address and 5 free plays per address, and read the environment', () => {
    expect(loadConfig({})).toMatchObject({ recoveryPerAccount: 5, recoveryPerClientHour: 20, freePlayPerClientHour: 5 });
    const set = loadConfig({ RECOVERY_PER_ACCOUNT: '3', RECOVERY_PER_ADDRESS_PER_HOUR: '0', FREE_PLAY_PER_ADDRESS_PER_HOUR: '12' });
    expect(set).toMatchObject({ recoveryPerAccount: 3, recoveryPerClientHour: 0, freePlayPerClientHour: 12 });
  });

  it('stops the start on a value that is not a whole number, naming the setting', () => {
    expect(() => loadConfig({ RECOVERY_PER_ACCOUNT: 'five', FREE_PLAY_PER_ADDRESS_PER_HOUR: '-1' })).toThrow(ConfigError);
    try {
      loadConfig({ RECOVERY_PER_ACCOUNT: 'five', FREE_PLAY_PER_ADDRESS_PER_HOUR: '-1' });
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems.some((p) => p.startsWith('RECOVERY_PER_ACCOUNT'))).toBe(true);
      expect(problems.some((p) => p.startsWith('FREE_PLAY_PER_ADDRESS_PER_HOUR'))).toBe(true);
    }
  });
});
