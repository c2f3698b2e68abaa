import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignIn } from '../../../../shared/domains/security/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { RecordTable, type Column } from '../../components/RecordTable';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { loadSignIns } from './securityData';

/** The account's recent sign-ins, newest first: time, address, device, and which displaced another session. */
export function SignInList({ round }: { round: number }) {
  const { t } = useTranslation('security');
  const titleId = useId();
  const load = useLoad('security/signIns', loadSignIns, { refreshOn: round, keepPrevious: true });
  const rows = load.state.value;
  const columns: readonly Column<SignIn>[] = [
    { id: 'time', label: t('security.signIns.time'), cell: (row) => formatDateTime(row.time) },
    { id: 'ip', label: t('security.signIns.ip'), cell: (row) => row.ip },
    { id: 'device', label: t('security.signIns.device'), cell: (row) => row.device },
    {
      id: 'note',
      label: t('security.signIns.note'),
      cell: (row) =>
        [row.current && t('security.signIns.current'), row.displacedOther && t('security.signIns.displacedOther')]
          .filter(Boolean)
          .join(' · '),
    },
  ];
  return (
    <section className="security-signins" aria-labelledby={titleId}>
      <h3 id={titleId} className="security__subtitle">
        {t('security.signIns.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('security.signIns.loading')} failedText={t('security.signIns.failed')} />
      {rows && rows.length === 0 && <p className="status-text">{t('security.signIns.empty')}</p>}
      {rows && rows.length > 0 && (
        <RecordTable caption={t('security.signIns.caption')} columns={columns} rows={rows} rowKey={(row) => `${row.time}-${row.ip}`} />
      )}
    </section>
  );
}
