import type { Database } from 'better-sqlite3';
import type { MemberLabel } from '../../../../shared/domains/member/schemas';
import { mulberry32, type Prng } from '../../db/seed/prng';
import { seedPasswordHash, warmSeedPasswordHashes } from '../../core/password';
import { SEEDED_SOCIAL_LINKS } from './social-identities';
import { MAIN_WALLET } from '../../core/wallets-repository';
import type { SeedPart } from '../../db/seed/seed-part';

export const ACCOUNTS_SEED = 0x5eed0009;
/** The brand's default password the forced change is about (sandbox option `defaultPassword`). */
export const SEED_DEFAULT_PASSWORD = 'Abc12345';
const DAY_MS = 86_400_000;

interface SeedAccount {
  username: string;
  password: string;
  type: number;
  nickname: string;
  clubRank: number;
  mobile?: [dialingCode: string, national: string];
  email?: string;
  /** Opening balance in cents, paid in as deposits through the ledger. */
  balance: number;
  upline?: string;
  referralCode?: string;
  memberLabels?: MemberLabel[];
  passwordIsDefault?: boolean;
  passwordAgeDays?: number;
}

/** The demo accounts of the README: members, a VIP, agents of each type with a downline, and the password cases. */
const ACCOUNTS: SeedAccount[] = [
  {
    username: 'player1',
    password: 'Play1234',
    type: 0,
    nickname: 'Player One',
    clubRank: 2,
    mobile: ['+63', '9171110001'],
    email: 'player1@example.test',
    balance: 500_000,
  },
  {
    username: 'vip1',
    password: 'Play1234',
    type: 0,
    nickname: 'VIP One',
    clubRank: 6,
    mobile: ['+63', '9171110002'],
    email: 'vip1@example.test',
    balance: 2_500_000,
    memberLabels: [{ labelName: 'VIP', textColor: '#1a1a1a', bgColor: '#f5c542' }],
  },
  {
    username: 'agent1',
    password: 'Agent1234',
    type: 1,
    nickname: 'Agent One',
    clubRank: 3,
    mobile: ['+63', '9172220001'],
    email: 'agent1@example.test',
    balance: 1_000_000,
    referralCode: 'AGENT1',
  },
  {
    username: 'agent2',
    password: 'Agent1234',
    type: 2,
    nickname: 'Agent Two',
    clubRank: 3,
    mobile: ['+63', '9172220002'],
    balance: 1_000_000,
    referralCode: 'AGENT2',
  },
  {
    username: 'agent41',
    password: 'Agent1234',
    type: 41,
    nickname: 'Agent 41',
    clubRank: 3,
    mobile: ['+63', '9172220041'],
    balance: 1_000_000,
    referralCode: 'AGENT41',
  },
  {
    username: 'agent42',
    password: 'Agent1234',
    type: 42,
    nickname: 'Agent 42',
    clubRank: 3,
    mobile: ['+63', '9172220042'],
    balance: 1_000_000,
    referralCode: 'AGENT42',
  },
  ...[1, 2, 3, 4].map((n): SeedAccount => ({
    username: `downline${n}`,
    password: 'Play1234',
    type: 0,
    nickname: `Downline ${n}`,
    clubRank: 1,
    mobile: ['+63', `917333000${n}`],
    balance: 10_000 * n,
    upline: 'agent1',
  })),
  {
    username: 'mobile1',
    password: 'Play1234',
    type: 0,
    nickname: 'Mobile One',
    clubRank: 1,
    mobile: ['+63', '9171234567'],
    balance: 100_000,
  },
  {
    username: 'default1',
    password: SEED_DEFAULT_PASSWORD,
    type: 0,
    nickname: 'Default One',
    clubRank: 1,
    mobile: ['+63', '9171110003'],
    email: 'default1@example.test',
    balance: 50_000,
    passwordIsDefault: true,
  },
  {
    username: 'expired1',
    password: 'Play1234',
    type: 0,
    nickname: 'Expired One',
    clubRank: 1,
    mobile: ['+63', '9171110004'],
    email: 'expired1@example.test',
    balance: 50_000,
    passwordAgeDays: 120,
  },
];

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Salts and referral codes in a fixed order from the part's PRNG, so every seeding draws the same ones. */
function plan(rng: Prng) {
  return ACCOUNTS.map((account) => {
    const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
    let code = '';
    while (code.length < 8) code += rng.pick([...CODE_ALPHABET]);
    return { account, salt, referralCode: account.referralCode ?? code, avatar: rng.int(0, 9) };
  });
}

/** Hashes the seed's passwords on the thread pool first, so seeding itself does not wait on them one by one. */
export function warmSeedAccounts(): Promise<void> {
  return warmSeedPasswordHashes(plan(mulberry32(ACCOUNTS_SEED)).map(({ account, salt }) => ({ password: account.password, salt })));
}

const MESSAGES = [
  ['Welcome to Gamefront', '<p>Your account is ready. Enjoy the games and play responsibly.</p>'],
  ['Deposit bonus this week', '<p>Deposit this week and receive a 10% bonus, up to ₱1,000.</p>'],
  ['Security reminder', '<p>We never ask for your password. Keep it to yourself.</p>'],
] as const;

export function seedAccounts(db: Database, rng: Prng, now: number): void {
  const insert = db.prepare(`INSERT INTO accounts (username, password_hash, type, nickname, mobile_dialing_code, mobile_number,
      email, referral_code, club_rank, member_labels, password_is_default, password_changed_at, avatar, created_at, upline_id)
    VALUES (@username, @hash, @type, @nickname, @dialing, @national, @email, @code, @rank, @labels, @isDefault, @changedAt,
      @avatar, @createdAt, (SELECT id FROM accounts WHERE username = @upline))`);
  const wallet = db.prepare('INSERT INTO wallets (account_id, wallet_type, balance) VALUES (?, ?, ?)');
  const ledger = db.prepare(`INSERT INTO ledger (account_id, wallet_type, amount, balance_after, reason, ref, created_at)
    VALUES (?, ?, ?, ?, 'deposit', ?, ?)`);
  const message = db.prepare('INSERT INTO messages (account_id, title, content, created_at, read_at) VALUES (?, ?, ?, ?, ?)');
  const created = now - 200 * DAY_MS;

  for (const { account, salt, referralCode, avatar } of plan(rng)) {
    const id = Number(
      insert.run({
        username: account.username,
        hash: seedPasswordHash(account.password, salt),
        type: account.type,
        nickname: account.nickname,
        dialing: account.mobile?.[0] ?? null,
        national: account.mobile?.[1] ?? null,
        email: account.email ?? null,
        code: referralCode,
        rank: account.clubRank,
        labels: JSON.stringify(account.memberLabels ?? []),
        isDefault: +(account.passwordIsDefault ?? false),
        changedAt: now - (account.passwordAgeDays ?? 30) * DAY_MS,
        avatar,
        createdAt: created,
        upline: account.upline ?? null,
      }).lastInsertRowid,
    );

    // The opening balance arrives as three deposits, so the ledger reads like a real history.
    const parts = [Math.round(account.balance * 0.5), Math.round(account.balance * 0.3)];
    parts.push(account.balance - parts[0] - parts[1]);
    let balance = 0;
    parts.forEach((amount, i) => {
      balance += amount;
      ledger.run(id, MAIN_WALLET, amount, balance, `seed-${account.username}-${i + 1}`, created + (i + 1) * DAY_MS);
    });
    wallet.run(id, MAIN_WALLET, balance);

    if (account.type === 0) {
      MESSAGES.forEach(([title, content], i) => message.run(id, title, content, created + i * DAY_MS, i === 0 ? created + DAY_MS : null));
    }
  }

  const link = db.prepare(`INSERT INTO social_identities (provider, subject, account_id, linked_at)
    SELECT ?, ?, id, ? FROM accounts WHERE username = ?`);
  for (const l of SEEDED_SOCIAL_LINKS) link.run(l.provider, l.subject, now, l.username);
}

/** Seed passwords are hashed on the thread pool first (scrypt is slow by design). */
export const accountsSeed: SeedPart = { name: 'accounts', seed: ACCOUNTS_SEED, prepare: warmSeedAccounts, run: seedAccounts };
