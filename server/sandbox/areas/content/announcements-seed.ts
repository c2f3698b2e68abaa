import type { Database } from 'better-sqlite3';
import { BannerGroups, type BannerGroup } from '../../../../shared/domains/content/schemas';
import type { Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';

const DAY = 86_400_000;

/** Titles per banner group; the first of each links somewhere, the rest are plain pictures. */
const BANNER_TITLES: Record<BannerGroup, { titles: string[]; link: string }> = {
  w_home: { titles: ['Welcome bonus up to 100%', 'Daily lottery draws every minute', 'Play responsibly'], link: '/promotions' },
  w_rng: { titles: ['New slots every week', 'Jackpot games'], link: '/rng' },
  w_live: { titles: ['Live baccarat and roulette', 'Real dealers, real time'], link: '/live' },
  w_fish: { titles: ['Fishing hunters', 'Catch the golden dragon'], link: '/fish' },
  w_pvp: { titles: ['Card tables open 24/7', 'Challenge real players'], link: '/pvp' },
  w_sports: { titles: ['Football odds boost', 'Basketball live betting'], link: '/sports' },
  w_esports: { titles: ['E-sports tournaments', 'Bet on your favourite team'], link: '/esports' },
  w_lott: { titles: ['Lottery draws all day', 'Vietnam regional lottery'], link: '/lottery' },
  w_down: { titles: ['Get the app', 'Play anywhere'], link: '/down' },
  w_promotion: { titles: ['Promotions for every player', 'Weekly rebate'], link: '/promotions' },
  w_shop: { titles: ['Points mall', 'Redeem your points'], link: '/pointMall' },
  w_help: { titles: ['Help centre', 'We are here 24/7'], link: '/help' },
  w_reg: { titles: ['Join in one minute', 'New player bonus'], link: '/promotions' },
  w_inhouse: { titles: ['In-house originals', 'Provably fair games'], link: '/inhouse' },
};

const NOTICES: Array<{ title: string; content: string }> = [
  {
    title: 'Scheduled maintenance',
    content:
      '<p>The platform will be under maintenance on Tuesday from 02:00 to 04:00. Balances are safe and games resume automatically afterwards.</p>',
  },
  {
    title: 'New payment channel',
    content: '<p>QR payments are now available for deposits. Open <b>Deposit</b> and choose the QR channel.</p>',
  },
  {
    title: 'Play responsibly',
    content: '<p>Set a budget before you play. Contact customer service any time to set a deposit limit or take a break.</p>',
  },
  {
    title: 'Beware of impostors',
    content: '<p>Our staff will never ask for your password or SMS code. Report any such request to customer service.</p>',
  },
  { title: 'New lottery games', content: '<p>Three new 1-minute lottery games have been added to the lottery lobby.</p>' },
];

const POPUPS: Array<{ execution: 'A' | 'B' | 'F'; title: string; content: string; promotionType: string | null }> = [
  {
    execution: 'B',
    title: 'Welcome!',
    content: '<p>Register today and claim the new player bonus in the reward centre.</p>',
    promotionType: 'NEW_REGISTER',
  },
  {
    execution: 'A',
    title: 'Weekly rebate credited',
    content: '<p>Your weekly rebate is credited every Monday. Check the reward centre.</p>',
    promotionType: 'REBATE',
  },
  {
    execution: 'F',
    title: 'Responsible gaming',
    content: '<p>Players must be over 21. Gaming should be fun: set limits and take breaks.</p>',
    promotionType: null,
  },
];

const PROMOTIONS: Array<{ title: string; category: string; content: string; days: number; images: number }> = [
  {
    title: 'New player welcome bonus',
    category: 'new_player',
    content: '<p>Get 100% of your first deposit up to 5,000 as bonus credit. Turnover 10x before withdrawal.</p>',
    days: 90,
    images: 2,
  },
  {
    title: 'Second deposit bonus',
    category: 'new_player',
    content: '<p>Get 50% of your second deposit up to 3,000. Turnover 8x before withdrawal.</p>',
    days: 90,
    images: 1,
  },
  {
    title: 'Daily slot rebate',
    category: 'slots',
    content: '<p>Receive 0.8% of your daily slot turnover back, credited the next day.</p>',
    days: 60,
    images: 1,
  },
  {
    title: 'Live casino weekly cashback',
    category: 'live',
    content: '<p>5% cashback on net live-casino losses every week, up to 10,000.</p>',
    days: 60,
    images: 1,
  },
  {
    title: 'Lottery lucky draw',
    category: 'lottery',
    content: '<p>Every 100 wagered on lottery games earns one raffle ticket for the weekly draw.</p>',
    days: 30,
    images: 1,
  },
  {
    title: 'Invite a friend',
    category: 'referral',
    content: '<p>Earn a reward for every invited friend who deposits and plays.</p>',
    days: 120,
    images: 1,
  },
];

export function seedAnnouncements(db: Database, rng: Prng, now: number): void {
  const banner = db.prepare(`INSERT INTO banners (banner_id, group_name, title, linkage_type, linkage, sequence)
    VALUES (?, ?, ?, ?, ?, ?)`);
  let bannerId = 1000;
  for (const group of BannerGroups) {
    const { titles, link } = BANNER_TITLES[group];
    titles.forEach((title, i) => {
      const linked = i === 0;
      banner.run(++bannerId, group, title, linked ? 'URL' : null, linked ? link : null, i + 1);
    });
  }

  const notice = db.prepare('INSERT INTO notices (id, title, content, time) VALUES (?, ?, ?, ?)');
  NOTICES.forEach((n, i) => notice.run(2000 + i, n.title, n.content, now - (i + 1) * DAY - rng.int(0, DAY / 2)));

  const popup = db.prepare('INSERT INTO popups (id, execution, title, content, promotion_type) VALUES (?, ?, ?, ?, ?)');
  POPUPS.forEach((p, i) => popup.run(3000 + i, p.execution, p.title, p.content, p.promotionType));

  const promotion = db.prepare(`INSERT INTO promotions (id, title, category, content, start_date, end_date, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const image = db.prepare('INSERT INTO promotion_images (promotion_id, sequence, url) VALUES (?, ?, ?)');
  PROMOTIONS.forEach((p, i) => {
    const id = 4000 + i;
    const start = now - rng.int(1, 20) * DAY;
    promotion.run(id, p.title, p.category, p.content, start, start + p.days * DAY, i);
    for (let seq = 1; seq <= p.images; seq++) image.run(id, seq, `/img/promotion/${id}-${seq}.svg`);
  });
}

export const announcementsSeed: SeedPart = {
  name: 'announcements',
  seed: 0x5eed0006,
  run: (db, rng, now) => seedAnnouncements(db, rng, now),
};
