import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigateSafe } from '../../lib/navigation';
import type { SecurityOverview } from '../../../../shared/domains/security/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { changePasswordModal } from '../../lib/stores/auth';
import { withdrawPasswordChangeRequested } from '../../lib/stores/security';
import { flags } from '../../lib/stores/status';
import { EmailForm, MobileForm, RealNameForm } from './BindForms';
import { SignInList } from './SignInList';
import { loadOverview } from './securityData';
import './security.css';

type Editing = 'mobile' | 'email' | 'realName' | null;

/** One item of the account: its name, whether it is done (and what is set), and its action or form. */
function Item(props: { name: string; done: boolean; detail?: string | null; action?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('security');
  return (
    <li className="security-item">
      <div className="security-item__head">
        <span className="security-item__name">{props.name}</span>
        <span className={props.done ? 'security-item__state security-item__state--done' : 'security-item__state'}>
          {props.done ? t('security.done') : t('security.notDone')}
        </span>
        {props.detail && <span className="security-item__detail">{props.detail}</span>}
        {props.action}
      </div>
      {props.children}
    </li>
  );
}

function Items({ overview, onSaved }: { overview: SecurityOverview; onSaved: (overview: SecurityOverview) => void }) {
  useSignals();
  const { t } = useTranslation('security');
  const navigate = useNavigateSafe();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { items } = overview;
  const saveAnd = (text: string) => (next: SecurityOverview) => {
    setEditing(null);
    setSaved(text);
    onSaved(next);
  };
  const open = (item: Exclude<Editing, null>) => {
    setSaved(null);
    setEditing(item);
  };
  const cancel = () => setEditing(null);
  const action = (item: Exclude<Editing, null>, label: string, itemName: string) =>
    editing === item ? null : (
      <button
        type="button"
        className="btn btn--ghost security-item__action"
        onClick={() => open(item)}
        aria-label={t('security.actionItem', { action: label, item: itemName })}
      >
        {label}
      </button>
    );
  const openWithdrawPassword = () => {
    withdrawPasswordChangeRequested.value = items.withdrawPassword;
    navigate('/member/withdraw');
  };

  return (
    <>
      {saved && (
        <p role="status" className="status-text security__saved">
          {saved}
        </p>
      )}
      <ul className="security-items">
        <Item
          name={t('security.items.loginPassword')}
          done={items.loginPassword}
          action={
            <button
              type="button"
              className="btn btn--ghost security-item__action"
              aria-label={t('security.actionItem', { action: t('security.change'), item: t('security.items.loginPassword') })}
              onClick={() => (changePasswordModal.value = { forced: false })}
            >
              {t('security.change')}
            </button>
          }
        />
        {flags.value.PAYMENTPASS3 === true && (
          <Item
            name={t('security.items.withdrawPassword')}
            done={items.withdrawPassword}
            action={
              <button
                type="button"
                className="btn btn--ghost security-item__action"
                aria-label={t('security.actionItem', {
                  action: items.withdrawPassword ? t('security.change') : t('security.set'),
                  item: t('security.items.withdrawPassword'),
                })}
                onClick={openWithdrawPassword}
              >
                {items.withdrawPassword ? t('security.change') : t('security.set')}
              </button>
            }
          />
        )}
        <Item
          name={t('security.items.mobile')}
          done={items.mobile}
          detail={overview.mobile}
          action={action('mobile', items.mobile ? t('security.change') : t('security.bind'), t('security.items.mobile'))}
        >
          {editing === 'mobile' && <MobileForm onSaved={saveAnd(t('security.mobile.saved'))} onCancel={cancel} />}
        </Item>
        <Item
          name={t('security.items.email')}
          done={items.email}
          detail={overview.email}
          action={action('email', items.email ? t('security.change') : t('security.bind'), t('security.items.email'))}
        >
          {editing === 'email' && <EmailForm onSaved={saveAnd(t('security.email.saved'))} onCancel={cancel} />}
        </Item>
        <Item
          name={t('security.items.realName')}
          done={items.realName}
          detail={items.realName ? t('security.realName.fixed') : null}
          action={items.realName ? null : action('realName', t('security.set'), t('security.items.realName'))}
        >
          {editing === 'realName' && <RealNameForm onSaved={saveAnd(t('security.realName.saved'))} onCancel={cancel} />}
        </Item>
      </ul>
    </>
  );
}

/**
 * My account (member centre `securityCenter`, the default page): the account's name, masked mobile
 * and e-mail, registration date and the sign-in before this one; each security item done or not
 * with its action (login password, withdrawal password, mobile by SMS code, e-mail, the real name
 * once); and the recent sign-ins.
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation('security');
  const titleId = useId();
  const [round, setRound] = useState(0);
  const load = useLoad('security/overview', loadOverview, { refreshOn: round, keepPrevious: true });
  const [latest, setLatest] = useState<SecurityOverview | null>(null);
  const overview = latest ?? load.state.value;
  const onSaved = (next: SecurityOverview) => {
    setLatest(next);
    setRound((n) => n + 1);
  };
  return (
    <section className="security" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('security.title')}
      </h2>
      <LoadStatus load={load} loadingText={t('security.loading')} failedText={t('security.failed')} />
      {overview && (
        <>
          <dl className="security-summary">
            <div>
              <dt>{t('security.summary.account')}</dt>
              <dd>{overview.account}</dd>
            </div>
            <div>
              <dt>{t('security.summary.mobile')}</dt>
              <dd>{overview.mobile ?? t('security.summary.none')}</dd>
            </div>
            <div>
              <dt>{t('security.summary.email')}</dt>
              <dd>{overview.email ?? t('security.summary.none')}</dd>
            </div>
            <div>
              <dt>{t('security.summary.regDate')}</dt>
              <dd>{formatDate(overview.regDate)}</dd>
            </div>
            <div>
              <dt>{t('security.summary.lastLogin')}</dt>
              <dd>
                {overview.lastLogin
                  ? t('security.summary.lastLoginAt', { time: formatDateTime(overview.lastLogin.time), ip: overview.lastLogin.ip })
                  : t('security.summary.firstLogin')}
              </dd>
            </div>
          </dl>
          <h3 className="security__subtitle">{t('security.itemsTitle')}</h3>
          <Items overview={overview} onSaved={onSaved} />
          <SignInList round={round} />
        </>
      )}
    </section>
  );
}
