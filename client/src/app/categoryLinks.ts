import { VN_LOTTERY_VENDOR, type Category } from '../lib/stores/vendors';
import { SEA_LOTTERY_VENDOR } from '../lib/launch/names';

export interface CategoryEntry {
  /** i18n key of the label */
  labelKey: string;
  to: string;
  /** Set when the entry launches the Southeast Asia lottery lobby instead of opening `to`. */
  launchesSeaLottery?: boolean;
}

const isVn = (code: string) => code.toUpperCase() === VN_LOTTERY_VENDOR;
const isSea = (code: string) => code.toUpperCase() === SEA_LOTTERY_VENDOR;

/**
 * Where a category's menu entry leads. A lottery category with the TCG_SEA vendor starts that
 * vendor's lobby directly instead of opening a page; otherwise it opens /lottery. The
 * Vietnam lottery vendor has its own route, so a category holding it also gets (or, alone,
 * becomes) a /vnlottery entry.
 */
export function categoryEntries(category: Category): CategoryEntry[] {
  const label = `menu.categories.${category.code}`;
  if (!category.isLottery) return [{ labelKey: label, to: `/${category.route}` }];
  const hasVn = category.vendors.some((v) => isVn(v.vassalage));
  const onlyVn = hasVn && category.vendors.every((v) => isVn(v.vassalage));
  if (onlyVn) return [{ labelKey: label, to: '/vnlottery' }];
  const main: CategoryEntry = { labelKey: label, to: `/${category.route}` };
  if (category.vendors.some((v) => isSea(v.vassalage))) main.launchesSeaLottery = true;
  return hasVn ? [main, { labelKey: 'menu.vnLottery', to: '/vnlottery' }] : [main];
}

export function vendorLink(category: Category, vendorCode: string): string {
  return `/${category.route}?vendor=${encodeURIComponent(vendorCode)}`;
}

/** The child list scrolls past this many vendors. */
export const VENDOR_SCROLL_THRESHOLD = 10;
