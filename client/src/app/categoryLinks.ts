import { VN_LOTTERY_VENDOR, type Category } from '../lib/stores/vendors';

export interface CategoryEntry {
  /** i18n key of the label */
  labelKey: string;
  to: string;
}

const isVn = (code: string) => code.toUpperCase() === VN_LOTTERY_VENDOR;

/**
 * Where a category's menu entry leads. Lottery categories open their page directly; the Vietnam
 * lottery vendor has its own route, so a category holding it also gets (or, alone, becomes) a
 * /vnlottery entry (spec 2 §2 "Lottery routes").
 */
export function categoryEntries(category: Category): CategoryEntry[] {
  const label = `menu.categories.${category.code}`;
  if (!category.isLottery) return [{ labelKey: label, to: `/${category.route}` }];
  const hasVn = category.vendors.some((v) => isVn(v.vassalage));
  const onlyVn = hasVn && category.vendors.every((v) => isVn(v.vassalage));
  if (onlyVn) return [{ labelKey: label, to: '/vnlottery' }];
  const main = { labelKey: label, to: `/${category.route}` };
  return hasVn ? [main, { labelKey: 'menu.vnLottery', to: '/vnlottery' }] : [main];
}

export function vendorLink(category: Category, vendorCode: string): string {
  return `/${category.route}?vendor=${encodeURIComponent(vendorCode)}`;
}

/** The child list scrolls past this many vendors (spec 1 §2.2). */
export const VENDOR_SCROLL_THRESHOLD = 10;
