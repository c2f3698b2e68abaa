import type { ComponentType } from 'react';
import { GameCategoryRoutes, HomePaths, ResetPasswordPath } from '../../../shared/routes';
import { lazyPage } from './lazyPage';

const HomePage = lazyPage(() => import('../features/home/HomePage'));
const CategoryPage = lazyPage(() => import('../features/games/CategoryPage'));
const PromotionsPage = lazyPage(() => import('../features/promotions/PromotionsPage'));
const PromoDetailPage = lazyPage(() => import('../features/promotions/PromoDetailPage'));
const ActivitiesPage = lazyPage(() => import('../features/promotions/ActivitiesPage'));
const LotteryPage = lazyPage(() => import('../features/lottery/LotteryPage'));
const VnLotteryPage = lazyPage(() => import('../features/lottery/VnLotteryPage'));
const DownloadPage = lazyPage(() => import('../features/download/DownloadPage'));
const PointMallPage = lazyPage(() => import('../features/points/PointMallPage'));
const FeedbackPage = lazyPage(() => import('../features/profile/FeedbackPage'));
const ResponsibleGamingRoute = lazyPage(() => import('./ResponsibleGamingRoute'));
const MemberCentre = lazyPage(() => import('./MemberCentre'));
const AgentCentre = lazyPage(() => import('./AgentCentre'));
const GamePage = lazyPage(() => import('../features/launch/GamePage'));
const SeamlessPage = lazyPage(() => import('../features/launch/SeamlessPage'));
const InhousePage = lazyPage(() => import('../features/games/InhousePage'));
const LoginPage = lazyPage(() => import('../features/identity/LoginPage'));
const RegisterPage = lazyPage(() => import('../features/identity/RegisterPage'));
const ResetPasswordPage = lazyPage(() => import('../features/identity/ResetPasswordPage'));
export const NotFoundPage = lazyPage(() => import('../features/notFound/NotFoundPage'));

/**
 * Every client path of shared/routes.ts and the page that answers it. `/member/*` and `/agent/*`
 * take sub-pages. The table is checked against ClientPaths in the router's test.
 */
export const pageRoutes: ReadonlyArray<{ path: string; Page: ComponentType }> = [
  ...HomePaths.map((path) => ({ path, Page: HomePage })),
  { path: '/help', Page: HomePage },
  { path: '/helpmc', Page: HomePage },
  ...GameCategoryRoutes.map((c) => ({ path: `/${c}`, Page: CategoryPage })),
  { path: '/promotions', Page: PromotionsPage },
  { path: '/promoDetail', Page: PromoDetailPage },
  { path: '/activities', Page: ActivitiesPage },
  { path: '/lottery', Page: LotteryPage },
  { path: '/vnlottery', Page: VnLotteryPage },
  { path: '/down', Page: DownloadPage },
  { path: '/download', Page: DownloadPage },
  { path: '/login', Page: LoginPage },
  { path: ResetPasswordPath, Page: ResetPasswordPage },
  { path: '/register', Page: RegisterPage },
  { path: '/register.html', Page: RegisterPage },
  { path: '/game', Page: GamePage },
  { path: '/seamless', Page: SeamlessPage },
  { path: '/inhouse', Page: InhousePage },
  { path: '/member', Page: MemberCentre },
  { path: '/member/*', Page: MemberCentre },
  { path: '/agent', Page: AgentCentre },
  { path: '/agent/*', Page: AgentCentre },
  { path: '/pointMall', Page: PointMallPage },
  { path: '/feedback', Page: FeedbackPage },
  { path: '/responsible-gaming', Page: ResponsibleGamingRoute },
];
