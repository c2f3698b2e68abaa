import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { MATCH_CALLS } from '../../lib/featureCalls';
import { offers } from '../../lib/stores/offered';
import { useLoad } from '../../lib/load/useLoad';
import { formatDateTime } from '../../lib/format';
import { matchesLoader } from './gamesData';

/**
 * The sports lobby's match list: matches under way first, then the next to kick off, of the chosen
 * book or of every one (games.match). Steps aside on a platform without the call.
 */
export function Matches({ vendor }: { vendor: string | null }) {
  useSignals();
  return offers(MATCH_CALLS) ? <MatchList vendor={vendor} /> : null;
}

function MatchList({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const load = useLoad(`matches:${vendor ?? ''}`, matchesLoader(vendor));
  const value = load.state.value;
  if (!value || value.list.length === 0) return null;
  return (
    <section className="matches" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('matches.title')}
      </h2>
      <ul className="matches__list">
        {value.list.map((m) => (
          <li key={m.matchId} className="matches__match">
            <span className="matches__league">{m.league}</span>
            <span className="matches__teams">{t('matches.teams', { home: m.homeTeam, away: m.awayTeam })}</span>
            {m.status === 'LIVE' ? (
              <span className="matches__live">{t('matches.live')}</span>
            ) : (
              <time className="matches__time" dateTime={new Date(m.startTime).toISOString()}>
                {formatDateTime(m.startTime)}
              </time>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
