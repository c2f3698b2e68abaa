import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentError } from '../../../../shared/domains/agent/errors';
import type { AffiliateLink, DownlineAccountType } from '../../../../shared/domains/agent/schemas';
import { Field } from '../../components/form/Field';
import { useForm } from '../../components/form/useForm';
import { LoadStatus } from '../../components/LoadStatus';
import { QrCode } from '../../components/QrCode';
import { call } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { loadAffiliateLinks } from './agentData';

/** The spec's QR size beside a link (the guide's and the menu's size). */
const LINK_QR_SIZE = 100;

/**
 * The agent's affiliate links: each code with the kind of account it opens, its registration
 * address (copied with one button), how many accounts registered through it and its QR code; below,
 * a new link for one of the domains the brand lets agents promote.
 */
export function AffiliateLinks() {
  const { t } = useTranslation('agent');
  const titleId = useId();
  const load = useLoad('agentAffiliateLinks', loadAffiliateLinks);
  const [copied, setCopied] = useState<{ code: string; ok: boolean } | null>(null);
  const value = load.state.value;

  const copy = async (link: AffiliateLink) => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied({ code: link.code, ok: true });
    } catch {
      // No clipboard (an insecure page, a refused permission): the address stays on screen to copy by hand.
      setCopied({ code: link.code, ok: false });
    }
  };

  return (
    <section className="agent-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="agent-card__title">
        {t('links.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('links.loading')} failedText={t('links.failed')} />
      {value && value.links.length === 0 && <p className="status-text">{t('links.empty')}</p>}
      {value && value.links.length > 0 && (
        <ul className="agent-links">
          {value.links.map((link) => (
            <li key={link.code} className="agent-link">
              <QrCode value={link.url} size={LINK_QR_SIZE} label={t('links.qr', { code: link.code })} />
              <dl className="agent-link__facts">
                <div>
                  <dt>{t('links.code')}</dt>
                  <dd>{link.code}</dd>
                </div>
                <div>
                  <dt>{t('links.type')}</dt>
                  <dd>{t(link.accountType === 1 ? 'accountTypes.1' : 'accountTypes.0')}</dd>
                </div>
                <div>
                  <dt>{t('links.registrations')}</dt>
                  <dd>{formatNumber(link.registrations)}</dd>
                </div>
                <div>
                  <dt>{t('links.created')}</dt>
                  <dd>{formatDate(link.createdAt)}</dd>
                </div>
                <div className="agent-link__url">
                  <dt>{t('links.url')}</dt>
                  <dd>
                    <span className="agent-link__address">{link.url}</span>
                    <button
                      type="button"
                      className="chip"
                      aria-label={t('links.copyLabel', { code: link.code })}
                      onClick={() => void copy(link)}
                    >
                      {t('links.copy')}
                    </button>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="agent-done">
        {copied && t(copied.ok ? 'links.copied' : 'links.copyFailed', { code: copied.code })}
      </p>
      {value && <NewLinkForm domains={value.domains} onCreated={load.refresh} />}
    </section>
  );
}

type LinkField = 'domain';

function NewLinkForm({ domains, onCreated }: { domains: readonly string[]; onCreated: () => void }) {
  const { t } = useTranslation('agent');
  const titleId = useId();
  const form = useForm<LinkField>();
  const [accountType, setAccountType] = useState<DownlineAccountType>(0);
  const [chosen, setChosen] = useState('');
  const [created, setCreated] = useState<AffiliateLink | null>(null);
  // The first offered domain until the agent picks another (or the brand stops offering the one picked).
  const domain = domains.includes(chosen) ? chosen : (domains[0] ?? '');

  const submit = form.handleSubmit(async () => {
    setCreated(null);
    form.reset();
    const answer = await call('agent.createAffiliateLink', { accountType, domain });
    if (!answer.success) {
      form.refuse(answer, {
        codes: {
          [AgentError.domainUnknown]: ['domain', t('links.errors.domainUnknown')],
          [AgentError.linkLimit]: ['domain', t('links.errors.linkLimit')],
        },
        fallback: t('links.errors.failed'),
      });
      return;
    }
    setCreated(answer.value);
    onCreated();
  });

  if (domains.length === 0) return <p className="status-text">{t('links.noDomains')}</p>;

  return (
    <form className="form-stack agent-link-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h4 id={titleId} className="agent-link-form__title">
        {t('links.newTitle')}
      </h4>
      <Field label={t('links.type')}>
        {(control) => (
          <select {...control} className="form-input" value={accountType} onChange={(e) => setAccountType(e.target.value === '1' ? 1 : 0)}>
            <option value={0}>{t('accountTypes.0')}</option>
            <option value={1}>{t('accountTypes.1')}</option>
          </select>
        )}
      </Field>
      <Field label={t('links.domain')} error={form.errors.domain}>
        {(control) => (
          <select {...control} className="form-input" value={domain} onChange={(e) => setChosen(e.target.value)}>
            {domains.map((offered) => (
              <option key={offered} value={offered}>
                {offered}
              </option>
            ))}
          </select>
        )}
      </Field>
      {form.formError && (
        <p className="form-field__error" role="alert">
          {form.formError}
        </p>
      )}
      {created && (
        <p className="agent-done" role="status">
          {t('links.createdDone', { code: created.code })}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {t('links.create')}
      </button>
    </form>
  );
}
