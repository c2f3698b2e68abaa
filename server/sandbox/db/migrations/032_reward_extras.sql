-- The reward centre's extras: quests and achievements (goals over the member's play whose reward,
-- once reached, is a reward grant of 023: QUEST or ACHIEVEMENT, one per member and goal), the
-- daily heartbeat, discount tickets, and the rebate rates by rank level and game type. Amounts are
-- integer cents; times epoch ms on the sandbox clock.

-- A quest: a goal over a window (settled bets, or valid bet in cents), one game type or every one.
-- Progress is read from bet_quarters (019), so a window starts and ends on whole quarter hours.
CREATE TABLE quests (
  id            INTEGER PRIMARY KEY,
  title         TEXT    NOT NULL,
  goal          TEXT    NOT NULL CHECK (goal IN ('BET_COUNT', 'TURNOVER')),
  product_type  TEXT,                              -- NULL: every game type counts
  target        INTEGER NOT NULL CHECK (target > 0),
  reward        INTEGER NOT NULL CHECK (reward > 0),
  turnover      INTEGER NOT NULL CHECK (turnover >= 0),
  start_at      INTEGER NOT NULL CHECK (start_at % 900000 = 0),
  end_at        INTEGER NOT NULL CHECK (end_at % 900000 = 0),
  CHECK (end_at > start_at)
);
CREATE INDEX quests_window ON quests(end_at, start_at);

-- An achievement: an all-time goal (settled bets, valid bet in cents, or days with a heartbeat).
CREATE TABLE achievements (
  id        INTEGER PRIMARY KEY,
  title     TEXT    NOT NULL,
  measure   TEXT    NOT NULL CHECK (measure IN ('BET_COUNT', 'TURNOVER', 'ACTIVE_DAYS')),
  target    INTEGER NOT NULL CHECK (target > 0),
  reward    INTEGER NOT NULL CHECK (reward > 0),
  turnover  INTEGER NOT NULL CHECK (turnover >= 0),
  sort      INTEGER NOT NULL DEFAULT 0
);

-- One row per member and platform day (UTC+08:00, YYYY-MM-DD) with a heartbeat.
CREATE TABLE heartbeat_days (
  account_id  INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day         TEXT    NOT NULL,
  first_at    INTEGER NOT NULL,
  PRIMARY KEY (account_id, day)
) WITHOUT ROWID;

-- A member's discount ticket: a percentage off a stake in one game type, up to max_discount. A
-- cancelled ticket (cancelled_at) leaves the member's list; past expires_at it reads as EXPIRED.
CREATE TABLE discount_tickets (
  id             INTEGER PRIMARY KEY,
  account_id     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title          TEXT    NOT NULL,
  product_type   TEXT    NOT NULL,
  rate_bp        INTEGER NOT NULL CHECK (rate_bp BETWEEN 1 AND 10000),   -- basis points of the stake
  max_discount   INTEGER NOT NULL CHECK (max_discount > 0),
  issued_at      INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  cancelled_at   INTEGER
);
CREATE INDEX discount_tickets_account ON discount_tickets(account_id, cancelled_at, expires_at);

-- The rebate rate of each rank level (027) and game type, in basis points of the valid bet.
CREATE TABLE rebate_rates (
  rank_level    INTEGER NOT NULL REFERENCES rank_levels(rank_level),
  product_type  TEXT    NOT NULL,
  rate_bp       INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (rank_level, product_type)
) WITHOUT ROWID;
