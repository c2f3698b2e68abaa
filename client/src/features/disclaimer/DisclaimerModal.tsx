import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../components/Modal';
import { brand } from '../../lib/stores/brand';
import { acceptDisclaimer, disclaimerPending, isDisclaimerAccepted } from './disclaimerState';

const Statements = ['age', 'official', 'employee', 'terms'] as const;
type Statement = (typeof Statements)[number];

export { isDisclaimerAccepted };

/**
 * The age-limit disclaimer: shown on entry until accepted, remembered for the
 * session. It cannot be dismissed any other way: no close button, no Escape.
 */
export function DisclaimerModal() {
  useSignals();
  const { t } = useTranslation();
  const open = disclaimerPending.value;
  const [ticked, setTicked] = useState<Record<Statement, boolean>>({ age: true, official: true, employee: true, terms: true });
  const [warning, setWarning] = useState(false);
  const { ageLimit, copyrightYear, name } = brand.value;

  if (!open) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Statements.some((s) => !ticked[s])) {
      setWarning(true);
      return;
    }
    acceptDisclaimer();
  };

  return (
    <>
      <Modal open title={t('disclaimer.title')} showClose={false} closeOnEscape={false} className="disclaimer">
        <form onSubmit={submit} noValidate>
          <p className="disclaimer__intro">{t('disclaimer.intro')}</p>
          <fieldset className="disclaimer__statements">
            <legend>{t('disclaimer.legend')}</legend>
            {Statements.map((s) => (
              <label key={s} className="check">
                <input type="checkbox" checked={ticked[s]} onChange={(e) => setTicked((prev) => ({ ...prev, [s]: e.target.checked }))} />
                <span>{t(`disclaimer.${s}`, { age: ageLimit })}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn--primary btn--block">
            {t('disclaimer.submit')}
          </button>
          <p className="disclaimer__copyright">{t('disclaimer.copyright', { year: copyrightYear, name })}</p>
        </form>
      </Modal>
      <Modal open={warning} title={t('disclaimer.warningTitle')} showClose={false} closeOnEscape={false} className="modal--small">
        <p role="alert">{t('disclaimer.warning', { age: ageLimit })}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={() => setWarning(false)}>
          {t('disclaimer.warningSubmit')}
        </button>
      </Modal>
    </>
  );
}
