-- The security centre. Sessions rows go at sign-out, at a sign-in elsewhere and when they expire,
-- so every sign-in is also kept here: the list of recent sign-ins reads it, and a session displaced
-- by a sign-in elsewhere names that sign-in (`ended_sessions.displaced_by`) so the player can be
-- told when and from where it came.
CREATE TABLE sign_ins (
  id              INTEGER PRIMARY KEY,
  account_id      INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token           TEXT    NOT NULL,
  ip              TEXT    NOT NULL,
  device          TEXT    NOT NULL,
  signed_in_at    INTEGER NOT NULL,
  -- How many live sessions of the account this sign-in ended (one session per account).
  displaced_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sign_ins_account ON sign_ins(account_id, id);
CREATE INDEX sign_ins_token ON sign_ins(token);

ALTER TABLE ended_sessions ADD COLUMN displaced_by INTEGER REFERENCES sign_ins(id);

-- When the e-mail was last bound: a second bind waits a minute.
ALTER TABLE accounts ADD COLUMN email_bound_at INTEGER;
