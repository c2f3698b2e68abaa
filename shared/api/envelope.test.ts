import { describe, expect, it } from 'vitest';
import { fail, ok } from './envelopeCore';
import { legacyFail, legacyOk, readEnvelope, toLegacy } from './legacyEnvelope';

describe("the older generation's envelope", () => {
  it('answers a success as {status: true, description: "", data}', () => {
    expect(legacyOk({ count: 2 })).toEqual({ status: true, description: '', data: { count: 2 } });
    expect(legacyOk(null)).toEqual({ status: true, description: '', data: null });
  });

  it('answers a failure as {status: false, description: <errorCode>, data: <value or null>}', () => {
    expect(legacyFail('agent.required')).toEqual({ status: false, description: 'agent.required', data: null });
    expect(legacyFail('range.invalid', { maxDays: 93 })).toEqual({ status: false, description: 'range.invalid', data: { maxDays: 93 } });
  });

  it('turns a current answer into the older one, dropping the message it has no place for', () => {
    expect(toLegacy(ok([1, 2]))).toEqual({ status: true, description: '', data: [1, 2] });
    expect(toLegacy(fail('login.not.session', 'Your session has ended'))).toEqual({
      status: false,
      description: 'login.not.session',
      data: null,
    });
  });

  it('reads either envelope into the same result', () => {
    expect(readEnvelope(legacyOk([1]))).toEqual(ok([1]));
    expect(readEnvelope(ok([1]))).toEqual(ok([1]));
    expect(readEnvelope(legacyFail('request_param_err'))).toEqual({ success: false, value: null, errorCode: 'request_param_err' });
    const current = fail('request_param_err', 'pageSize: at most 100');
    expect(readEnvelope(current)).toBe(current);
    // A legacy answer without data reads as a null value.
    expect(readEnvelope({ status: true, description: '' })).toEqual({ success: true, value: null });
  });

  it('reads nothing else as an envelope', () => {
    for (const body of [null, 'text', [1], { status: 'ok' }, { status: true }, { code: 0, msg: 'x' }]) {
      expect(readEnvelope(body), JSON.stringify(body)).toBeNull();
    }
  });
});
