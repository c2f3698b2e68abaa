import type { VendorCard } from '../../../../shared/domains/games/schemas';
import { VN_LOTTERY_VENDOR, type Category } from '../../lib/stores/vendors';

/** Where a vendor card leads: its category page filtered to it; the Vietnam lottery has its own page. */
export function vendorHref(category: Pick<Category, 'route'>, vendor: Pick<VendorCard, 'vassalage'>): string {
  if (vendor.vassalage === VN_LOTTERY_VENDOR) return '/vnlottery';
  return `/${category.route}?vendor=${encodeURIComponent(vendor.vassalage)}`;
}
