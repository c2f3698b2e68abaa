import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';

const DAY_MS = 86_400_000;

/** The operator's notices to agents, oldest first, with how many days before the seed each was published. */
const ANNOUNCEMENTS: ReadonlyArray<{ title: string; content: string; daysAgo: number }> = [
  {
    title: 'Commission schedule',
    content:
      '<p>Daily salaries are paid after 00:00 (UTC+08:00) for the previous day; hourly and real-time salaries follow each period. Dividends are paid at the end of their period.</p>',
    daysAgo: 30,
  },
  {
    title: 'New affiliate domains',
    content: '<p>Two new promotion domains are available for your affiliate links. Create a link on the Affiliate links page.</p>',
    daysAgo: 7,
  },
  {
    title: 'Keep your team informed',
    content: '<p>Offer contracts only to members you have agreed terms with. Offers wait for their answer in the member centre.</p>',
    daysAgo: 1,
  },
];

/** The agent centre's notice board. */
export const agentAnnouncementsSeed: SeedPart = {
  name: 'agent-announcements',
  seed: 0x5eed0022,
  run(db: Database, _rng, now) {
    const insert = db.prepare('INSERT INTO agent_announcements (title, content, published_at) VALUES (?, ?, ?)');
    for (const a of ANNOUNCEMENTS) insert.run(a.title, a.content, now - a.daysAgo * DAY_MS);
  },
};
