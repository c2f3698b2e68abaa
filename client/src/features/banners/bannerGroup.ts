import type { Banner, BannerGroup } from '../../../../shared/domains/content/schemas';

export type { BannerGroup };

/**
 * A banner image's intrinsic size (the operator's 3:1 images), which reserves its box before it
 * loads: the banner slide and the phone's early banner (app/earlyBanner.ts) must give the same, so
 * the app's banner replaces the early one at the same size.
 */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/**
 * Route → banner group. Pages without a banner area (/vnlottery, /seamless, /game) and
 * routes not listed answer null.
 */
const GroupByPath: Readonly<Record<string, BannerGroup>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/hot': 'w_home',
  '/favorite': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/lottery': 'w_lott',
  '/down': 'w_down',
  '/download': 'w_down',
  '/promotions': 'w_promotion',
  '/promoDetail': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
  '/helpmc': 'w_help',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
  '/inhouse': 'w_inhouse',
};

export function bannerGroupFor(pathname: string): BannerGroup | null {
  // A trailing slash names the same page (/rng/ is /rng).
  const clean = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return Object.hasOwn(GroupByPath, clean) ? GroupByPath[clean] : null;
}

/** Banners of one group in the operator's order (sequence, then id). */
export function bannersOf(all: readonly Banner[], group: BannerGroup): Banner[] {
  return all.filter((b) => b.groupName === group).sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0) || a.bannerId - b.bannerId);
}
