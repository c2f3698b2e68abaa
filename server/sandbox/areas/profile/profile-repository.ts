import type { Database } from 'better-sqlite3';
import type { FieldRule } from '../../../../shared/domains/system/schemas';
import type { ProfileSettings, ProfileValues } from '../../../../shared/domains/profile/schemas';
import { fieldRuleOf, type FieldRow } from '../system';
import { PROFILE_CONTACT_FIELDS, PROFILE_DETAIL_FIELDS, type ProfileField } from '../../../../shared/domains/profile/rules';

type DetailField = (typeof PROFILE_DETAIL_FIELDS)[number];

/** Each detail field's column on accounts (migrations 004 and 029); the contact handles live in `contacts` (JSON). */
const COLUMN: Record<DetailField, string> = {
  nickname: 'nickname',
  birthday: 'birthday',
  permanentAddress: 'permanent_address',
  currentAddress: 'current_address',
  placeOfBirth: 'place_of_birth',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
};

export interface ReferralRow {
  username: string;
  createdAt: number;
}

function readContacts(json: string | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The member profile over accounts' profile columns, the profile-field settings and who referred whom. */
export function createProfileRepository(db: Database) {
  const columns = PROFILE_DETAIL_FIELDS.map((f) => `${COLUMN[f]} AS ${f}`).join(', ');
  const stmt = {
    read: db.prepare<[number], Record<DetailField, string | null> & { contacts: string }>(
      `SELECT ${columns}, contacts FROM accounts WHERE id = ?`,
    ),
    write: db.prepare(
      `UPDATE accounts SET ${PROFILE_DETAIL_FIELDS.map((f) => `${COLUMN[f]} = @${f}`).join(', ')}, contacts = @contacts WHERE id = @id`,
    ),
    setAvatar: db.prepare<[number, number]>('UPDATE accounts SET avatar = ? WHERE id = ?'),
    settings: db.prepare<[], FieldRow>(`SELECT name, enabled, required, min_length AS minLength, max_length AS maxLength,
      accepted_pattern AS acceptedPattern, pattern_id AS patternId, type FROM profile_fields ORDER BY sort`),
    setSetting: db.prepare(`UPDATE profile_fields SET enabled = @enabled, required = @required, min_length = @minLength,
      max_length = @maxLength, accepted_pattern = @acceptedPattern, pattern_id = @patternId WHERE name = @name`),
    setReferrer: db.prepare<[number, number]>('UPDATE accounts SET referred_by = ? WHERE id = ?'),
    setReferralCode: db.prepare<[string, number]>('UPDATE accounts SET referral_code = ? WHERE id = ? AND referral_code IS NULL'),
    referralCount: db.prepare<[number], number>('SELECT COUNT(*) FROM accounts WHERE referred_by = ?').pluck(),
    referrals: db.prepare<[number, number, number], ReferralRow>(
      `SELECT username, created_at AS createdAt FROM accounts WHERE referred_by = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ),
    referrerOf: db.prepare<[number], number | null>('SELECT referred_by FROM accounts WHERE id = ?').pluck(),
  };

  return {
    /** The profile's values: empty fields are left out. */
    values(accountId: number): ProfileValues {
      const row = stmt.read.get(accountId);
      if (!row) return {};
      const values: ProfileValues = {};
      for (const field of PROFILE_DETAIL_FIELDS) {
        const value = row[field];
        if (value) values[field] = value;
      }
      const contacts = readContacts(row.contacts);
      for (const field of PROFILE_CONTACT_FIELDS) if (contacts[field]) values[field] = contacts[field];
      return values;
    },
    /**
     * Writes every profile field at once: a field absent or empty is cleared. Contact keys that are
     * not profile fields (the e-mail registration keeps there) are left as they were.
     */
    save(accountId: number, values: Partial<Record<ProfileField, string>>): void {
      const row = stmt.read.get(accountId);
      if (!row) return;
      const contacts = readContacts(row.contacts);
      for (const field of PROFILE_CONTACT_FIELDS) {
        const value = values[field]?.trim();
        if (value) contacts[field] = value;
        else delete contacts[field];
      }
      const params: Record<string, string | number | null> = { id: accountId, contacts: JSON.stringify(contacts) };
      for (const field of PROFILE_DETAIL_FIELDS) params[field] = values[field]?.trim() || null;
      stmt.write.run(params);
    },
    setAvatar: (accountId: number, avatar: number): void => void stmt.setAvatar.run(avatar, accountId),
    settings(): ProfileSettings {
      const rules: ProfileSettings = {};
      for (const r of stmt.settings.all()) rules[r.name] = fieldRuleOf(r);
      return rules;
    },
    /** The operator changes a field's setting (tests and the development helpers). */
    setSetting(name: ProfileField, rule: FieldRule): void {
      stmt.setSetting.run({
        name,
        enabled: +rule.enabled,
        required: +rule.required,
        minLength: rule.minLength,
        maxLength: rule.maxLength,
        acceptedPattern: rule.acceptedPattern,
        patternId: rule.patternId,
      });
    },
    /** Records the member whose referral code an account registered with. */
    setReferrer: (accountId: number, referrerId: number): void => void stmt.setReferrer.run(referrerId, accountId),
    referrerOf: (accountId: number): number | null => stmt.referrerOf.get(accountId) ?? null,
    /** Gives an account without a referral code this one; false when it already had one. */
    setReferralCode: (accountId: number, code: string): boolean => stmt.setReferralCode.run(code, accountId).changes === 1,
    referralCount: (accountId: number): number => stmt.referralCount.get(accountId)!,
    referrals: (accountId: number, limit: number, offset: number): ReferralRow[] => stmt.referrals.all(accountId, limit, offset),
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
