import type { WireSpecs } from '../api/endpointWire';
import { systemWire } from './system/wire';
import { identityWire } from './identity/wire';
import { memberWire } from './member/wire';
import { profileWire } from './profile/wire';
import { securityWire } from './security/wire';
import { cashierWire } from './cashier/wire';
import { gamesWire } from './games/wire';
import { lotteryWire } from './lottery/wire';
import { contentWire } from './content/wire';
import { inboxWire } from './inbox/wire';
import { chatWire } from './chat/wire';
import { pointsWire } from './points/wire';
import { promotionsWire } from './promotions/wire';
import { rewardsWire } from './rewards/wire';
import { missionsWire } from './missions/wire';
import { contractsWire } from './contracts/wire';
import { agentWire } from './agent/wire';
import { recordsWire } from './records/wire';
import { rankWire } from './rank/wire';
import { protectionWire } from './protection/wire';
import { feedbackWire } from './feedback/wire';

/**
 * The list of domains, kept here once: each domain's wire table under the domain's name. A domain
 * is one folder, shared/domains/<domain>/ (wire.ts, endpoints.ts, schemas.ts, errors.ts,
 * rules.ts), and one name in every layer: the key prefix of its calls, its sandbox area, its
 * client feature and its text namespace. shared/api/wire.ts merges these tables, the catalogue
 * pairs them with shared/domains/endpoints.ts, and the client loads `<domain>/wire.ts` by a key's
 * prefix (client/src/lib/wireTable.ts).
 */
export const domainWires = {
  system: systemWire,
  identity: identityWire,
  member: memberWire,
  profile: profileWire,
  security: securityWire,
  cashier: cashierWire,
  games: gamesWire,
  lottery: lotteryWire,
  content: contentWire,
  inbox: inboxWire,
  chat: chatWire,
  points: pointsWire,
  promotions: promotionsWire,
  rewards: rewardsWire,
  missions: missionsWire,
  contracts: contractsWire,
  agent: agentWire,
  records: recordsWire,
  rank: rankWire,
  protection: protectionWire,
  feedback: feedbackWire,
} as const;

export type Domain = keyof typeof domainWires;

/** The keys of a domain's table that do not start with `<domain>.`; `never` when every key's prefix is its domain. */
type ForeignKeys<T extends Readonly<Record<string, WireSpecs>>> = {
  [D in keyof T & string]: Exclude<keyof T[D] & string, `${D}.${string}`>;
}[keyof T & string];

/** Fails to compile, naming the keys, when a table holds a key of another domain. */
export const everyKeyInItsDomain: [ForeignKeys<typeof domainWires>] extends [never] ? true : ForeignKeys<typeof domainWires> = true;
