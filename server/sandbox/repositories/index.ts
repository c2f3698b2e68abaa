import type { Database } from 'better-sqlite3';
import { createSessionRepository } from './sessions';
import { createSystemRepository } from '../areas/system/system-repository';
import { createContentRepository } from '../areas/content/content-repository';
import { createGameRepository } from '../areas/games/games-repository';
import { createJackpotRepository } from '../areas/games/jackpot-repository';
import { createFixtureRepository } from '../areas/games/fixtures-repository';
import { createPlayRepository } from '../areas/play/play-repository';
import { createLotteryRepository } from '../areas/lottery/lottery-repository';
import { createDrawRepository } from '../areas/lottery/draws-repository';
import { createAccountRepository } from '../areas/identity/accounts-repository';
import { createWalletRepository } from '../core/wallets-repository';
import { createMessageRepository } from '../areas/inbox/messages-repository';
import { createSocialRepository } from '../areas/identity/social-repository';
import { createOutboxRepository } from '../areas/identity/outbox-repository';
import { createCaptchaRepository } from '../areas/identity/captcha-repository';
import { createLoginFailureRepository } from '../areas/identity/login-failure-repository';
import { createLoginAddressRepository } from '../areas/identity/login-address-repository';
import { createPasswordResetRepository } from '../areas/identity/password-reset-repository';
import { createPhoneProviderRepository } from '../areas/identity/phone-provider-repository';
import { createGeetestRepository } from '../areas/identity/geetest-repository';
import { createRecordsRepository } from '../areas/records/records-repository';
import { createInboxRepository } from '../areas/inbox/inbox-repository';
import { createMemberTransferRepository } from '../areas/cashier/member-transfers-repository';
import { createWithdrawalRepository } from '../areas/cashier/withdrawal-repository';
import { createCashierRepository } from '../areas/cashier/cashier-repository';
import { createContractRepository } from '../areas/contracts/contracts-repository';
import { createTeamRepository } from '../areas/agent/team-repository';
import { createAgentRepository } from '../areas/agent/agent-repository';
import { createRewardGrantsRepository } from '../areas/rewards/reward-grants-repository';
import { createMissionsRepository } from '../areas/missions/missions-repository';
import { createRankRepository } from '../areas/rank/rank-repository';
import { createRewardsRepository } from '../areas/rewards/rewards-repository';
import { createRewardExtrasRepository } from '../areas/rewards/reward-extras-repository';
import { createPointsRepository } from '../areas/points/points-repository';
import { createActivitiesRepository } from '../areas/promotions/activities-repository';
import { createProfileRepository } from '../areas/profile/profile-repository';
import { createFeedbackRepository } from '../areas/feedback/feedback-repository';
import { createSecurityRepository } from '../areas/security/security-repository';
import { createChatRepository } from '../areas/chat/chat-repository';

/**
 * Every repository over the one database, as `app.repos` (plugins/db.ts). Each lives in the area
 * that owns its tables; any area may read another's through here. Sessions are shared: the
 * catalogue's token rule reads them for every call.
 */
export function createRepositories(db: Database) {
  return {
    sessions: createSessionRepository(db),
    system: createSystemRepository(db),
    content: createContentRepository(db),
    games: createGameRepository(db),
    jackpots: createJackpotRepository(db),
    fixtures: createFixtureRepository(db),
    play: createPlayRepository(db),
    lottery: createLotteryRepository(db),
    draws: createDrawRepository(db),
    accounts: createAccountRepository(db),
    wallets: createWalletRepository(db),
    messages: createMessageRepository(db),
    social: createSocialRepository(db),
    outbox: createOutboxRepository(db),
    captchas: createCaptchaRepository(db),
    loginFailures: createLoginFailureRepository(db),
    loginAddresses: createLoginAddressRepository(db),
    passwordResets: createPasswordResetRepository(db),
    phoneProvider: createPhoneProviderRepository(db),
    geetest: createGeetestRepository(db),
    records: createRecordsRepository(db),
    inbox: createInboxRepository(db),
    memberTransfers: createMemberTransferRepository(db),
    withdrawals: createWithdrawalRepository(db),
    cashier: createCashierRepository(db),
    contracts: createContractRepository(db),
    team: createTeamRepository(db),
    agent: createAgentRepository(db),
    rewardGrants: createRewardGrantsRepository(db),
    missions: createMissionsRepository(db),
    rank: createRankRepository(db),
    rewards: createRewardsRepository(db),
    rewardExtras: createRewardExtrasRepository(db),
    points: createPointsRepository(db),
    activities: createActivitiesRepository(db),
    profiles: createProfileRepository(db),
    feedback: createFeedbackRepository(db),
    security: createSecurityRepository(db),
    chat: createChatRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
