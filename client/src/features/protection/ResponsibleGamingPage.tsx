import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { ProtectionState } from '../../../../shared/domains/protection/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import type { Answer } from '../../lib/load/answer';
import { useLoad } from '../../lib/load/useLoad';
import { requireMember } from '../../lib/requireMember';
import { brand } from '../../lib/stores/brand';
import { role } from '../../lib/stores/session';
import { HistorySection } from './HistorySection';
import { LimitsSection } from './LimitsSection';
import { clockOffset, loadState, protectionChanged } from './protectionData';
import { RestrictionSection } from './RestrictionSection';
import { RealityCheckSection, SessionLimitSection } from './SettingsSections';
import { usePlatformNow } from './usePlatformNow';
import './protection.css';

/** The tools the page explains to everyone, signed in or not. */
const TOOLS = ['limits', 'session', 'reality', 'break', 'exclusion', 'stopNow'] as const;

/** A state read with the platform clock's offset at the moment it arrived. */
interface Shown {
  state: ProtectionState;
  offset: number;
}

const withOffset = (answer: Answer<ProtectionState>): Answer<Shown> =>
  answer.success ? { success: true, value: { state: answer.value, offset: clockOffset(answer.value.serverTime) } } : answer;

/**
 * Responsible gaming (/responsible-gaming and the member centre's `responsibleGaming`): the tools
 * explained and the brand's helpline for everyone; for a signed-in member also the limits with
 * what they have used, the session limit, the reality check's interval, take a break,
 * self-exclusion and the account's history.
 */
export default function ResponsibleGamingPage({ level = 2 }: { level?: 1 | 2 }) {
  useSignals();
  const { t } = useTranslation('protection');
  const titleId = useId();
  const who = role.value;
  const signedIn = who === 'member' || who === 'agent';
  const Title = level === 1 ? 'h1' : 'h2';

  return (
    <section className="protection-page" aria-labelledby={titleId}>
      <Title id={titleId} className="section-title">
        {t('protection.title')}
      </Title>
      <p>{t('protection.intro', { name: brand.value.name })}</p>
      <ul className="protection-tools">
        {TOOLS.map((tool) => (
          <li key={tool}>
            <strong>{t(`protection.tools.${tool}.name`)}</strong> {t(`protection.tools.${tool}.text`)}
          </li>
        ))}
      </ul>
      <Helpline />
      {signedIn ? (
        <MemberTools />
      ) : (
        <p>
          {t('protection.signInFirst')}{' '}
          <button type="button" className="btn btn--ghost" onClick={() => requireMember()}>
            {t('protection.signIn')}
          </button>
        </p>
      )}
    </section>
  );
}

/** The brand's helpline (brand configuration); left out when the brand names none. */
function Helpline() {
  const { t } = useTranslation('protection');
  const titleId = useId();
  const helpline = brand.value.helpline;
  if (!helpline) return null;
  return (
    <section className="protection-helpline" aria-labelledby={titleId}>
      <h3 id={titleId} className="protection-section__title">
        {t('protection.helpline.title')}
      </h3>
      <p>{t('protection.helpline.text', { name: helpline.name })}</p>
      <p>
        <a
          href={`tel:${helpline.phone.replace(/[^0-9+]/g, '')}`}
          aria-label={t('protection.helpline.call', { name: helpline.name, phone: helpline.phone })}
        >
          {helpline.phone}
        </a>
        {helpline.url && (
          <>
            {' · '}
            <a href={helpline.url} target="_blank" rel="noopener noreferrer">
              {t('protection.helpline.site', { name: helpline.name })}
            </a>
          </>
        )}
      </p>
    </section>
  );
}

function MemberTools() {
  const { t } = useTranslation('protection');
  const load = useLoad('protection', async (signal) => withOffset(await loadState(signal)));
  // A change answers the new state; it replaces the read until the next read.
  const [changed, setChanged] = useState<Shown | null>(null);
  const [changes, setChanges] = useState(0);
  const read = load.state.value;
  const shown = changed ?? read;
  const state = shown?.state;
  const wakeAt = state ? nextPendingTime(state) : null;
  const now = usePlatformNow(shown?.offset ?? 0, wakeAt);

  const onState = (answer: Answer<ProtectionState>) => {
    if (!answer.success) return;
    setChanged({ state: answer.value, offset: clockOffset(answer.value.serverTime) });
    setChanges((n) => n + 1);
    protectionChanged.value = protectionChanged.peek() + 1;
  };

  // A break or self-exclusion answers the restriction, not the state: read the state again.
  const reread = () => {
    setChanged(null);
    setChanges((n) => n + 1);
    load.refresh();
  };

  return (
    <>
      <LoadStatus load={load} loadingText={t('protection.loading')} failedText={t('protection.failed')} />
      {state && (
        <>
          <LimitsSection state={state} now={now} onState={onState} />
          <SessionLimitSection state={state} now={now} onState={onState} />
          <RealityCheckSection state={state} onState={onState} />
          <RestrictionSection current={state.restriction} onStarted={reread} />
          <HistorySection refreshOn={changes} />
        </>
      )}
    </>
  );
}

/** The earliest time a pending change becomes confirmable, for the clock to wake at. */
function nextPendingTime(state: ProtectionState): number | null {
  const times = [...state.limits.map((l) => l.pending?.effectiveAt), state.sessionLimit.pending?.effectiveAt].filter(
    (n): n is number => typeof n === 'number',
  );
  return times.length > 0 ? Math.min(...times) : null;
}
