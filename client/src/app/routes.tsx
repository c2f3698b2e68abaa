import type { ComponentType } from 'react';
import { GameCategoryRoutes, HomePaths, ResetPasswordPath } from '../../../shared/routes';
import { lazyPage } from './lazyPage';

/** Every page's loader but the home page's (pages.ts says why they are apart). */
const pages = () => import('./pages');

/** Brings the page loaders before a navigation needs them: the shell calls it once the browser is idle after the first paint. */
export function prefetchPageLoaders(): void {
  pages().catch(() => undefined);
}

const HomePage = lazyPage(() => import('../features/home/HomePage'), 'home');
const CategoryPage = lazyPage(() => pages().then((p) => p.CategoryPage()), 'games');
const PromotionsPage = lazyPage(() => pages().then((p) => p.PromotionsPage()), 'promotions');
const PromoDetailPage = lazyPage(() => pages().then((p) => p.PromoDetailPage()), 'promotions');
const ActivitiesPage = lazyPage(() => pages().then((p) => p.ActivitiesPage()), 'promotions');
const LotteryPage = lazyPage(() => pages().then((p) => p.LotteryPage()), 'lottery');
const VnLotteryPage = lazyPage(() => pages().then((p) => p.VnLotteryPage()), 'lottery');
const DownloadPage = lazyPage(() => pages().then((p) => p.DownloadPage()), 'download');
const PointMallPage = lazyPage(() => pages().then((p) => p.PointMallPage()), 'points');
const FeedbackPage = lazyPage(() => pages().then((p) => p.FeedbackPage()), 'profile');
const ResponsibleGamingRoute = lazyPage(() => pages().then((p) => p.ResponsibleGamingRoute()));
const MemberCentre = lazyPage(() => pages().then((p) => p.MemberCentre()));
const AgentCentre = lazyPage(() => pages().then((p) => p.AgentCentre()));
const GamePage = lazyPage(() => pages().then((p) => p.GamePage()), 'games');
const SeamlessPage = lazyPage(() => pages().then((p) => p.SeamlessPage()), 'games');
const InhousePage = lazyPage(() => pages().then((p) => p.InhousePage()), 'games');
const LoginPage = lazyPage(() => pages().then((p) => p.LoginPage()), 'identity');
const RegisterPage = lazyPage(() => pages().then((p) => p.RegisterPage()), 'identity');
const ResetPasswordPage = lazyPage(() => pages().then((p) => p.ResetPasswordPage()), 'identity');
export const NotFoundPage = lazyPage(() => pages().then((p) => p.NotFoundPage()));

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
