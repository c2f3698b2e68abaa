import { useTranslation } from 'react-i18next';
import type { Restriction } from '../../../../shared/domains/protection/schemas';
import { formatDateTime } from '../../lib/format';
import { forgetSession } from '../../lib/signOut';
import { alertDialog } from '../../lib/stores/ui';

/** The sentence that says until when the account cannot sign in, deposit or bet. */
export function useRestrictionText(): (restriction: Pick<Restriction, 'kind' | 'endsAt'>) => string {
  const { t } = useTranslation('protection');
  return (restriction) => t(`protection.restricted.${restriction.kind}`, { time: formatDateTime(restriction.endsAt) });
}

/**
 * While a break, a self-exclusion or a stop-now runs the account cannot sign in: the browser
 * forgets the session (the platform has ended it or refuses it) and says until when.
 */
export function afterRestriction(message: string): void {
  forgetSession();
  alertDialog.value = { message };
}
