/**
 * The client's routes. The client's router and the gateway's page answers
 * both read this list, so a route added here is served by both.
 */
/**
 * The lobby routes: one per game type the platform's vendor data lanes carry (COCKFIGHT included),
 * plus the hot and favourite lists. LOTT opens /lottery, outside this list.
 */
export const GameCategoryRoutes = ['rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'elott', 'cockfight', 'hot', 'favorite'] as const;
export type GameCategoryRoute = (typeof GameCategoryRoutes)[number];

export const HomePaths = ['/', '/index', '/index.html', '/home'] as const;

/** The page an e-mailed reset link opens (`?resetToken=`; `?token=` is the app hand-off of a session, taken by the boot): the sandbox writes it into the mail, the client routes it. */
export const ResetPasswordPath = '/reset-password';

export const ClientPaths: readonly string[] = [
  ...HomePaths,
  '/register',
  '/register.html',
  ...GameCategoryRoutes.map((c) => `/${c}`),
  '/lottery',
  '/vnlottery',
  '/pointMall',
  // Feedback for everyone: a guest sends, a member also sees the replies (the member centre has it too).
  '/feedback',
  '/promotions',
  '/promoDetail',
  '/activities',
  '/responsible-gaming',
  '/seamless',
  '/inhouse',
  '/game',
  '/help',
  '/helpmc',
  '/down',
  '/download',
  '/login',
  ResetPasswordPath,
  // Member and agent centre pages open inside the shell under these prefixes.
  '/member',
  '/agent',
];

/** Reachable without a session even when the brand's loginedToHomePage guard is on. */
export const GuardExemptPaths: readonly string[] = ['/login', ResetPasswordPath, '/register', '/register.html', '/helpmc', '/download'];

/** Bars hidden (and the left menu forced mini) unless a store flag forces them on. */
export const BarlessPaths: readonly string[] = ['/seamless', '/vnlottery'];

export function isClientPath(pathname: string): boolean {
  const clean = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return ClientPaths.some(
    (p) => clean === p || (p.length > 1 && !p.includes('.') && clean.startsWith(`${p}/`) && (p === '/member' || p === '/agent')),
  );
}
