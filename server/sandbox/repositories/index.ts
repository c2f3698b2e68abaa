import type { Database } from 'better-sqlite3';
import { createSessionRepository } from './sessions';
import { createSystemRepository } from './system';
import { createContentRepository } from './content';
import { createGameRepository } from './games';
import { createLotteryRepository } from './lottery';

export function createRepositories(db: Database) {
  return {
    sessions: createSessionRepository(db),
    system: createSystemRepository(db),
    content: createContentRepository(db),
    games: createGameRepository(db),
    lottery: createLotteryRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
