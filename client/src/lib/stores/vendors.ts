import { signal, computed, type ReadonlySignal } from '@preact/signals-core';
import type { VendorCard, VendorLane } from '../../../../shared/domains/games/schemas';
import { call } from '../api';
import { readSessionJson, writeSessionJson } from '../storage';
import { brand } from './brand';

export interface Category {
  /** RNG, LIVE, SPORTS, ESPORTS, LOTT … */
  code: string;
  /** Client route without the slash: 'rng', 'esports', 'lottery' … */
  route: string;
  vendors: VendorCard[];
  /** Lottery categories have no vendor child list in the menu. */
  isLottery: boolean;
}

/**
 * Lane title → client route. Titles the client has no page for are left out of the navigation
 * rather than linking to a page that does not exist.
 */
export const CategoryRoutes: Readonly<Record<string, string>> = {
  RNG: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  ELOTT: 'elott',
  LOTT: 'lottery',
  COCKFIGHT: 'cockfight',
};
const LotteryCodes = new Set(['LOTT', 'ELOTT']);

/** Vendor code of the Vietnam lottery, which opens /vnlottery instead of /lottery. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

export const vendorLanes = signal<VendorLane[]>(readSessionJson<VendorLane[]>('gameVendors') ?? []);

/** Pure form of `categories`, exported for tests and for callers with their own lanes. */
export function buildCategories(lanes: readonly VendorLane[], esportsVendors: readonly string[]): Category[] {
  const esports = new Set(esportsVendors.map((v) => v.toUpperCase()));
  const isEsports = (card: VendorCard) => esports.has(card.vassalage.toUpperCase());
  const byCode = new Map<string, VendorCard[]>();
  const order: string[] = [];
  const add = (code: string, cards: VendorCard[]) => {
    if (!byCode.has(code)) {
      byCode.set(code, []);
      order.push(code);
    }
    byCode.get(code)!.push(...cards);
  };
  const hasServerEsports = lanes.some((l) => l.title.toUpperCase() === 'ESPORTS');
  const laterEsports: VendorCard[] = [];

  for (const lane of lanes) {
    const code = lane.title.toUpperCase();
    if (code !== 'SPORTS') {
      add(code, lane.cards);
      continue;
    }
    add(
      'SPORTS',
      lane.cards.filter((c) => !isEsports(c)),
    );
    const split = lane.cards.filter(isEsports);
    // Split e-sports go right after SPORTS, unless the server has its own ESPORTS lane to join.
    if (split.length > 0 && !hasServerEsports) add('ESPORTS', split);
    else laterEsports.push(...split);
  }
  if (laterEsports.length > 0) add('ESPORTS', laterEsports);

  return order
    .filter((code) => CategoryRoutes[code] !== undefined && (byCode.get(code)?.length ?? 0) > 0)
    .map((code) => ({
      code,
      route: CategoryRoutes[code],
      vendors: dedupe(byCode.get(code) ?? []),
      isLottery: LotteryCodes.has(code),
    }));
}
function dedupe(cards: VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((c) => (seen.has(c.vassalage) ? false : (seen.add(c.vassalage), true)));
}

export const categories: ReadonlySignal<Category[]> = computed(() => buildCategories(vendorLanes.value, brand.value.esportsVendors));

/** True once the vendors are known or their call has failed: the menus can then be drawn once, in full. */
export const vendorsSettled = signal(vendorLanes.value.length > 0);

/**
 * The vendor list is session-cached: a cached list draws the menus at once and is brought up to date
 * in the background (stale while revalidate); without one, the caller waits for the answer.
 */
export function loadVendors(): Promise<void> {
  const fresh = fetchVendors();
  return vendorLanes.value.length > 0 ? Promise.resolve() : fresh;
}

async function fetchVendors(): Promise<void> {
  try {
    const answer = await call('games.vendors', { platform: 'html5-desktop', merchantCode: brand.value.merchant });
    if (!answer.success) return;
    const lanes = answer.value?.data?.lanes;
    if (!Array.isArray(lanes)) return;
    // An unchanged list is left alone, so the menus do not draw again for nothing.
    if (JSON.stringify(lanes) === JSON.stringify(vendorLanes.value)) return;
    vendorLanes.value = lanes;
    writeSessionJson('gameVendors', lanes);
  } finally {
    vendorsSettled.value = true;
  }
}
