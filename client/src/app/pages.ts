/**
 * The loaders of every page but the home page, in a chunk of their own that the route table
 * (routes.tsx) imports when a page is first needed. Each `import()` carries the list of files its
 * page needs (the build preloads them together, so a page never waits for its parts one after
 * another): for some thirty pages that list named 128 hashed files, 1 KB gzip that every first
 * load carried while only the home page was shown. The home page, which the first paint shows,
 * keeps its loader in the route table. The shell fetches this chunk once the browser is idle after
 * the first paint (`prefetchPageLoaders`), so a later navigation finds it there.
 */
export const CategoryPage = () => import('../features/games/CategoryPage');
export const PromotionsPage = () => import('../features/promotions/PromotionsPage');
export const PromoDetailPage = () => import('../features/promotions/PromoDetailPage');
export const ActivitiesPage = () => import('../features/promotions/ActivitiesPage');
export const LotteryPage = () => import('../features/lottery/LotteryPage');
export const VnLotteryPage = () => import('../features/lottery/VnLotteryPage');
export const DownloadPage = () => import('../features/download/DownloadPage');
export const PointMallPage = () => import('../features/points/PointMallPage');
export const FeedbackPage = () => import('../features/profile/FeedbackPage');
export const ResponsibleGamingRoute = () => import('./ResponsibleGamingRoute');
export const MemberCentre = () => import('./MemberCentre');
export const AgentCentre = () => import('./AgentCentre');
export const GamePage = () => import('../features/launch/GamePage');
export const SeamlessPage = () => import('../features/launch/SeamlessPage');
export const InhousePage = () => import('../features/games/InhousePage');
export const LoginPage = () => import('../features/identity/LoginPage');
export const RegisterPage = () => import('../features/identity/RegisterPage');
export const ResetPasswordPage = () => import('../features/identity/ResetPasswordPage');
export const NotFoundPage = () => import('../features/notFound/NotFoundPage');
