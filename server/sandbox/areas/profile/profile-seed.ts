import type { Database } from 'better-sqlite3';
import type { FieldRule } from '../../../../shared/domains/system/schemas';
import { PROFILE_FIELDS, type ProfileField } from '../../../../shared/domains/profile/rules';
import type { SeedPart } from '../../db/seed/seed-part';

const off: FieldRule = { enabled: false, required: false, minLength: 0, maxLength: 50, acceptedPattern: '', patternId: 0, type: 'text' };
const rule = (
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: number,
  type = 'text',
  acceptedPattern = '',
): FieldRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  acceptedPattern,
  patternId,
  type,
});

/**
 * The platform's profile settings for the brand (a Philippine site: no QQ, Zalo, WeChat or Skype).
 * Pattern ids of the catalogue: 0 any, 4 alphanumeric, 6 digits, 9 no spaces, 11 yyyy-MM-dd,
 * 17 letters and spaces. The current address and the nationality are required, as know-your-customer
 * checks ask for them.
 */
export const PROFILE_SETTINGS: Record<ProfileField, FieldRule> = {
  nickname: rule(false, 2, 20, 0),
  birthday: rule(false, 10, 10, 11, 'date'),
  permanentAddress: rule(false, 5, 120, 0),
  currentAddress: rule(true, 5, 120, 0),
  placeOfBirth: rule(false, 2, 60, 17),
  nationality: rule(true, 2, 40, 17),
  occupation: rule(false, 2, 60, 17),
  sourceOfIncome: rule(false, 2, 60, 17),
  qqNum: off,
  whatsapp: rule(false, 7, 15, 6, 'tel'),
  facebook: rule(false, 3, 50, 9),
  telegram: rule(false, 5, 33, 9, 'text', '^@?[A-Za-z0-9_]{5,32}$'),
  idNumber: rule(false, 6, 20, 4),
  line: rule(false, 3, 30, 9),
  zalo: off,
  wechat: off,
  skype: off,
};

export function seedProfileFields(db: Database): void {
  const insert = db.prepare(`INSERT INTO profile_fields
    (name, enabled, required, min_length, max_length, accepted_pattern, pattern_id, type, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  PROFILE_FIELDS.forEach((name, sort) => {
    const r = PROFILE_SETTINGS[name];
    insert.run(name, +r.enabled, +r.required, r.minLength, r.maxLength, r.acceptedPattern, r.patternId, r.type ?? 'text', sort);
  });
}

export const profileFieldsSeed: SeedPart = { name: 'profile-fields', seed: 0x5eed0029, run: (db) => seedProfileFields(db) };
