-- The member profile (spec §3: birthday, the address fields; nickname and the contact handles
-- already live on accounts, the handles in `contacts`), who referred an account (the member whose
-- referral code it registered with: not the agent upline), the platform's setting of each profile
-- field, and feedback with the operator's reply.

ALTER TABLE accounts ADD COLUMN birthday TEXT;                 -- yyyy-MM-dd
ALTER TABLE accounts ADD COLUMN permanent_address TEXT;
ALTER TABLE accounts ADD COLUMN current_address TEXT;
ALTER TABLE accounts ADD COLUMN place_of_birth TEXT;
ALTER TABLE accounts ADD COLUMN nationality TEXT;
ALTER TABLE accounts ADD COLUMN occupation TEXT;
ALTER TABLE accounts ADD COLUMN source_of_income TEXT;
ALTER TABLE accounts ADD COLUMN referred_by INTEGER REFERENCES accounts(id);
CREATE INDEX accounts_referred_by ON accounts(referred_by, created_at);

-- Which profile fields the platform shows and requires, in the register-rule shape
-- (pattern ids of the pattern catalogue; accepted_pattern '' = the catalogue test alone).
CREATE TABLE profile_fields (
  name             TEXT    PRIMARY KEY,
  enabled          INTEGER NOT NULL,
  required         INTEGER NOT NULL,
  min_length       INTEGER NOT NULL,
  max_length       INTEGER NOT NULL,
  accepted_pattern TEXT    NOT NULL,
  pattern_id       INTEGER NOT NULL,
  type             TEXT    NOT NULL DEFAULT 'text',
  sort             INTEGER NOT NULL
);

-- Feedback from members (account_id) and guests (NULL), with the operator's reply.
CREATE TABLE feedback (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
  category    TEXT    NOT NULL,
  content     TEXT    NOT NULL,
  language    TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  reply       TEXT,
  replied_at  INTEGER
);
CREATE INDEX feedback_account ON feedback(account_id, created_at);
CREATE INDEX feedback_waiting ON feedback(replied_at, created_at);

-- The pictures of a feedback (png or jpeg by their magic bytes, at most 5 MB each, at most 3).
CREATE TABLE feedback_pictures (
  feedback_id INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL,
  mime        TEXT    NOT NULL,
  bytes       BLOB    NOT NULL,
  PRIMARY KEY (feedback_id, seq)
);
