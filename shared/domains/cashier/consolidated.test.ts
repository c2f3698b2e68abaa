import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ConsolidatedFundsValue } from './schemas';

describe('the consolidated funds value', () => {
  const states = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };

  it('carries the sum as a number, as the v2 balance does', () => {
    expect(Value.Check(ConsolidatedFundsValue, { sumBalance: 1250.5, ...states })).toBe(true);
    expect(Value.Check(ConsolidatedFundsValue, { sumBalance: '1250.50', ...states })).toBe(false);
  });
});
