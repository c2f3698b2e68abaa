import { describe, it, expect, beforeEach } from 'vitest';
import { clearSession, loginInfo } from './stores/session';
import { alertDialog, loginPopup } from './stores/ui';
import { systemStatus } from './stores/status';
import { requireMember } from './requireMember';
import { statusWith } from '../test/status';

const directRegistration = (on: boolean) => {
  systemStatus.value = statusWith({ flags: { DIRECTREG3: on } });
};

describe('requireMember', () => {
  beforeEach(() => {
    clearSession();
    loginPopup.value = null;
    alertDialog.value = null;
  });

  it('opens the login popup for a visitor', () => {
    expect(requireMember()).toBe(false);
    expect(loginPopup.value).toBe('login');
  });

  it('warns a trial account with in_need_true_account and its button', () => {
    loginInfo({ token: 't', id: 1, userName: 'trial000001', isAgent: 4 });
    expect(requireMember()).toBe(false);
    expect(alertDialog.value).toEqual({ message: 'Please register an account first', confirmText: 'OK' });
    expect(loginPopup.value).toBeNull();
  });

  it('offers a trial account Register beside OK when direct registration is on', () => {
    directRegistration(true);
    loginInfo({ token: 't', id: 1, userName: 'trial000001', isAgent: 4 });
    expect(requireMember()).toBe(false);
    expect(alertDialog.value).toMatchObject({ message: 'Please register an account first', confirmText: 'OK' });
    expect(alertDialog.value?.secondary?.text).toBe('Register');
    alertDialog.value?.secondary?.run();
    expect(loginPopup.value).toBe('register');
    directRegistration(false);
    requireMember();
    expect(alertDialog.value?.secondary).toBeUndefined();
    systemStatus.value = null;
  });

  it('lets members and agents through', () => {
    loginInfo({ token: 't', id: 1, userName: 'player1', isAgent: 0 });
    expect(requireMember()).toBe(true);
    loginInfo({ token: 't', id: 2, userName: 'agent1', isAgent: 1 });
    expect(requireMember()).toBe(true);
    expect(alertDialog.value).toBeNull();
  });
});
