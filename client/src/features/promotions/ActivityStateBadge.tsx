import { useTranslation } from 'react-i18next';
import type { ActivityState } from '../../../../shared/domains/promotions/schemas';

const KEYS: Record<ActivityState, string> = {
  IN_PROCESS: 'activities.states.inProcess',
  JOINED: 'activities.states.joined',
  APPLYING: 'activities.states.applying',
  REJECTED: 'activities.states.rejected',
  ISSUED: 'activities.states.issued',
  CLAIMED: 'activities.states.claimed',
  CLOSED: 'activities.states.closed',
  COMING_SOON: 'activities.states.comingSoon',
};

/** The activity's state in words (never by colour alone). */
export function ActivityStateBadge({ state }: { state: ActivityState }) {
  const { t } = useTranslation('promotions');
  return <span className={`activity-state activity-state--${state.toLowerCase()}`}>{t(KEYS[state])}</span>;
}
