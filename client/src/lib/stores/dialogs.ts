import { computed } from '@preact/signals-core';
import { alertDialog, helpModal, loginPopup } from './ui';
import { changePasswordModal, forgotPasswordModal, logoutConfirm, registerSuccessModal } from './auth';

/**
 * A dialog has been asked for, even if its chunk is still loading (the login popup is mounted a
 * moment after the click), or a sign-in is under way. Popups that open by themselves (the notices)
 * wait while this is true, as they wait while a dialog is on screen.
 */
export const dialogRequested = computed(
  () =>
    loginPopup.value !== null ||
    helpModal.value.open ||
    alertDialog.value !== null ||
    changePasswordModal.value !== null ||
    forgotPasswordModal.value ||
    logoutConfirm.value ||
    registerSuccessModal.value !== null,
);
