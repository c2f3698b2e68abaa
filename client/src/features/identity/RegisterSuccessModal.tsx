import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/Modal';
import { language } from '../../lib/i18n';
import { registerSuccessModal } from '../../lib/stores/auth';
import { mobileAccountMessageKey } from './mobileAccountMessage';

/** registerSuccessModal; a mobile registration shows its generated account first. */
export function RegisterSuccessModal() {
  useSignals();
  const { t } = useTranslation('identity');
  const success = registerSuccessModal.value;
  const close = () => {
    registerSuccessModal.value = null;
  };
  return (
    <Modal open={success !== null} title={t('register.successTitle')} onClose={close} className="modal--small">
      {success && (
        <div className="form-stack">
          {success.byMobile && (
            <p role="status">
              {t(mobileAccountMessageKey(language.value), { account: success.account })}
              {success.generatedPassword && <> {t('register.generatedPassword', { password: success.generatedPassword })}</>}
            </p>
          )}
          <p>{t('register.successText', { account: success.account })}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={close}>
            {t('common.ok')}
          </button>
        </div>
      )}
    </Modal>
  );
}
