/**
 * The loaders of every page but the home page, in a chunk of their own that the route table
 * (routes.tsx) imports when a page is first needed. Each `import()` carries the list of files its
 * page needs (the build preloads them together, so a page never waits for its parts one after
 * another): for some thirty pages that list named 128 hashed files, 1 KB gzip that every first
 * load carried while only the home page was shown. The home page, which the first paint shows,
 * keeps its loader in the route table. The shell fetches this chunk once the browser is idle after
 * the first paint (`prefetchPageLoaders`), so a later navigation finds it there. A page at its own
 * address that a platform may not offer steps aside through `offered`.
 */
import type { ComponentType } from 'react';
import type { EndpointKey } from '../../../shared/api/wire';
import { FEEDBACK_CALLS, POINT_MALL_CALLS, RESET_BY_LINK_CALLS } from '../lib/featureCalls';

/** A page that shows the not-found page instead once one of its calls is not offered (app/OfferedPage.tsx). */
const offered =
  (calls: readonly EndpointKey[], load: () => Promise<{ default: ComponentType }>) => (): Promise<{ default: ComponentType }> =>
    Promise.all([load(), import('./OfferedPage')]).then(([page, frame]) => ({ default: frame.offeredPage(calls, page.default) }));

export const CategoryPage = () => import('../features/games/CategoryPage');
export const PromotionsPage = () => import('../features/promotions/PromotionsPage');
export const PromoDetailPage = () => import('../features/promotions/PromoDetailPage');
export const ActivitiesPage = () => import('../features/promotions/ActivitiesPage');
export const LotteryPage = () => import('../features/lottery/LotteryPage');
export const VnLotteryPage = () => import('../features/lottery/VnLotteryPage');
export const DownloadPage = () => import('../features/download/DownloadPage');
export const PointMallPage = offered(POINT_MALL_CALLS, () => import('../features/points/PointMallPage'));
export const FeedbackPage = offered(FEEDBACK_CALLS, () => import('../features/profile/FeedbackPage'));
export const ResponsibleGamingRoute = () => import('./ResponsibleGamingRoute');
export const MemberCentre = () => import('./MemberCentre');
export const AgentCentre = () => import('./AgentCentre');
export const GamePage = () => import('../features/launch/GamePage');
export const SeamlessPage = () => import('../features/launch/SeamlessPage');
export const InhousePage = () => import('../features/games/InhousePage');
export const LoginPage = () => import('../features/identity/LoginPage');
export const RegisterPage = () => import('../features/identity/RegisterPage');
export const ResetPasswordPage = offered(RESET_BY_LINK_CALLS, () => import('../features/identity/ResetPasswordPage'));
export const NotFoundPage = () => import('../features/notFound/NotFoundPage');
