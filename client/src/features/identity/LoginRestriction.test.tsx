import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { formatDateTime } from '../../lib/format';
import { systemStatus } from '../../lib/stores/status';
import { clearSession, token } from '../../lib/stores/session';
import { failure, statusWith } from './fixtures';
import { LoginForm } from './LoginForm';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));

const ENDS = Date.UTC(2024, 4, 16, 2, 0);

async function signInRefusedWith(value: unknown) {
  call.mockImplementation(async (key: string) =>
    key === 'identity.login'
      ? { success: false, value, errorCode: 'protection.restricted', message: 'Account restricted' }
      : failure('function.not.available'),
  );
  renderWithProviders(<LoginForm onRegister={() => undefined} />, { route: '/login' });
  await userEvent.type(screen.getByLabelText('Username'), 'player9');
  await userEvent.type(screen.getByLabelText('Password'), 'Play1234');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('a sign-in refused during a break or a self-exclusion', () => {
  beforeEach(() => {
    call.mockReset();
    clearSession();
    systemStatus.value = statusWith();
  });

  it('says the account is on a break until when', async () => {
    await signInRefusedWith({ kind: 'stopNow', duration: '24h', startedAt: ENDS - 86_400_000, endsAt: ENDS, cancellableFrom: null });
    expect((await screen.findByRole('alert')).textContent).toBe(
      `You stopped playing: your account is on a break until ${formatDateTime(ENDS)}.`,
    );
    expect(token.value).toBeNull();
  });

  it('says the account is self-excluded until when', async () => {
    await signInRefusedWith({ kind: 'exclusion', duration: '6m', startedAt: 0, endsAt: ENDS, cancellableFrom: null });
    expect((await screen.findByRole('alert')).textContent).toBe(`Your account is self-excluded until ${formatDateTime(ENDS)}.`);
  });

  it('shows nothing it cannot read when the refusal carries no restriction', async () => {
    await signInRefusedWith(null);
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('identity.login', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
