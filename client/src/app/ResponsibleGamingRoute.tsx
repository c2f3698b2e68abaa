import { RESPONSIBLE_GAMING_CALLS } from '../lib/featureCalls';
import ResponsibleGamingPage from '../features/protection/ResponsibleGamingPage';
import { Offered } from './OfferedPage';

/**
 * /responsible-gaming: the page, or the not-found page once the platform has answered that it does
 * not offer the protection calls (a guest cannot ask, so a guest sees the tools explained).
 */
export default function ResponsibleGamingRoute() {
  return (
    <Offered calls={RESPONSIBLE_GAMING_CALLS}>
      <ResponsibleGamingPage level={1} />
    </Offered>
  );
}
