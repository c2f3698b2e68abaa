import { signal } from '@preact/signals-core';

/**
 * Dialogs of the identity area, opened from anywhere (header, menus, the login form) and rendered
 * once by the header.
 */

/** The change-password dialog. `forced` cannot be closed; `knownPassword` hides the old-password field. */
export interface ChangePasswordRequest {
  forced: boolean;
  /** Kept in memory only, from the login form that just succeeded; never stored. */
  knownPassword?: string;
}
export const changePasswordModal = signal<ChangePasswordRequest | null>(null);

export const forgotPasswordModal = signal(false);

export const logoutConfirm = signal(false);

/** Shown after a registration; `generatedPassword` only for a mobile registration without a password field. */
export interface RegisterSuccess {
  account: string;
  generatedPassword?: string;
  byMobile: boolean;
}
export const registerSuccessModal = signal<RegisterSuccess | null>(null);

/** Set after a sign-in that did not need the forced change: the after-login popups may open. */
export const afterLoginModal = signal(false);
