-- Identity: the account's profile, contact and password state, sign-in bookkeeping, codes and
-- challenges, social identities, wallets with their ledger, and the member's inbox count.

ALTER TABLE accounts ADD COLUMN nickname TEXT;
ALTER TABLE accounts ADD COLUMN mobile_dialing_code TEXT;      -- '+63'
ALTER TABLE accounts ADD COLUMN mobile_number TEXT;            -- national number, digits only
ALTER TABLE accounts ADD COLUMN email TEXT;
ALTER TABLE accounts ADD COLUMN payee_name TEXT;
ALTER TABLE accounts ADD COLUMN payment_password_hash TEXT;
ALTER TABLE accounts ADD COLUMN contacts TEXT NOT NULL DEFAULT '{}';   -- JSON: qqNum, line, whatsapp, zalo, facebook, wechat, idNumber
ALTER TABLE accounts ADD COLUMN upline_id INTEGER REFERENCES accounts(id);
ALTER TABLE accounts ADD COLUMN referral_code TEXT;
ALTER TABLE accounts ADD COLUMN club_rank INTEGER NOT NULL DEFAULT 1;
ALTER TABLE accounts ADD COLUMN member_labels TEXT NOT NULL DEFAULT '[]';  -- JSON list of {labelName, textColor, bgColor}
ALTER TABLE accounts ADD COLUMN first_login INTEGER NOT NULL DEFAULT 1;
ALTER TABLE accounts ADD COLUMN password_changed_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN password_is_default INTEGER NOT NULL DEFAULT 0;
-- Set by a temporary password from the e-mail reset: the next sign-in must change it.
ALTER TABLE accounts ADD COLUMN password_must_change INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN last_login_ip TEXT;
ALTER TABLE accounts ADD COLUMN last_login_at INTEGER;
ALTER TABLE accounts ADD COLUMN language TEXT;
ALTER TABLE accounts ADD COLUMN avatar INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX accounts_referral_code ON accounts(referral_code COLLATE NOCASE);
CREATE UNIQUE INDEX accounts_mobile ON accounts(mobile_dialing_code, mobile_number);
CREATE INDEX accounts_mobile_number ON accounts(mobile_number);
CREATE INDEX accounts_upline ON accounts(upline_id);

ALTER TABLE sessions ADD COLUMN ip TEXT;
ALTER TABLE sessions ADD COLUMN device TEXT;

-- One row per failed sign-in; counted per username and per client address inside a window.
CREATE TABLE login_failures (
  id        INTEGER PRIMARY KEY,
  username  TEXT    NOT NULL COLLATE NOCASE,
  ip        TEXT    NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX login_failures_username ON login_failures(username, failed_at);
CREATE INDEX login_failures_ip ON login_failures(ip, failed_at);

CREATE TABLE known_ips (
  account_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  ip            TEXT    NOT NULL,
  first_seen_at INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL,
  PRIMARY KEY (account_id, ip)
);

-- A sign-in from a new address waiting for the SMS code (LOGINIPVERF3).
CREATE TABLE login_verifications (
  token      TEXT    PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  ip         TEXT    NOT NULL,
  device     TEXT,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

-- Every SMS and e-mail the platform "sends": the development helpers read them back.
CREATE TABLE sms_outbox (
  id           INTEGER PRIMARY KEY,
  to_address   TEXT    NOT NULL,              -- '+639171234567' or an e-mail address
  to_national  TEXT,                          -- '9171234567' for SMS, so look-ups work without the dialing code
  channel      TEXT    NOT NULL CHECK (channel IN ('sms', 'email')),
  purpose      TEXT    NOT NULL,
  text         TEXT    NOT NULL,
  code         TEXT,
  sent_at      INTEGER NOT NULL,
  expires_at   INTEGER,
  used_at      INTEGER,
  attempts     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_outbox_to ON sms_outbox(to_address, purpose, sent_at);
CREATE INDEX sms_outbox_national ON sms_outbox(to_national, sent_at);

CREATE TABLE captchas (
  id        TEXT    PRIMARY KEY,
  answer    TEXT    NOT NULL,
  issued_at INTEGER NOT NULL,
  used_at   INTEGER
);
CREATE INDEX captchas_issued ON captchas(issued_at);

CREATE TABLE pow_challenges (
  id         TEXT    PRIMARY KEY,
  prefix     TEXT    NOT NULL,
  difficulty INTEGER NOT NULL,
  issued_at  INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

-- Proof-of-work difficulty for the bot check; NULL = the platform default.
ALTER TABLE system_state ADD COLUMN pow_difficulty INTEGER;

CREATE TABLE social_identities (
  provider   TEXT    NOT NULL,
  subject    TEXT    NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  linked_at  INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);

-- Codes the local identity provider hands to the site's redirect address; single use.
CREATE TABLE social_codes (
  code         TEXT    PRIMARY KEY,
  provider     TEXT    NOT NULL,
  subject      TEXT    NOT NULL,
  redirect_uri TEXT    NOT NULL,
  issued_at    INTEGER NOT NULL,
  used_at      INTEGER
);

-- E-mailed reset links; the temporary password they come with is already set on the account.
CREATE TABLE password_resets (
  token      TEXT    PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  issued_at  INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Amounts are integer cents. A wallet's balance never goes negative: the CHECKs refuse it and
-- every movement is written together with its ledger row in one transaction.
CREATE TABLE wallets (
  account_id  INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  wallet_type INTEGER NOT NULL,
  balance     INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (account_id, wallet_type)
);

CREATE TABLE ledger (
  id            INTEGER PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  wallet_type   INTEGER NOT NULL,
  amount        INTEGER NOT NULL,
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  reason        TEXT    NOT NULL,
  ref           TEXT,
  created_at    INTEGER NOT NULL
);
CREATE INDEX ledger_account ON ledger(account_id, wallet_type, id);
CREATE UNIQUE INDEX ledger_ref ON ledger(account_id, reason, ref) WHERE ref IS NOT NULL;

CREATE TABLE messages (
  id         INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title      TEXT    NOT NULL,
  content    TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  read_at    INTEGER
);
CREATE INDEX messages_account ON messages(account_id, read_at);
