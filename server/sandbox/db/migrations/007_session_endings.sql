-- Why a token stopped working: a sign-in elsewhere ends the account's other sessions, and the
-- platform's 401 then says so ("logged out from another device") instead of a plain expiry.
CREATE TABLE ended_sessions (
  token      TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL,
  reason     TEXT NOT NULL CHECK (reason IN ('displaced')),
  ended_at   INTEGER NOT NULL
);
CREATE INDEX ended_sessions_at ON ended_sessions(ended_at);
