import { completeCall, type CallWire, type WireSpecs } from '../../../shared/api/endpointWire';
import type { EndpointKey } from '../../../shared/api/wire';
import type { Domain } from '../../../shared/domains/wire';
import { systemWire } from '../../../shared/domains/system/wire';
import { gamesWire } from '../../../shared/domains/games/wire';
import { contentWire } from '../../../shared/domains/content/wire';

/**
 * The catalogue's wire facts as the browser reads them: one domain table at a time. A key's prefix
 * is its domain (`games` of `games.list`), and a domain's table is `shared/domains/<domain>/wire.ts`.
 * The domains every visitor's first paint calls (the status, the vendors, the announcements) are in
 * the entry; the others, about three quarters of the catalogue, arrive with their first call (or
 * earlier, by preloadTables), so a page pays only for the calls it makes. shared/api/wire.ts stays
 * the one merged table for the servers and the tests; wireTable.test.ts holds the two together key
 * by key.
 */

/** Keys that travel with only the Encryption header (identity's `keyOnlyEncryption`), learnt when their table loads. */
const keyOnly = new Set<string>();

/** A domain's wire module: its table as `<domain>Wire`, and, for identity, the key-only calls. */
type WireModule = Readonly<Record<string, unknown>> & { keyOnlyEncryption?: readonly string[] };

/** Every domain's table but the entry's, one lazy chunk each, found by its folder: the list of domains needs no copy here. */
const lazyTables = import.meta.glob<WireModule>([
  '../../../shared/domains/*/wire.ts',
  '!../../../shared/domains/system/wire.ts',
  '!../../../shared/domains/games/wire.ts',
  '!../../../shared/domains/content/wire.ts',
]);

const inEntry: Partial<Record<Domain, WireSpecs>> = { system: systemWire, games: gamesWire, content: contentWire };

function isWireSpecs(value: unknown): value is WireSpecs {
  return typeof value === 'object' && value !== null;
}

/** Loads a domain's table once its first call needs it. */
function loadTable(prefix: Domain): Promise<WireSpecs> {
  const load = lazyTables[`../../../shared/domains/${prefix}/wire.ts`];
  if (!load) return Promise.reject(new Error(`No wire table for the ${prefix} domain (shared/domains/${prefix}/wire.ts)`));
  return load().then((module) => {
    for (const key of module.keyOnlyEncryption ?? []) keyOnly.add(key);
    const table = module[`${prefix}Wire`];
    if (!isWireSpecs(table)) throw new Error(`shared/domains/${prefix}/wire.ts exports no ${prefix}Wire`);
    return table;
  });
}

const completed = new Map<string, CallWire>();

function complete(key: EndpointKey, table: WireSpecs): CallWire {
  const spec = table[key];
  if (!spec) throw new Error(`Endpoint ${key} is not in the ${prefixOf(key)} table (client/src/lib/wireTable.ts)`);
  const entry = completeCall(spec);
  completed.set(key, entry);
  return entry;
}

function prefixOf(key: EndpointKey): Domain {
  return key.slice(0, key.indexOf('.')) as Domain;
}

/**
 * One call's wire facts, defaults filled: at once for the tables in the entry, else once its table
 * has arrived. A table that fails to arrive rejects, and the next call asks again.
 */
export function wireOf(key: EndpointKey): CallWire | Promise<CallWire> {
  const known = completed.get(key);
  if (known) return known;
  const prefix = prefixOf(key);
  const table = inEntry[prefix];
  return table ? complete(key, table) : loadTable(prefix).then((loaded) => complete(key, loaded));
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
export function preloadTables(prefixes: readonly Domain[]): void {
  for (const prefix of prefixes) {
    if (!inEntry[prefix]) loadTable(prefix).catch(() => undefined);
  }
}
