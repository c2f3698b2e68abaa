-- The reward centre's own things besides the grants of 023: promo codes, prize tickets, raffles and
-- the daily sign-in. Every payment is a reward grant (023) claimed in the same transaction as the
-- row that caused it, so each promo code, ticket, raffle win and sign-in pays once. Amounts are
-- integer cents; times epoch ms on the sandbox clock.

-- A promo code: claimed once per member, until it expires, at most total_limit times in all.
CREATE TABLE promo_codes (
  id           INTEGER PRIMARY KEY,
  code         TEXT    NOT NULL UNIQUE,          -- upper case; members type it in any case
  description  TEXT    NOT NULL,
  amount       INTEGER NOT NULL CHECK (amount > 0),
  turnover     INTEGER NOT NULL CHECK (turnover >= 0),
  expires_at   INTEGER NOT NULL,
  total_limit  INTEGER CHECK (total_limit IS NULL OR total_limit > 0),   -- NULL: no limit
  visible      INTEGER NOT NULL DEFAULT 1,       -- listed to members (0: only typed in)
  created_at   INTEGER NOT NULL
);

CREATE TABLE promo_code_claims (
  id          INTEGER PRIMARY KEY,
  code_id     INTEGER NOT NULL REFERENCES promo_codes(id) ON DELETE CASCADE,
  account_id  INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  grant_id    INTEGER NOT NULL REFERENCES reward_grants(id),
  claimed_at  INTEGER NOT NULL,
  UNIQUE (code_id, account_id)
);

-- The prize table of each ticket type: the outcome is drawn by weight.
CREATE TABLE ticket_prizes (
  id           INTEGER PRIMARY KEY,
  ticket_type  TEXT    NOT NULL CHECK (ticket_type IN ('SLOT_MACHINE', 'PRIZE_WHEEL')),
  symbol       TEXT    NOT NULL,                 -- the slot machine's three of a kind
  amount       INTEGER NOT NULL CHECK (amount > 0),
  turnover     INTEGER NOT NULL CHECK (turnover >= 0),
  weight       INTEGER NOT NULL CHECK (weight > 0)
);

-- A member's prize ticket: AVAILABLE, SPUN (a slot machine's outcome drawn, paid by the claim),
-- CLAIMED (paid through grant_id). Past expires_at an unclaimed ticket reads as EXPIRED.
CREATE TABLE prize_tickets (
  id              INTEGER PRIMARY KEY,
  account_id      INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  transaction_id  TEXT    NOT NULL UNIQUE,
  ticket_type     TEXT    NOT NULL CHECK (ticket_type IN ('SLOT_MACHINE', 'PRIZE_WHEEL')),
  title           TEXT    NOT NULL,
  status          TEXT    NOT NULL CHECK (status IN ('AVAILABLE', 'SPUN', 'CLAIMED')),
  prize_id        INTEGER REFERENCES ticket_prizes(id),
  grant_id        INTEGER REFERENCES reward_grants(id),
  issued_at       INTEGER NOT NULL,
  expires_at      INTEGER,
  spun_at         INTEGER,
  claimed_at      INTEGER
);
CREATE INDEX prize_tickets_account ON prize_tickets(account_id, status, issued_at);

-- A raffle: members enter until draws_at; the draw (once, drawn_at) picks `winners` entries at
-- random, and each winner gets a RAFFLE grant to claim.
CREATE TABLE raffles (
  id          INTEGER PRIMARY KEY,
  title       TEXT    NOT NULL,
  prize       INTEGER NOT NULL CHECK (prize > 0),
  turnover    INTEGER NOT NULL CHECK (turnover >= 0),
  winners     INTEGER NOT NULL CHECK (winners > 0),
  draws_at    INTEGER NOT NULL,
  drawn_at    INTEGER,
  created_at  INTEGER NOT NULL
);

CREATE TABLE raffle_entries (
  raffle_id   INTEGER NOT NULL REFERENCES raffles(id) ON DELETE CASCADE,
  account_id  INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  entered_at  INTEGER NOT NULL,
  won         INTEGER,                           -- NULL until drawn, then 1 or 0
  grant_id    INTEGER REFERENCES reward_grants(id),
  PRIMARY KEY (raffle_id, account_id)
);

-- The daily sign-in's 7-day cycle: each version of the table applies from effective_from.
CREATE TABLE login_configs (
  id              INTEGER PRIMARY KEY,
  effective_from  INTEGER NOT NULL
);

CREATE TABLE login_config_days (
  config_id  INTEGER NOT NULL REFERENCES login_configs(id) ON DELETE CASCADE,
  day        INTEGER NOT NULL CHECK (day BETWEEN 1 AND 7),
  amount     INTEGER NOT NULL CHECK (amount > 0),
  turnover   INTEGER NOT NULL CHECK (turnover >= 0),
  PRIMARY KEY (config_id, day)
);

-- One sign-in per member and platform day (UTC+08:00, YYYY-MM-DD), paid through grant_id.
CREATE TABLE login_signins (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day         TEXT    NOT NULL,
  streak      INTEGER NOT NULL CHECK (streak > 0),
  cycle_day   INTEGER NOT NULL CHECK (cycle_day BETWEEN 1 AND 7),
  grant_id    INTEGER NOT NULL REFERENCES reward_grants(id),
  signed_at   INTEGER NOT NULL,
  UNIQUE (account_id, day)
);
