import type { Database } from 'better-sqlite3';
import { createSessionRepository } from './sessions';
import { createSystemRepository } from './system';
import { createContentRepository } from './content';
import { createGameRepository } from './games';
import { createLotteryRepository } from './lottery';
import { createAccountRepository } from './accounts';
import { createVerificationRepository } from './verification';
import { createWalletRepository } from './wallets';
import { createSocialRepository } from './social';
import { createMessageRepository } from './messages';
import { createPlayRepository } from './play';
import { createDrawRepository } from './draws';

export function createRepositories(db: Database) {
  return {
    sessions: createSessionRepository(db),
    system: createSystemRepository(db),
    content: createContentRepository(db),
    games: createGameRepository(db),
    lottery: createLotteryRepository(db),
    accounts: createAccountRepository(db),
    verification: createVerificationRepository(db),
    wallets: createWalletRepository(db),
    social: createSocialRepository(db),
    messages: createMessageRepository(db),
    play: createPlayRepository(db),
    draws: createDrawRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
