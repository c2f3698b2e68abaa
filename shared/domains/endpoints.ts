import type { SchemasFor } from '../api/endpoint';
import type { Domain, domainWires } from './wire';
import { systemSchemas } from './system/endpoints';
import { identitySchemas } from './identity/endpoints';
import { memberSchemas } from './member/endpoints';
import { profileSchemas } from './profile/endpoints';
import { securitySchemas } from './security/endpoints';
import { cashierSchemas } from './cashier/endpoints';
import { gamesSchemas } from './games/endpoints';
import { lotterySchemas } from './lottery/endpoints';
import { contentSchemas } from './content/endpoints';
import { inboxSchemas } from './inbox/endpoints';
import { chatSchemas } from './chat/endpoints';
import { pointsSchemas } from './points/endpoints';
import { promotionsSchemas } from './promotions/endpoints';
import { rewardsSchemas } from './rewards/endpoints';
import { missionsSchemas } from './missions/endpoints';
import { contractsSchemas } from './contracts/endpoints';
import { agentSchemas } from './agent/endpoints';
import { recordsSchemas } from './records/endpoints';
import { rankSchemas } from './rank/endpoints';
import { protectionSchemas } from './protection/endpoints';
import { feedbackSchemas } from './feedback/endpoints';

/** Every domain's schema table, under the domain's name: the list of shared/domains/wire.ts, each table with exactly its wire table's keys. */
export const domainSchemas = {
  system: systemSchemas,
  identity: identitySchemas,
  member: memberSchemas,
  profile: profileSchemas,
  security: securitySchemas,
  cashier: cashierSchemas,
  games: gamesSchemas,
  lottery: lotterySchemas,
  content: contentSchemas,
  inbox: inboxSchemas,
  chat: chatSchemas,
  points: pointsSchemas,
  promotions: promotionsSchemas,
  rewards: rewardsSchemas,
  missions: missionsSchemas,
  contracts: contractsSchemas,
  agent: agentSchemas,
  records: recordsSchemas,
  rank: rankSchemas,
  protection: protectionSchemas,
  feedback: feedbackSchemas,
} satisfies { [D in Domain]: SchemasFor<(typeof domainWires)[D]> };
