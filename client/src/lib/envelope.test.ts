import { describe, it, expect } from 'vitest';
import * as shared from '../../../shared/api/envelope';
import { fail, isEnvelope } from './envelope';

describe('client envelope helpers', () => {
  it('behave as the shared ones', () => {
    expect(fail('x', 'y')).toEqual(shared.fail('x', 'y'));
    expect(fail('x', 'y', 3)).toEqual(shared.fail('x', 'y', 3));
    for (const body of [null, 'text', [], {}, { success: 'yes' }, { success: false }, { success: true, value: 1 }]) {
      expect(isEnvelope(body)).toBe(shared.isEnvelope(body));
    }
  });
});
