import type { Database } from 'better-sqlite3';
import { KEY_ALPHABET } from '../../../../shared/crypto';
import type { Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';

type UrlBase = 'public' | 'site' | 'none';
interface SeedResource {
  type: string;
  url: string;
  base: UrlBase;
  qr: boolean;
  label: string;
}

/**
 * Download links live on the sandbox (it serves the files), the invitation link and the Lite
 * app on the site itself, and social pages outside. Relative urls are resolved at answer time
 * so the data follows the addresses the sandbox is started with.
 */
const RESOURCES: SeedResource[] = [
  { type: 'AFFILIATELINK', url: '/register', base: 'site', qr: true, label: 'Invite friends' },
  { type: 'Android', url: '/download/android.apk', base: 'public', qr: true, label: 'Android app' },
  { type: 'MOBILECONFIG', url: '/download/ios.mobileconfig', base: 'public', qr: true, label: 'iOS app' },
  // The Lite app is the site itself used as a web app in the browser: nothing to install. The
  // platform documents no type name for it; LITE is this project's (client/src/features/download/README.md).
  { type: 'LITE', url: '/', base: 'site', qr: true, label: 'Lite app' },
  { type: 'FACEBOOK', url: 'https://www.facebook.com/gamefront', base: 'none', qr: false, label: 'Facebook' },
  { type: 'TELEGRAM', url: 'https://t.me/gamefront', base: 'none', qr: false, label: 'Telegram' },
  { type: 'TIKTOK', url: 'https://www.tiktok.com/@gamefront', base: 'none', qr: false, label: 'TikTok' },
  { type: 'INSTAGRAM', url: 'https://www.instagram.com/gamefront', base: 'none', qr: false, label: 'Instagram' },
  { type: 'YOUTUBE', url: 'https://www.youtube.com/@gamefront', base: 'none', qr: false, label: 'YouTube' },
  { type: 'TWITTER', url: 'https://twitter.com/gamefront', base: 'none', qr: false, label: 'X (Twitter)' },
];

export const ANALYTICS_GTAG_ID = 'G-SANDBOX01';

export function seedPlatform(db: Database, rng: Prng): void {
  const resource = db.prepare(`INSERT INTO resources (resource_type, url, url_base, has_qr_code, label_name_en, sort)
    VALUES (?, ?, ?, ?, ?, ?)`);
  RESOURCES.forEach((r, i) => resource.run(r.type, r.url, r.base, +r.qr, r.label, i));

  const cs = db.prepare('INSERT INTO customer_service (cs_type, type, channel, key8, sort) VALUES (?, 3, ?, ?, ?)');
  ['LIVECHAT', 'VIP'].forEach((csType, i) => cs.run(csType, csType, serviceKey(rng), i));

  db.prepare('INSERT INTO settings (name, value) VALUES (?, ?)').run('analytics.gtagId', ANALYTICS_GTAG_ID);
  db.prepare(
    'INSERT INTO system_state (id, maintenance, maintenance_end_time, region_restriction, country_code, updated_at) VALUES (1, 0, NULL, 0, NULL, 0)',
  ).run();
}

function serviceKey(rng: Prng): string {
  let key = '';
  while (key.length < 8) key += rng.pick([...KEY_ALPHABET]);
  return key;
}

/** Dialling codes of the markets the site serves first, then common neighbours. */
const COUNTRIES: Array<[code: string, dialing: string, name: string]> = [
  ['PH', '+63', 'Philippines'],
  ['VN', '+84', 'Vietnam'],
  ['TH', '+66', 'Thailand'],
  ['IN', '+91', 'India'],
  ['ID', '+62', 'Indonesia'],
  ['MY', '+60', 'Malaysia'],
  ['CN', '+86', 'China'],
  ['US', '+1', 'United States'],
  ['SG', '+65', 'Singapore'],
  ['KH', '+855', 'Cambodia'],
  ['MM', '+95', 'Myanmar'],
  ['LA', '+856', 'Laos'],
  ['BD', '+880', 'Bangladesh'],
  ['PK', '+92', 'Pakistan'],
  ['JP', '+81', 'Japan'],
  ['KR', '+82', 'South Korea'],
  ['HK', '+852', 'Hong Kong'],
  ['TW', '+886', 'Taiwan'],
  ['AU', '+61', 'Australia'],
  ['GB', '+44', 'United Kingdom'],
  ['AE', '+971', 'United Arab Emirates'],
  ['BR', '+55', 'Brazil'],
];

export function seedCountries(db: Database): void {
  const insert = db.prepare('INSERT INTO countries (country_code, dialing_code, country_name, sort) VALUES (?, ?, ?, ?)');
  COUNTRIES.forEach(([code, dialing, name], i) => insert.run(code, dialing, name, i));
}

export const platformSeed: SeedPart = { name: 'platform', seed: 0x5eed0003, run: (db, rng) => seedPlatform(db, rng) };
export const countriesSeed: SeedPart = { name: 'countries', seed: 0x5eed0004, run: (db) => seedCountries(db) };
