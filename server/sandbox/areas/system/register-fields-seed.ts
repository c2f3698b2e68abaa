import type { Database } from 'better-sqlite3';
import { RegisterFieldNames, type FieldRule, type RegisterFieldName } from '../../../../shared/domains/system/schemas';
import type { SeedPart } from '../../db/seed/seed-part';

const off: FieldRule = { enabled: false, required: false, minLength: 0, maxLength: 50, acceptedPattern: '*', patternId: 0, type: 'text' };

/** Pattern ids follow the reg_pattern_{id} texts: 1 letter-first alnum, 3 e-mail, 4 alnum, 6 digits. */
export const REGISTER_RULES: Record<RegisterFieldName, FieldRule> = {
  username: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 12,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,11}$',
    patternId: 1,
    type: 'text',
  },
  password: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 12,
    acceptedPattern: '^[a-zA-Z0-9]{6,12}$',
    patternId: 4,
    type: 'password',
  },
  payeeName: { enabled: true, required: false, minLength: 2, maxLength: 50, acceptedPattern: '*', patternId: 0, type: 'text' },
  paymentPassword: {
    enabled: true,
    required: false,
    minLength: 6,
    maxLength: 6,
    acceptedPattern: '^[0-9]{6}$',
    patternId: 6,
    type: 'password',
  },
  qqNum: off,
  line: off,
  whatsapp: { enabled: true, required: false, minLength: 7, maxLength: 15, acceptedPattern: '^[0-9]{7,15}$', patternId: 6, type: 'tel' },
  zalo: off,
  facebook: off,
  wechat: off,
  idNumber: off,
  email: {
    enabled: true,
    required: false,
    minLength: 6,
    maxLength: 50,
    acceptedPattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
    patternId: 3,
    type: 'email',
  },
  mobileNum: { enabled: true, required: true, minLength: 7, maxLength: 15, acceptedPattern: '^[0-9]{7,15}$', patternId: 6, type: 'tel' },
  affiliateCode: {
    enabled: true,
    required: false,
    minLength: 4,
    maxLength: 20,
    acceptedPattern: '^[a-zA-Z0-9]{4,20}$',
    patternId: 4,
    type: 'text',
  },
  captcha: { enabled: true, required: true, minLength: 4, maxLength: 4, acceptedPattern: '^[0-9]{4}$', patternId: 6, type: 'captcha' },
  recommenderId: off,
};

export function seedRegisterFields(db: Database): void {
  const insert = db.prepare(`INSERT INTO register_fields
    (name, enabled, required, min_length, max_length, accepted_pattern, pattern_id, type, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  RegisterFieldNames.forEach((name, sort) => {
    const r = REGISTER_RULES[name];
    insert.run(name, +r.enabled, +r.required, r.minLength, r.maxLength, r.acceptedPattern, r.patternId, r.type ?? 'text', sort);
  });
}

export const registerFieldsSeed: SeedPart = { name: 'register-fields', seed: 0x5eed0002, run: (db) => seedRegisterFields(db) };
