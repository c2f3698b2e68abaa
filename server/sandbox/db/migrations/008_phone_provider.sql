-- The phone-authentication provider's stand-in: its project switches (one row), the code sessions
-- it opened, every send (for the per-number and daily limits) and the id tokens it issued.
CREATE TABLE phone_provider_settings (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  enabled     INTEGER NOT NULL DEFAULT 1,
  daily_quota INTEGER NOT NULL,
  outage      INTEGER NOT NULL DEFAULT 0,
  fail_next   TEXT
);
CREATE TABLE phone_provider_sessions (
  session_info TEXT PRIMARY KEY,
  phone        TEXT NOT NULL,
  sent_at      INTEGER NOT NULL
);
CREATE INDEX phone_provider_sessions_phone ON phone_provider_sessions(phone, sent_at);
CREATE TABLE phone_provider_sends (
  phone TEXT NOT NULL,
  at    INTEGER NOT NULL
);
CREATE INDEX phone_provider_sends_at ON phone_provider_sends(at);
CREATE TABLE phone_provider_tokens (
  id_token   TEXT PRIMARY KEY,
  phone      TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
