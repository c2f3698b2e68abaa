import { completeWire, type EndpointWire, type WireSpecs } from '../../../shared/api/endpointWire';
import type { EndpointKey } from '../../../shared/api/wire';
import { systemWire } from '../../../shared/api/endpoints/system.wire';
import { gamesWire } from '../../../shared/api/endpoints/games.wire';
import { contentWire } from '../../../shared/api/endpoints/content.wire';

/**
 * The catalogue's wire facts as the browser reads them: one domain table at a time. The domains
 * every visitor's first paint calls (the status, the vendors, the announcements) are in the entry;
 * the others, about three quarters of the catalogue, arrive with their first call (or earlier, by
 * preloadTables), so a page pays only for the calls it makes. shared/api/wire.ts stays the one merged table for the
 * servers and the tests; wireTable.test.ts holds the two together key by key.
 */

/** The part of a key before the dot (`games` of `games.list`), which names the table that holds it. */
type PrefixOf<Key> = Key extends `${infer Prefix}.${string}` ? Prefix : never;
export type KeyPrefix = PrefixOf<EndpointKey>;

/** Keys that travel with only the Encryption header (session.wire.ts), learnt when their table loads. */
const keyOnly = new Set<string>();

const loadSession = () =>
  import('../../../shared/api/endpoints/session.wire').then((m) => {
    for (const key of m.keyOnlyEncryption) keyOnly.add(key);
    return m.sessionWire;
  });
const loadPromotions = () => import('../../../shared/api/endpoints/promotions.wire').then((m) => m.promotionsWire);
const loadMessages = () => import('../../../shared/api/endpoints/messages.wire').then((m) => m.messagesWire);

/** Each prefix's table: a prefix shares a file with its domain where the platform groups them so. */
const tables: Record<KeyPrefix, WireSpecs | (() => Promise<WireSpecs>)> = {
  system: systemWire,
  games: gamesWire,
  content: contentWire,
  member: () => import('../../../shared/api/endpoints/member.wire').then((m) => m.memberWire),
  session: loadSession,
  verification: loadSession,
  wallet: () => import('../../../shared/api/endpoints/wallet.wire').then((m) => m.walletWire),
  lottery: () => import('../../../shared/api/endpoints/lottery.wire').then((m) => m.lotteryWire),
  messages: loadMessages,
  chat: loadMessages,
  points: () => import('../../../shared/api/endpoints/points.wire').then((m) => m.pointsWire),
  promotions: loadPromotions,
  missions: loadPromotions,
  rewards: loadPromotions,
  contracts: () => import('../../../shared/api/endpoints/contracts.wire').then((m) => m.contractsWire),
  agent: () => import('../../../shared/api/endpoints/agent.wire').then((m) => m.agentWire),
  records: () => import('../../../shared/api/endpoints/records.wire').then((m) => m.recordsWire),
  rank: () => import('../../../shared/api/endpoints/rank.wire').then((m) => m.rankWire),
  protection: () => import('../../../shared/api/endpoints/protection.wire').then((m) => m.protectionWire),
  feedback: () => import('../../../shared/api/endpoints/feedback.wire').then((m) => m.feedbackWire),
};

const completed = new Map<string, EndpointWire>();

function complete(key: EndpointKey, table: WireSpecs): EndpointWire {
  const spec = table[key];
  if (!spec) throw new Error(`Endpoint ${key} is not in the ${prefixOf(key)} table (client/src/lib/wireTable.ts)`);
  const entry = completeWire(spec);
  completed.set(key, entry);
  return entry;
}

function prefixOf(key: EndpointKey): KeyPrefix {
  return key.slice(0, key.indexOf('.')) as KeyPrefix;
}

/**
 * One call's wire facts, defaults filled: at once for the tables in the entry, else once its table
 * has arrived. A table that fails to arrive rejects, and the next call asks again.
 */
export function wireOf(key: EndpointKey): EndpointWire | Promise<EndpointWire> {
  const known = completed.get(key);
  if (known) return known;
  const table = tables[prefixOf(key)];
  return typeof table === 'function' ? table().then((loaded) => complete(key, loaded)) : complete(key, table);
}

/** True for a call that sends a plain body with only the Encryption header (the free-play sign-in); asked after its wireOf. */
export function isKeyOnly(key: EndpointKey): boolean {
  return keyOnly.has(key);
}

/**
 * Starts loading tables a page is about to call, so its first calls do not wait for them (the boot
 * asks for the member's tables while the status loads). A table that fails here is asked for again
 * by its first call.
 */
export function preloadTables(prefixes: readonly KeyPrefix[]): void {
  for (const prefix of prefixes) {
    const table = tables[prefix];
    if (typeof table === 'function') table().catch(() => undefined);
  }
}
