import type { Database } from 'better-sqlite3';
import type { MemberLabel } from '../../../../shared/domains/member/schemas';

export interface AccountRow {
  id: number;
  username: string;
  passwordHash: string;
  type: number;
  nickname: string | null;
  mobileDialingCode: string | null;
  mobileNumber: string | null;
  email: string | null;
  uplineId: number | null;
  referralCode: string | null;
  clubRank: number;
  memberLabels: string;
  firstLogin: number;
  passwordChangedAt: number;
  passwordIsDefault: number;
  passwordMustChange: number;
  lastLoginIp: string | null;
  language: string | null;
  avatar: number;
  createdAt: number;
}

export interface NewAccount {
  username: string;
  passwordHash: string;
  type: number;
  nickname?: string | null;
  mobileDialingCode?: string | null;
  mobileNumber?: string | null;
  email?: string | null;
  payeeName?: string | null;
  paymentPasswordHash?: string | null;
  contacts?: Record<string, string>;
  uplineId?: number | null;
  referralCode: string;
  clubRank?: number;
  memberLabels?: MemberLabel[];
  passwordIsDefault?: boolean;
  passwordChangedAt: number;
  avatar: number;
  createdAt: number;
}

const COLUMNS = `id, username, password_hash AS passwordHash, type, nickname, mobile_dialing_code AS mobileDialingCode,
  mobile_number AS mobileNumber, email, upline_id AS uplineId, referral_code AS referralCode, club_rank AS clubRank,
  member_labels AS memberLabels, first_login AS firstLogin, password_changed_at AS passwordChangedAt,
  password_is_default AS passwordIsDefault, password_must_change AS passwordMustChange, last_login_ip AS lastLoginIp,
  language, avatar, created_at AS createdAt`;

export function createAccountRepository(db: Database) {
  const stmt = {
    byId: db.prepare<[number], AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`),
    byUsername: db.prepare<[string], AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE username = ? COLLATE NOCASE`),
    byMobile: db.prepare<[string, string], AccountRow>(
      `SELECT ${COLUMNS} FROM accounts WHERE mobile_dialing_code = ? AND mobile_number = ?`,
    ),
    byNational: db.prepare<[string], AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE mobile_number = ? ORDER BY id LIMIT 2`),
    byReferral: db.prepare<[string], AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE referral_code = ? COLLATE NOCASE`),
    count: db.prepare<[], number>('SELECT COUNT(*) FROM accounts').pluck(),
    insert: db.prepare(`INSERT INTO accounts (username, password_hash, type, nickname, mobile_dialing_code, mobile_number, email,
        payee_name, payment_password_hash, contacts, upline_id, referral_code, club_rank, member_labels, password_is_default,
        password_changed_at, avatar, created_at)
      VALUES (@username, @passwordHash, @type, @nickname, @mobileDialingCode, @mobileNumber, @email, @payeeName,
        @paymentPasswordHash, @contacts, @uplineId, @referralCode, @clubRank, @memberLabels, @passwordIsDefault,
        @passwordChangedAt, @avatar, @createdAt)`),
    signedIn: db.prepare('UPDATE accounts SET first_login = 0, last_login_ip = ?, last_login_at = ? WHERE id = ?'),
    setPassword: db.prepare(`UPDATE accounts SET password_hash = ?, password_changed_at = ?, password_is_default = ?,
      password_must_change = ? WHERE id = ?`),
    setLanguage: db.prepare('UPDATE accounts SET language = ? WHERE id = ?'),
  };
  return {
    byId: (id: number): AccountRow | undefined => stmt.byId.get(id),
    /** Case-insensitive, as usernames are unique regardless of case. */
    byUsername: (username: string): AccountRow | undefined => stmt.byUsername.get(username),
    byMobile: (dialingCode: string, national: string): AccountRow | undefined => stmt.byMobile.get(dialingCode, national),
    /** Accounts with this national number in any country: callers treat more than one as ambiguous. */
    byNationalNumber: (national: string): AccountRow[] => stmt.byNational.all(national),
    byReferralCode: (code: string): AccountRow | undefined => stmt.byReferral.get(code),
    count: (): number => stmt.count.get()!,
    create(account: NewAccount): number {
      const result = stmt.insert.run({
        nickname: null,
        mobileDialingCode: null,
        mobileNumber: null,
        email: null,
        payeeName: null,
        paymentPasswordHash: null,
        uplineId: null,
        clubRank: 1,
        ...account,
        contacts: JSON.stringify(account.contacts ?? {}),
        memberLabels: JSON.stringify(account.memberLabels ?? []),
        passwordIsDefault: +(account.passwordIsDefault ?? false),
      });
      return Number(result.lastInsertRowid);
    },
    signedIn(id: number, ip: string, now: number): void {
      stmt.signedIn.run(ip, now, id);
    },
    setPassword(id: number, hash: string, now: number, flags: { isDefault: boolean; mustChange: boolean }): void {
      stmt.setPassword.run(hash, now, +flags.isDefault, +flags.mustChange, id);
    },
    setLanguage(id: number, language: string): void {
      stmt.setLanguage.run(language, id);
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;

export function memberLabelsOf(account: AccountRow): MemberLabel[] {
  try {
    const parsed: unknown = JSON.parse(account.memberLabels);
    return Array.isArray(parsed) ? (parsed as MemberLabel[]) : [];
  } catch {
    return [];
  }
}
