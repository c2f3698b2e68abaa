import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { effect } from '@preact/signals-core';
import { Modal } from '../../components/Modal';
import { memberMoneyOfWire } from '../../lib/money/format';
import { useNavigateSafe } from '../../lib/navigation';
import { signOut } from '../../lib/signOut';
import { role, token } from '../../lib/stores/session';
import { offered } from '../../lib/stores/offered';
import { alertDialog } from '../../lib/stores/ui';
import { clockOffset, loadState, platformNow, protectionChanged, startRestriction } from './protectionData';
import { afterRestriction, useRestrictionText } from './restrictionText';
import './protection.css';

/** How often the reality check looks at the (platform-corrected) clock between reads. */
export const REALITY_TICK_MS = 30_000;
const MINUTE_MS = 60_000;

interface Schedule {
  startedAt: number;
  minutes: number;
  offset: number;
}

/**
 * The next reality check: the first multiple of the interval after the session's start that comes
 * after `seenUpTo` (the platform time the player last answered one, or the first read).
 */
export function nextCheckAt(schedule: Pick<Schedule, 'startedAt' | 'minutes'>, seenUpTo: number): number {
  const every = schedule.minutes * MINUTE_MS;
  const since = Math.max(0, seenUpTo - schedule.startedAt);
  return schedule.startedAt + (Math.floor(since / every) + 1) * every;
}

interface Shown {
  played: number;
  net: string;
}

/**
 * The reality check, mounted by the shell while a member is signed in (over every page, the game
 * frame included). It reads protection.state at sign-in (which also decides whether the platform
 * offers protection), then every N minutes after the session's start shows the time played and the
 * session's net result from a fresh read. Time is the platform's: the device clock moved by the
 * offset of the last read. Between reads it looks every REALITY_TICK_MS; it reads again when the
 * window gains focus or becomes visible (a laptop that slept, a platform clock that moved) and when
 * the player changes a setting on the responsible-gaming page.
 */
export function RealityCheck() {
  useSignals();
  const { t } = useTranslation('protection');
  const go = useNavigateSafe();
  const schedule = useRef<Schedule | null>(null);
  const seenUpTo = useRef<number | null>(null);
  const reading = useRef(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const open = useRef(false);

  const read = useEffectEvent(async () => {
    if (reading.current) return;
    reading.current = true;
    const answer = await loadState();
    reading.current = false;
    if (!answer.success) return;
    const { session, realityCheckMinutes, serverTime } = answer.value;
    schedule.current = { startedAt: session.startedAt, minutes: realityCheckMinutes, offset: clockOffset(serverTime) };
    // Checks before this page was loaded are not shown again; the next one counts from here.
    if (seenUpTo.current === null) seenUpTo.current = serverTime;
    if (!open.current && serverTime >= nextCheckAt(schedule.current, seenUpTo.current)) {
      open.current = true;
      setShown({ played: serverTime - session.startedAt, net: session.net });
    }
  });

  const tick = useEffectEvent(() => {
    const current = schedule.current;
    if (!current || open.current || seenUpTo.current === null) return;
    // Due by the corrected device clock: read again for the platform's own time and the session's result.
    if (platformNow(current.offset) >= nextCheckAt(current, seenUpTo.current)) void read();
  });

  useEffect(() => {
    void read();
    const timer = setInterval(() => tick(), REALITY_TICK_MS);
    const onFocus = () => void read();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    let first = true;
    const stopWatching = effect(() => {
      void protectionChanged.value;
      if (first) first = false;
      else void read();
    });
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      stopWatching();
    };
  }, []);

  if (!shown) return null;
  const carryOn = () => {
    const current = schedule.current;
    seenUpTo.current = current ? platformNow(current.offset) : seenUpTo.current;
    open.current = false;
    setShown(null);
  };
  const stop = async () => {
    open.current = false;
    setShown(null);
    await signOut();
    go('/');
  };
  const net = memberMoneyOfWire(shown.net);
  return (
    <Modal open title={t('protection.realityDialog.title')} className="modal--small reality-check">
      <p>{t('protection.realityDialog.played', { count: Math.floor(shown.played / MINUTE_MS) })}</p>
      <p>{t('protection.realityDialog.net', { net })}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void stop()}>
          {t('protection.realityDialog.stop')}
        </button>
        <button type="button" className="btn btn--primary" onClick={carryOn}>
          {t('protection.realityDialog.continue')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * "Stop now": one press starts a 24-hour break at the platform, which ends every session of the
 * account; the browser then forgets the session (no sign-out call: the token is already ended)
 * and says until when sign-in is refused. Shown while signed in on a platform that offers it.
 * `compact` (a phone's header on a game page) draws it as a finger-sized icon, named "Stop now".
 */
export function StopNowButton({ compact = false }: { compact?: boolean }) {
  useSignals();
  const { t } = useTranslation('protection');
  const go = useNavigateSafe();
  const restrictionText = useRestrictionText();
  const [busy, setBusy] = useState(false);
  if (offered('protection.state') !== true) return null;
  const stop = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await startRestriction({ kind: 'stopNow' });
    setBusy(false);
    if (!answer.success) {
      alertDialog.value = { message: answer.message || t('protection.refused') };
      return;
    }
    afterRestriction(restrictionText(answer.value));
    go('/');
  };
  const name = t('protection.stopNow.button');
  return (
    <button
      type="button"
      className={compact ? 'icon-btn stop-now stop-now--icon' : 'btn btn--ghost stop-now'}
      disabled={busy}
      title={t('protection.stopNow.hint')}
      aria-label={compact ? name : undefined}
      onClick={() => void stop()}
    >
      {compact ? (
        // A stop sign: an octagon with a bar across.
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M8.3 2.5h7.4l5.8 5.8v7.4l-5.8 5.8H8.3l-5.8-5.8V8.3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d="M7.5 12h9" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      ) : (
        name
      )}
    </button>
  );
}

/**
 * What the header mounts while signed in: "stop now" and the reality check, for members and agents
 * (a trial account plays no money). A new sign-in starts a new session, and the check with it.
 */
export default function ProtectionParts() {
  useSignals();
  const who = role.value;
  if (who !== 'member' && who !== 'agent') return null;
  return (
    <>
      <StopNowButton />
      <RealityCheck key={token.value ?? ''} />
    </>
  );
}
