import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginPromotionValue } from '../../../../shared/domains/rewards/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { memberMoneyOfWire } from '../../lib/money/format';
import { errorKey, loadLogin, signIn } from './rewardsData';

/** The days of the platform month holding `today` (YYYY-MM-DD), as YYYY-MM-DD. */
export function monthDays(today: string): string[] {
  const [year, month] = today.split('-').map(Number);
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${today.slice(0, 8)}${String(i + 1).padStart(2, '0')}`);
}

/** A platform day's date as text: the day is a calendar date, so it is shown in UTC as written. */
const dayText = (date: string, options: Intl.DateTimeFormatOptions) =>
  formatDate(Date.parse(`${date}T00:00:00Z`), { ...options, timeZone: 'UTC' });

type DayState = 'done' | 'today' | 'next';

/** Which cycle days are behind the member, which one is today's, which are to come. */
function cycleStates(login: LoginPromotionValue): DayState[] {
  return login.days.map(({ day }) => {
    if (day < login.cycleDay || (day === login.cycleDay && login.signedToday)) return 'done';
    return day === login.cycleDay ? 'today' : 'next';
  });
}

/**
 * The daily sign-in: the streak, the 7-day cycle's rewards (a missed day starts it again), the
 * month's calendar with the days signed in, and today's sign-in, which pays today's reward once.
 */
export function SignInCard({ refresh, onPaid }: { refresh: number; onPaid: () => void }) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const load = useLoad('rewards/login', loadLogin, { refreshOn: refresh });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const login = load.state.value;

  const sign = async () => {
    setBusy(true);
    const answer = await signIn();
    setBusy(false);
    if (answer.success) {
      setMessage(t('rewards.signIn.paid', { amount: memberMoneyOfWire(answer.value.reward.amount), streak: answer.value.streak }));
      onPaid();
      return;
    }
    const key = errorKey(answer.errorCode);
    setMessage(key ? t(`rewards.errors.${key}`) : answer.message || t('rewards.failed'));
  };

  const signed = new Set(login?.signedDays.map((d) => d.date));
  const states = login ? cycleStates(login) : [];
  return (
    <section className="rewards-card rewards-signin" aria-labelledby={titleId}>
      <h3 id={titleId} className="rewards-card__title">
        {t('rewards.signIn.title')}
      </h3>
      <LoadStatus load={load} loadingText={t('rewards.loading')} failedText={t('rewards.failed')} />
      {login && (
        <>
          <p className="rewards-signin__streak">{t('rewards.signIn.streak', { count: login.streak })}</p>
          <ol className="rewards-cycle" aria-label={t('rewards.signIn.cycle')}>
            {login.days.map((day, i) => (
              <li key={day.day} className={`rewards-cycle__day rewards-cycle__day--${states[i]}`}>
                <span className="rewards-cycle__name">{t('rewards.signIn.day', { n: day.day })}</span>
                <span className="rewards-cycle__amount">{memberMoneyOfWire(day.amount)}</span>
                <span className="rewards-cycle__state">{t(`rewards.signIn.state.${states[i]}`)}</span>
                {day.turnover !== '0.00' && (
                  <span className="rewards-cycle__turnover">{t('rewards.turnoverOf', { amount: memberMoneyOfWire(day.turnover) })}</span>
                )}
              </li>
            ))}
          </ol>
          <button type="button" className="btn btn--primary rewards-signin__button" disabled={busy || login.signedToday} onClick={sign}>
            {login.signedToday
              ? t('rewards.signIn.done')
              : t('rewards.signIn.button', { amount: memberMoneyOfWire(login.days[login.cycleDay - 1].amount) })}
          </button>
          <p className="rewards-message" aria-live="polite">
            {message}
          </p>
          <h4 className="rewards-calendar__title">{dayText(login.today, { month: 'long', year: 'numeric' })}</h4>
          <ol className="rewards-calendar" aria-label={t('rewards.signIn.calendar')}>
            {monthDays(login.today).map((date) => {
              const isSigned = signed.has(date);
              const label = dayText(date, { day: 'numeric', month: 'long' });
              return (
                <li
                  key={date}
                  className={`rewards-calendar__day${isSigned ? ' rewards-calendar__day--signed' : ''}${date === login.today ? ' rewards-calendar__day--today' : ''}`}
                  aria-label={isSigned ? t('rewards.signIn.signedOn', { date: label }) : label}
                  aria-current={date === login.today ? 'date' : undefined}
                >
                  {dayText(date, { day: 'numeric' })}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
