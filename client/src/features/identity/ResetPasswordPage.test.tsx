import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { forgotPasswordModal } from '../../lib/stores/auth';
import { resetRegisterRulesForTesting } from '../../lib/stores/registerRules';
import { failure, ok } from './fixtures';
import ResetPasswordPage from './ResetPasswordPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));

const TOKEN = 'ab'.repeat(16);

beforeEach(() => {
  call.mockReset();
  forgotPasswordModal.value = false;
  resetRegisterRulesForTesting();
});

async function fill(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('the reset page an e-mailed link opens', () => {
  it('sets the new password with the link token, then sends the member to sign in', async () => {
    call.mockResolvedValue(ok(null));
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?resetToken=${TOKEN}` });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await fill('Fresh1234', 'Fresh1235');
    expect(call).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh1234');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringMatching(/password has been changed/));
    expect(call).toHaveBeenCalledExactlyOnceWith('identity.resetPasswordByLink', { token: TOKEN, password: 'Fresh1234' });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('says an expired or used link cannot be used and offers to ask again', async () => {
    call.mockResolvedValue(failure('password.reset.link.invalid'));
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?resetToken=${TOKEN}` });
    await fill('Fresh1234');
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or has already been used/);
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(forgotPasswordModal.value).toBe(true);
  });

  it('refuses a link without a well-formed token before any call', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?resetToken=nope' });
    expect(screen.getByRole('alert').textContent).toMatch(/expired or has already been used/);
    expect(call).not.toHaveBeenCalled();
  });
});
