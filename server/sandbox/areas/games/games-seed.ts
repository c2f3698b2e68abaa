import type { Database } from 'better-sqlite3';
import type { Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';

/** The catalogue holds exactly this many games: lobbies are built and measured against it. */
export const GAME_COUNT = 10_000;
export const FIRST_NODE_ID = 100_001;

interface SeedVendor {
  code: string;
  name: string;
  type: string;
  games?: number;
}

/**
 * Vendors by category. The e-sports providers (AV, AI, IMES, TF, IA) sit under SPORTS as on the
 * real platform; the client splits them out with the brand's list. RNG vendors share whatever
 * is left of GAME_COUNT once the fixed-size categories are filled.
 */
const VENDORS: SeedVendor[] = [
  ...[
    ['JL', 'JILI'],
    ['PG', 'PG Soft'],
    ['JDB', 'JDB Gaming'],
    ['CQ9', 'CQ9 Gaming'],
    ['FC', 'Fa Chai'],
    ['PT', 'Playtech'],
    ['EG2', 'EvoPlay'],
    ['BGS', 'Big Gaming Slots'],
    ['PP', 'Pragmatic Play'],
    ['SPADE', 'Spadegaming'],
    ['KA', 'KA Gaming'],
    ['RSG', 'Royal Slot Gaming'],
    ['HB', 'Habanero'],
    ['NE', 'NetEnt'],
  ].map(([code, name]) => ({ code, name, type: 'RNG' })),
  ...[
    ['EVO', 'Evolution'],
    ['SEXY', 'Sexy Baccarat'],
    ['DG', 'Dream Gaming'],
    ['SA', 'SA Gaming'],
    ['WM', 'WM Casino'],
  ].map(([code, name]) => ({ code, name, type: 'LIVE', games: 36 })),
  ...[
    ['JL', 'JILI Fishing'],
    ['JDB', 'JDB Fishing'],
    ['FC', 'Fa Chai Fishing'],
    ['CQ9', 'CQ9 Fishing'],
    ['KA', 'KA Fishing'],
  ].map(([code, name]) => ({ code, name, type: 'FISH', games: 24 })),
  ...[
    ['KM', 'Kingmaker'],
    ['JL', 'JILI Cards'],
    ['V8', 'V8 Poker'],
  ].map(([code, name]) => ({ code, name, type: 'PVP', games: 48 })),
  ...[
    ['SV3', 'SV3 Sports'],
    ['FB', 'FB Sports'],
    ['SBO', 'SBOBET'],
    ['AV', 'AV E-sports'],
    ['AI', 'AI E-sports'],
    ['IMES', 'IM E-sports'],
    ['TF', 'TF Gaming'],
    ['IA', 'IA E-sports'],
  ].map(([code, name]) => ({ code, name, type: 'SPORTS', games: 2 })),
  { code: 'TCG_SEA', name: 'TCG Lottery', type: 'LOTT', games: 10 },
  { code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery', type: 'LOTT', games: 12 },
  { code: 'VR', name: 'VR Lottery', type: 'ELOTT', games: 8 },
  { code: 'TCG_ELOTT', name: 'TCG E-Lottery', type: 'ELOTT', games: 8 },
  { code: 'SV388', name: 'SV388 Cockfight', type: 'COCKFIGHT', games: 1 },
  { code: 'WS168', name: 'WS168 Cockfight', type: 'COCKFIGHT', games: 1 },
];

/** Cards of these categories open a popup list of the vendor's games instead of a lobby page. */
const POPUP_LIST_TYPES = new Set(['FISH', 'PVP']);
/** Cards of these categories launch the vendor's own lobby (its first game) directly. */
const DIRECT_LAUNCH_TYPES = new Set(['LIVE', 'SPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT']);
const HOT_PER_VENDOR = 3;

const SLOT_CLASS_WEIGHTS: Array<[string, number]> = [
  ['SLOT', 60],
  ['SCRATCH', 5],
  ['POKER', 6],
  ['TABLE', 7],
  ['ARCADE', 8],
  ['JACKPOT', 7],
  ['BINGO', 4],
  ['FISHING', 3],
];
const FIRST_WORDS = [
  'Golden',
  'Lucky',
  'Mega',
  'Fortune',
  'Wild',
  'Royal',
  'Super',
  'Crazy',
  'Magic',
  'Mystic',
  'Treasure',
  'Diamond',
  'Fire',
  'Jungle',
  'Ocean',
  'Thunder',
  'Sweet',
  'Neon',
  'Ancient',
  'Jade',
  'Silver',
  'Cosmic',
  'Samurai',
  'Aztec',
];
const SECOND_WORDS = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Koi',
  'Panda',
  'Pharaoh',
  'Gems',
  'Fruits',
  'Empire',
  'Temple',
  'Riches',
  'Bonanza',
  'Empress',
  'Knight',
  'Rush',
  'Legends',
  'Party',
  'Heist',
  'Safari',
  'Buffalo',
  'Wolves',
  'Candy',
  'Pirates',
  'Gold',
];
const SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Extreme', ' Classic', ' Link'];
/**
 * Live tables are played on the launch CDN's table demo, a single-zero roulette wheel, so the
 * live tables seeded are roulette tables: a table's name says the game its demo deals.
 */
export const LIVE_TABLES = [
  'Roulette',
  'Speed Roulette',
  'Auto Roulette',
  'European Roulette',
  'VIP Roulette',
  'Immersive Roulette',
  'Classic Roulette',
  'Premier Roulette',
];
/** The live vendor's lobby game (its card's gameCode) opens the same roulette demo, and says so. */
export const LIVE_LOBBY_NAME = 'Live Roulette';
const FISH_NAMES = [
  'Ocean King',
  'Fishing War',
  'Dragon Fishing',
  'Mega Fishing',
  'Happy Fishing',
  'Royal Fishing',
  'Bombing Fishing',
  'Jackpot Fishing',
];
const PVP_NAMES: Array<[string, string]> = [
  ['Tongits', 'POKER'],
  ['Pusoy', 'POKER'],
  ["Texas Hold'em", 'POKER'],
  ['Teen Patti', 'POKER'],
  ['Rummy', 'POKER'],
  ['Blackjack', 'TABLE'],
  ['Pai Gow', 'TABLE'],
  ['Mahjong', 'TABLE'],
  ['Sabong Cards', 'POKER'],
  ['Big Two', 'POKER'],
];
const CLASSIFY_NAMES: Record<string, string> = {
  SLOT: 'Slot Machine',
  SCRATCH: 'Scratch Card',
  POKER: 'Video Poker',
  TABLE: 'Table Games',
  ARCADE: 'Arcade',
  JACKPOT: 'Jackpot',
  BINGO: 'Bingo',
  FISHING: 'Fishing',
};
export function classifyDisplayName(key: string): string {
  return CLASSIFY_NAMES[key] ?? key;
}

interface GameRow {
  nodeId: number;
  name: string;
  code: string;
  type: string;
  vendor: string;
  classify: string | null;
  minBet: number;
  lineNum: number;
  sort: number;
}

export function seedGames(db: Database, rng: Prng): void {
  const vendor = db.prepare(`INSERT INTO vendors (code, game_type, display_name, is_hot, is_game, game_code, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const game = db.prepare(`INSERT INTO games (node_id, game_name, display_name, game_code, game_type, vassalage, is_hot,
    hot_rank, game_classify, min_bet, line_num, sort) VALUES (?, ?, ?, ?, ?, ?, 0, NULL, ?, ?, ?, ?)`);
  const markHot = db.prepare('UPDATE games SET is_hot = 1, hot_rank = ? WHERE node_id = ?');

  const fixed = VENDORS.reduce((sum, v) => sum + (v.games ?? 0), 0);
  const rngVendors = VENDORS.filter((v) => v.games === undefined);
  const perRng = Math.floor((GAME_COUNT - fixed) / rngVendors.length);
  let remainder = GAME_COUNT - fixed - perRng * rngVendors.length;

  let nodeId = FIRST_NODE_ID;
  const hotCandidates: number[] = [];
  VENDORS.forEach((v, vendorSort) => {
    const count = v.games ?? perRng + (remainder-- > 0 ? 1 : 0);
    const rows = makeGames(v, count, rng, () => nodeId++);
    const lobbyCode = DIRECT_LAUNCH_TYPES.has(v.type) ? rows[0].code : null;
    const isHot = v.code === 'JL' || v.code === 'EVO' || rng.chance(0.3) ? 1 : 0;
    vendor.run(v.code, v.type, v.name, isHot, POPUP_LIST_TYPES.has(v.type) ? 'VASSALAGE' : null, lobbyCode, vendorSort);
    for (const r of rows) game.run(r.nodeId, r.name, r.name, r.code, r.type, r.vendor, r.classify, r.minBet, r.lineNum, r.sort);
    if (v.type === 'RNG' || v.type === 'FISH' || v.type === 'LIVE' || v.type === 'PVP') {
      for (let i = 0; i < HOT_PER_VENDOR; i++) hotCandidates.push(rows[rng.int(0, rows.length - 1)].nodeId);
    }
  });
  // Shuffle so the overall hot list mixes vendors instead of following the vendor order.
  const unique = [...new Set(hotCandidates)];
  for (let i = unique.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [unique[i], unique[j]] = [unique[j], unique[i]];
  }
  unique.forEach((id, rank) => markHot.run(rank + 1, id));
}

function makeGames(v: SeedVendor, count: number, rng: Prng, nextId: () => number): GameRow[] {
  const used = new Set<string>();
  const rows: GameRow[] = [];
  for (let i = 0; i < count; i++) {
    const [base, classify] = gameName(v, i, rng);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
    used.add(name);
    const slotLike = v.type === 'RNG' || v.type === 'FISH';
    rows.push({
      nodeId: nextId(),
      name,
      code: `${v.code}_${v.type}_${String(i + 1).padStart(4, '0')}`,
      type: v.type,
      vendor: v.code,
      classify,
      minBet: slotLike ? rng.pick([0.1, 0.2, 0.5, 1, 2, 5]) : v.type === 'LIVE' ? rng.pick([10, 20, 50]) : 1,
      lineNum: v.type === 'RNG' ? rng.pick([1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024]) : 1,
      sort: i,
    });
  }
  // Lobbies list games by name, so sort follows the name within a vendor.
  const byName = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  byName.forEach((r, i) => {
    r.sort = i;
  });
  // The first row stays the vendor's lobby game for direct-launch categories.
  return rows;
}

function gameName(v: SeedVendor, i: number, rng: Prng): [string, string | null] {
  switch (v.type) {
    case 'RNG':
      return [`${rng.pick(FIRST_WORDS)} ${rng.pick(SECOND_WORDS)}${rng.pick(SUFFIXES)}`, weighted(SLOT_CLASS_WEIGHTS, rng)];
    case 'LIVE':
      return [i === 0 ? LIVE_LOBBY_NAME : `${rng.pick(LIVE_TABLES)} ${String.fromCharCode(65 + (i % 26))}`, 'TABLE'];
    case 'FISH':
      return [rng.pick(FISH_NAMES), 'FISHING'];
    case 'PVP': {
      const [name, classify] = rng.pick(PVP_NAMES);
      return [name, classify];
    }
    case 'SPORTS':
      return [i === 0 ? v.name : `${v.name} Virtual`, null];
    case 'LOTT':
    case 'ELOTT':
      return [i === 0 ? `${v.name} Lobby` : `${v.name} Game`, null];
    default:
      return [`${v.name} Arena`, null];
  }
}

function weighted(weights: Array<[string, number]>, rng: Prng): string {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let roll = rng.next() * total;
  for (const [key, w] of weights) {
    roll -= w;
    if (roll < 0) return key;
  }
  return weights[weights.length - 1][0];
}

export const gamesSeed: SeedPart = { name: 'games', seed: 0x5eed0007, run: (db, rng) => seedGames(db, rng) };
