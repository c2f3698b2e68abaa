-- Player protection (shared/schemas/protection.ts): limits with their pending raises, the reality
-- check's interval, breaks and self-exclusions, and the account's own history of them.

-- One row per limit an account has set: deposit, loss and wager per day, week and month (cents),
-- and the session limit (kind 'session', period 'session', minutes). `amount` is the limit in
-- force (NULL: none, while a first limit is never pending); `pending_set` 1 marks a raise or a
-- removal (`pending_amount` NULL) waiting until `effective_at` and then for its confirmation.
CREATE TABLE protection_limits (
  account_id     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind           TEXT    NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period         TEXT    NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount         INTEGER CHECK (amount > 0),
  pending_set    INTEGER NOT NULL DEFAULT 0 CHECK (pending_set IN (0, 1)),
  pending_amount INTEGER CHECK (pending_amount > 0),
  requested_at   INTEGER,
  effective_at   INTEGER,
  PRIMARY KEY (account_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session'))
);

-- The reality check's interval, in minutes (no row: the default).
CREATE TABLE protection_settings (
  account_id            INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  reality_check_minutes INTEGER NOT NULL CHECK (reality_check_minutes > 0)
);

-- Breaks, stop-now and self-exclusions. One runs while ended_at IS NULL AND ends_at > now.
CREATE TABLE protection_restrictions (
  id               INTEGER PRIMARY KEY,
  account_id       INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind             TEXT    NOT NULL CHECK (kind IN ('break', 'exclusion', 'stopNow')),
  duration         TEXT    NOT NULL,
  started_at       INTEGER NOT NULL,
  ends_at          INTEGER NOT NULL CHECK (ends_at > started_at),
  cancellable_from INTEGER,
  ended_at         INTEGER
);
CREATE INDEX protection_restrictions_account ON protection_restrictions(account_id, ends_at);

-- The account's history: every change and every refusal by a limit, newest first by id.
CREATE TABLE protection_events (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  time         INTEGER NOT NULL,
  event        TEXT    NOT NULL,
  subject      TEXT    NOT NULL,
  period       TEXT,
  from_value   TEXT,
  to_value     TEXT,
  effective_at INTEGER
);
CREATE INDEX protection_events_account ON protection_events(account_id, id);

