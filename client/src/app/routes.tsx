import type { ComponentType } from 'react';
import { GameCategoryRoutes, HomePaths, ResetPasswordPath } from '../../../shared/routes';
import { lazyPage } from './lazyPage';

const HomePage = lazyPage(() => import('../features/home/HomePage'), 'home');
const CategoryPage = lazyPage(() => import('../features/games/CategoryPage'), 'games');
const PromotionsPage = lazyPage(() => import('../features/promotions/PromotionsPage'), 'promotions');
const PromoDetailPage = lazyPage(() => import('../features/promotions/PromoDetailPage'), 'promotions');
const ActivitiesPage = lazyPage(() => import('../features/promotions/ActivitiesPage'), 'promotions');
const LotteryPage = lazyPage(() => import('../features/lottery/LotteryPage'), 'lottery');
const VnLotteryPage = lazyPage(() => import('../features/lottery/VnLotteryPage'), 'lottery');
const DownloadPage = lazyPage(() => import('../features/download/DownloadPage'), 'download');
const PointMallPage = lazyPage(() => import('../features/points/PointMallPage'), 'points');
const FeedbackPage = lazyPage(() => import('../features/profile/FeedbackPage'), 'profile');
const ResponsibleGamingRoute = lazyPage(() => import('./ResponsibleGamingRoute'));
const MemberCentre = lazyPage(() => import('./MemberCentre'));
const AgentCentre = lazyPage(() => import('./AgentCentre'));
const GamePage = lazyPage(() => import('../features/launch/GamePage'), 'games');
const SeamlessPage = lazyPage(() => import('../features/launch/SeamlessPage'), 'games');
const InhousePage = lazyPage(() => import('../features/games/InhousePage'), 'games');
const LoginPage = lazyPage(() => import('../features/identity/LoginPage'), 'identity');
const RegisterPage = lazyPage(() => import('../features/identity/RegisterPage'), 'identity');
const ResetPasswordPage = lazyPage(() => import('../features/identity/ResetPasswordPage'), 'identity');
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
