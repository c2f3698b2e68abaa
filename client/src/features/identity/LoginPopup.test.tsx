import { describe, it, expect, beforeEach, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { systemStatus } from '../../lib/stores/status';
import { loginPopup, sessionEndedNotice } from '../../lib/stores/ui';
import { failure, statusWith } from './fixtures';
import { LoginPopup } from './LoginPopup';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));

describe('LoginPopup', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation(async () => failure('function.not.available'));
    systemStatus.value = statusWith({ flags: { DIRECTREG3: true } });
    loginPopup.value = null;
    sessionEndedNotice.value = null;
  });

  it('says why a session ended, and forgets the reason when the popup closes', async () => {
    const reason = 'You have been logged out because your account signed in on another device';
    renderWithProviders(<LoginPopup />);
    act(() => {
      sessionEndedNotice.value = reason;
      loginPopup.value = 'login';
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(dialog.contains(screen.getByRole('alert'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(loginPopup.value).toBeNull();
    expect(sessionEndedNotice.value).toBeNull();

    act(() => {
      loginPopup.value = 'login';
    });
    await screen.findByRole('dialog', { name: 'Log In' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
