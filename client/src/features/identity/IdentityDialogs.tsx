import { LoginPopup } from './LoginPopup';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LogoutConfirm } from './LogoutConfirm';
import { RegisterSuccessModal } from './RegisterSuccessModal';

/** Every dialog of the identity area, mounted once by the header. */
export function IdentityDialogs() {
  return (
    <>
      <LoginPopup />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <LogoutConfirm />
      <RegisterSuccessModal />
    </>
  );
}
