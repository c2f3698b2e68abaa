import type { SandboxArea } from '../core/sandbox-area';
import { systemArea } from './system';
import { contentArea } from './content';
import { imagesArea } from './images';
import { gamesArea } from './games';
import { playArea } from './play';
import { lotteryArea } from './lottery';
import { identityArea } from './identity';
import { cashierArea } from './cashier';
import { devArea } from './dev';
import { recordsArea } from './records';
import { memberArea } from './member';
import { inboxArea } from './inbox';
import { deskArea } from './desk';
import { contractsArea } from './contracts';
import { agentArea } from './agent';
import { missionsArea } from './missions';
import { rankArea } from './rank';
import { rewardsArea } from './rewards';
import { pointsArea } from './points';
import { promotionsArea } from './promotions';
import { profileArea } from './profile';
import { feedbackArea } from './feedback';
import { securityArea } from './security';
import { chatArea } from './chat';

/**
 * Every area of the sandbox platform: the one list buildSandbox registers (areas/registration.ts).
 * A catalogue call without a handler here answers `function.not.available`.
 */
export const sandboxAreas: readonly SandboxArea[] = [
  systemArea,
  contentArea,
  imagesArea,
  gamesArea,
  playArea,
  lotteryArea,
  identityArea,
  memberArea,
  inboxArea,
  cashierArea,
  deskArea,
  recordsArea,
  contractsArea,
  agentArea,
  missionsArea,
  rankArea,
  rewardsArea,
  pointsArea,
  promotionsArea,
  profileArea,
  feedbackArea,
  securityArea,
  chatArea,
  devArea,
];
