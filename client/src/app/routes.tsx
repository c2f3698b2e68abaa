import type { ComponentType } from 'react';
import { GameCategoryRoutes, HomePaths, ResetPasswordPath } from '../../../shared/routes';
import { lazyPage } from './lazyPage';

/** Every page's loader but the home page's (pages.ts says why they are apart). */
const pages = () => import('./pages');

/** Brings the page loaders before a navigation needs them: the shell calls it once the browser is idle after the first paint. */
export function prefetchPageLoaders(): void {
  pages().catch(() => undefined);
}

/** A page whose loader is in pages.ts, with its area's text namespace. */
const page = (name: keyof typeof import('./pages'), namespace?: string) => lazyPage(() => pages().then((p) => p[name]()), namespace);

const HomePage = lazyPage(() => import('../features/home/HomePage'), 'home');
const CategoryPage = page('CategoryPage', 'games');
const PromotionsPage = page('PromotionsPage', 'promotions');
const PromoDetailPage = page('PromoDetailPage', 'promotions');
const ActivitiesPage = page('ActivitiesPage', 'promotions');
const LotteryPage = page('LotteryPage', 'lottery');
const VnLotteryPage = page('VnLotteryPage', 'lottery');
const DownloadPage = page('DownloadPage', 'download');
const PointMallPage = page('PointMallPage', 'points');
const FeedbackPage = page('FeedbackPage', 'profile');
const ResponsibleGamingRoute = page('ResponsibleGamingRoute');
const MemberCentre = page('MemberCentre');
const AgentCentre = page('AgentCentre');
const GamePage = page('GamePage', 'games');
const SeamlessPage = page('SeamlessPage', 'games');
const InhousePage = page('InhousePage', 'games');
const LoginPage = page('LoginPage', 'identity');
const RegisterPage = page('RegisterPage', 'identity');
const ResetPasswordPage = page('ResetPasswordPage', 'identity');
export const NotFoundPage = page('NotFoundPage');

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
