import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPow } from '../../../shared/crypto/pow';
import { runBotCheck, solveChallenge } from './botCheck';

const call = vi.hoisted(() => vi.fn());
vi.mock('./api', () => ({ call }));

beforeEach(() => call.mockReset());

describe('runBotCheck', () => {
  it('asks the gateway for a challenge and answers the solution as the headers of the protected call', async () => {
    call.mockResolvedValue({ success: true, value: { challengeId: 'c-1', prefix: 'abc', difficulty: 8, expiresAt: 0 } });
    const check = await runBotCheck('identity.smsNoLogin');
    expect(call).toHaveBeenCalledWith('identity.botChallenge');
    if (!('headers' in check)) throw new Error(check.error);
    expect(Object.keys(check.headers).sort()).toEqual(['X-Bot-Challenge', 'X-Bot-Nonce']);
    expect(check.headers['X-Bot-Challenge']).toBe('c-1');
    expect(verifyPow('abc', check.headers['X-Bot-Nonce'], 8)).toBe(true);
  });

  it('answers the failure when no challenge could be had', async () => {
    call.mockResolvedValue({ success: false, errorCode: 'gateway.throttled', message: 'Too many requests' });
    expect(await runBotCheck('identity.register')).toEqual({ error: 'Too many requests' });
  });
});

describe('solveChallenge', () => {
  it('finds the nonce the shared verifier accepts, yielding between batches', async () => {
    const nonce = await solveChallenge('prefix', 10);
    expect(verifyPow('prefix', nonce, 10)).toBe(true);
  });

  it('refuses a difficulty out of range', async () => {
    await expect(solveChallenge('p', 33)).rejects.toThrow(RangeError);
  });
});
