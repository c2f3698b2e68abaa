import type { SandboxArea } from '../core/sandbox-area';
import { sessionKeyArea } from './session-key/area';
import { systemArea } from './system/area';
import { contentArea } from './content/area';
import { imagesArea } from './images/area';
import { gamesArea } from './games/area';
import { playArea } from './play/area';
import { lotteryArea } from './lottery/area';
import { identityArea } from './identity/area';
import { cashierArea } from './cashier/area';
import { devArea } from './dev/area';
import { recordsArea } from './records/area';
import { withdrawalArea } from './withdrawal/area';
import { contractsArea } from './contracts/area';
import { agentArea } from './agent/area';
import { missionsArea } from './missions/area';
import { rankArea } from './rank/area';
import { rewardsArea } from './rewards/area';
import { pointsArea } from './points/area';
import { promotionsArea } from './promotions/area';
import { profileArea } from './profile/area';
import { feedbackArea } from './feedback/area';
import { protectionArea } from './protection/area';
import { securityArea } from './security/area';

/**
 * Every area of the sandbox platform: the one list buildSandbox registers (areas/registration.ts).
 * A catalogue call without a handler here answers `function.not.available`.
 */
export const sandboxAreas: readonly SandboxArea[] = [
  sessionKeyArea,
  systemArea,
  contentArea,
  imagesArea,
  gamesArea,
  playArea,
  lotteryArea,
  identityArea,
  cashierArea,
  recordsArea,
  withdrawalArea,
  contractsArea,
  agentArea,
  missionsArea,
  rankArea,
  rewardsArea,
  pointsArea,
  promotionsArea,
  profileArea,
  feedbackArea,
  protectionArea,
  securityArea,
  devArea,
];
