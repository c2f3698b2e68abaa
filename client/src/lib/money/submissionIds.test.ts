import { describe, expect, it } from 'vitest';
import { newRequestId, submissionIds } from './submissionIds';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const timedOut = { success: false, errorCode: 'gateway.upstream_timeout' };
const refused = { success: false, errorCode: 'balance.insufficient' };

describe('submissionIds', () => {
  it('makes ids the platform takes (8–64 of letters, digits, _ and -), a new one each time', () => {
    expect(newRequestId()).toMatch(REQUEST_ID);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('sends the retry after a time-out with the same request id', () => {
    const ids = submissionIds();
    const first = ids.idFor('100.00');
    ids.settled(timedOut);
    expect(ids.idFor('100.00')).toBe(first);
  });

  it('keeps the id after every failure whose outcome is unknown', () => {
    for (const errorCode of ['network', 'aborted', 'gateway.upstream_unavailable', 'gateway.upstream_invalid']) {
      const ids = submissionIds();
      const first = ids.idFor('100.00');
      ids.settled({ success: false, errorCode });
      expect(ids.idFor('100.00'), errorCode).toBe(first);
    }
  });

  it('sends the retry after a refusal with a new request id', () => {
    const ids = submissionIds();
    const first = ids.idFor('100.00');
    ids.settled(refused);
    const second = ids.idFor('100.00');
    expect(second).toMatch(REQUEST_ID);
    expect(second).not.toBe(first);
  });

  it('makes a new id after a success', () => {
    const ids = submissionIds();
    const first = ids.idFor('100.00');
    ids.settled({ success: true });
    expect(ids.idFor('100.00')).not.toBe(first);
  });

  it('makes a new id after the gateway turned the attempt away before forwarding it', () => {
    for (const errorCode of ['gateway.throttled', 'gateway.bot_check_failed']) {
      const ids = submissionIds();
      const first = ids.idFor('100.00');
      ids.settled({ success: false, errorCode });
      expect(ids.idFor('100.00'), errorCode).not.toBe(first);
    }
  });

  it('keeps the id of a timed-out attempt through a retry the gateway did not forward', () => {
    const ids = submissionIds();
    const first = ids.idFor('100.00');
    ids.settled(timedOut);
    ids.idFor('100.00');
    ids.settled({ success: false, errorCode: 'gateway.throttled' });
    expect(ids.idFor('100.00')).toBe(first);
    // The platform's answer to the repeated id settles it.
    ids.settled(refused);
    expect(ids.idFor('100.00')).not.toBe(first);
  });

  it('makes a new id for other values, even after a time-out', () => {
    const ids = submissionIds();
    const first = ids.idFor('100.00');
    ids.settled(timedOut);
    expect(ids.idFor('200.00')).not.toBe(first);
  });
});
