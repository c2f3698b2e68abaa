import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AffiliateLinks } from './AffiliateLinks';
import { RegisterDownlineForm } from './RegisterDownlineForm';
import './agent.css';

/** Register account (registerCenter): open an account below the agent, and the links others register through. */
export default function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  const titleId = useId();
  return (
    <section className="agent-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('registerCenter.title')}
      </h2>
      <RegisterDownlineForm />
      <AffiliateLinks />
    </section>
  );
}
