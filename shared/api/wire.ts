import { completeWire, type EndpointWire, type PathParams } from './endpointWire';
import { mergeDomains } from './mergeDomains';
import { systemWire } from './endpoints/system.wire';
import { sessionWire } from './endpoints/session.wire';
import { memberWire } from './endpoints/member.wire';
import { walletWire } from './endpoints/wallet.wire';
import { gamesWire } from './endpoints/games.wire';
import { lotteryWire } from './endpoints/lottery.wire';
import { contentWire } from './endpoints/content.wire';
import { messagesWire } from './endpoints/messages.wire';
import { pointsWire } from './endpoints/points.wire';
import { promotionsWire } from './endpoints/promotions.wire';
import { contractsWire } from './endpoints/contracts.wire';
import { agentWire } from './endpoints/agent.wire';
import { recordsWire } from './endpoints/records.wire';
import { rankWire } from './endpoints/rank.wire';
import { protectionWire } from './endpoints/protection.wire';
import { feedbackWire } from './endpoints/feedback.wire';

/**
 * The wire facts of every upstream call, one entry per endpoint key, defaults filled. Paths and
 * module ids are the platform's own; entries marked `ours` were designed here in its style where
 * the platform publishes no path. Calls of the legacy platform generation and the SIT-only
 * `/unsecure` variants are left out on purpose: current platforms do not answer them.
 *
 * Nothing here imports the schema engine, so the client bundle uses this table directly; the
 * schemas join the same keys in catalogue.ts.
 */
export const wireSpecs = mergeDomains({
  system: systemWire,
  session: sessionWire,
  member: memberWire,
  wallet: walletWire,
  games: gamesWire,
  lottery: lotteryWire,
  content: contentWire,
  messages: messagesWire,
  points: pointsWire,
  promotions: promotionsWire,
  contracts: contractsWire,
  agent: agentWire,
  records: recordsWire,
  rank: rankWire,
  protection: protectionWire,
  feedback: feedbackWire,
});

export type EndpointKey = keyof typeof wireSpecs;

/** One call's wire facts with its key stamped, and its path as written (for its `:name` parameters). */
export type KeyedWire<K extends EndpointKey> = EndpointWire & { key: K; path: (typeof wireSpecs)[K]['path'] };

export const endpointWire = Object.fromEntries(Object.entries(wireSpecs).map(([key, spec]) => [key, { ...completeWire(spec), key }])) as {
  [K in EndpointKey]: KeyedWire<K>;
};

/** The path parameters of a call, filled from its payload: `{ gameId }` for `lottery.draws`. */
export type PathParamsOf<K extends EndpointKey> = PathParams<(typeof wireSpecs)[K]['path']>;
