import { useSignals } from '@preact/signals-react/runtime';
import { protectionAvailable } from '../lib/stores/protection';
import ResponsibleGamingPage from '../features/protection/ResponsibleGamingPage';
import NotFoundPage from '../features/notFound/NotFoundPage';

/**
 * /responsible-gaming: the page, or the not-found page once the platform has answered that it does
 * not offer the protection calls (a guest cannot ask, so a guest sees the tools explained).
 */
export default function ResponsibleGamingRoute() {
  useSignals();
  return protectionAvailable.value === false ? <NotFoundPage /> : <ResponsibleGamingPage level={1} />;
}
