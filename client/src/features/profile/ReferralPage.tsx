import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferredFriend } from '../../../../shared/domains/profile/schemas';
import { referralLink } from '../../../../shared/domains/profile/rules';
import { LoadStatus } from '../../components/LoadStatus';
import { QrCode } from '../../components/QrCode';
import { PagedRecords, type Column } from '../../components/RecordTable';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { loadReferral, loadReferrals } from './profileData';
import './profile.css';

/** The spec's referral QR code is 100 pixels. */
const REFERRAL_QR_SIZE = 100;

type Copied = { what: string; ok: boolean } | null;

/** A value with its copy button; the result is said in a status line beside it. */
function CopyRow({
  label,
  value,
  id,
  copied,
  onCopy,
}: {
  label: string;
  value: string;
  id: string;
  copied: Copied;
  onCopy: (id: string, value: string) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="referral-copy">
      <dt>{label}</dt>
      <dd>
        <span className="referral-copy__value">{value}</span>
        <button type="button" className="chip" aria-label={t('referral.copyLabel', { what: label })} onClick={() => onCopy(id, value)}>
          {t('referral.copy')}
        </button>
        {copied?.what === id && (
          <span role="status" className={copied.ok ? 'status-text' : 'form-field__error'}>
            {copied.ok ? t('referral.copied') : t('referral.copyFailed')}
          </span>
        )}
      </dd>
    </div>
  );
}

/**
 * Invite friends (member centre `referral`): the member's referral code and link (made on the first
 * read, MCSFE_getReferralDetails?autoGenerate=true), its QR code, copy buttons, the number of
 * invitations, the domains to promote it on, and the friends who registered with it.
 */
export default function ReferralPage() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const friendsId = useId();
  const [page, setPage] = useState(1);
  const [copied, setCopied] = useState<Copied>(null);
  const load = useLoad('referral', loadReferral);
  const friends = useLoad(`referrals:${page}`, (signal) => loadReferrals(page, signal), { keepPrevious: true });
  const value = load.state.value;
  const link = value?.referralCode ? referralLink(globalThis.location.origin, value.referralCode) : null;

  const copy = async (what: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ what, ok: true });
    } catch {
      // No clipboard (an insecure page, a refused permission): the text stays on screen to copy by hand.
      setCopied({ what, ok: false });
    }
  };

  const columns: Column<ReferredFriend>[] = [
    { id: 'account', label: t('referral.friends.account'), cell: (f) => f.account },
    { id: 'registeredAt', label: t('referral.friends.registeredAt'), cell: (f) => formatDateTime(f.registeredAt) },
  ];

  return (
    <section className="referral" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('referral.title')}
      </h2>
      <LoadStatus load={load} loadingText={t('referral.loading')} failedText={t('referral.failed')} />
      {value && !link && <p className="status-text">{t('referral.noCode')}</p>}
      {value && link && (
        <div className="referral-card">
          <QrCode value={link} size={REFERRAL_QR_SIZE} label={t('referral.qr')} />
          <dl className="referral-card__facts">
            <CopyRow id="code" label={t('referral.code')} value={value.referralCode} copied={copied} onCopy={copy} />
            <CopyRow id="link" label={t('referral.link')} value={link} copied={copied} onCopy={copy} />
            <div>
              <dt>{t('referral.totalInvitations')}</dt>
              <dd>{formatNumber(value.totalInvitations)}</dd>
            </div>
          </dl>
          {value.promotionDomains.length > 0 && (
            <>
              <h3 className="referral-card__subtitle">{t('referral.domains')}</h3>
              <dl className="referral-card__facts">
                {value.promotionDomains.map((domain, i) => (
                  <CopyRow
                    key={domain}
                    id={`domain-${i}`}
                    label={t('referral.domainLink', { n: i + 1 })}
                    value={referralLink(domain, value.referralCode)}
                    copied={copied}
                    onCopy={copy}
                  />
                ))}
              </dl>
            </>
          )}
        </div>
      )}
      <h3 id={friendsId} className="referral-card__subtitle">
        {t('referral.friends.title')}
      </h3>
      <LoadStatus load={friends} loadingText={t('referral.friends.loading')} failedText={t('referral.friends.failed')} />
      <PagedRecords
        load={friends}
        caption={t('referral.friends.caption')}
        columns={columns}
        rowKey={(f) => `${f.account}-${f.registeredAt}`}
        emptyText={t('referral.friends.empty')}
        onPage={setPage}
      />
    </section>
  );
}
