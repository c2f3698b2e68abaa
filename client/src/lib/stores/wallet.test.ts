import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, loginInfo } from './session';
import { balance, loadBalance, refreshBalance, resetBalance } from './wallet';

vi.mock('../api', () => ({ call: vi.fn() }));
import { call } from '../api';

const answer = (sumBalance: number) => ({ success: true, value: { sumBalance, balance: [], currency: 'PHP', currencySymbol: '₱' } });

describe('wallet store', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    resetBalance();
  });
  afterEach(() => {
    clearSession();
    resetBalance();
  });

  it('asks nothing without a session', async () => {
    await refreshBalance();
    expect(call).not.toHaveBeenCalled();
  });

  it('reads the balance again for a member', async () => {
    loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });
    vi.mocked(call).mockResolvedValue(answer(25) as never);
    await refreshBalance();
    expect(call).toHaveBeenCalledWith('cashier.balance', { typeId: '0' });
    expect(balance.value?.sumBalance).toBe(25);
  });

  it('keeps the latest read when an older answer arrives late', async () => {
    let answerFirst: (value: unknown) => void = () => {};
    vi.mocked(call)
      .mockImplementationOnce((() => new Promise((resolve) => (answerFirst = resolve))) as never)
      .mockResolvedValueOnce(answer(80) as never);
    const first = loadBalance();
    await loadBalance();
    answerFirst(answer(100));
    await first;
    expect(balance.value?.sumBalance).toBe(80);
  });
});
