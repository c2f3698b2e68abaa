-- Missions: goals over a window (a count of settled bets, their valid bet, or credited deposits),
-- each with milestones (a target and a reward in cents with a turnover multiplier). Progress is
-- read from bet_quarters (019) and the ledger, so a window starts and ends on whole quarter hours.
CREATE TABLE missions (
  id        INTEGER PRIMARY KEY,
  title     TEXT    NOT NULL,
  goal      TEXT    NOT NULL CHECK (goal IN ('BET_COUNT', 'TURNOVER', 'DEPOSIT')),
  start_at  INTEGER NOT NULL CHECK (start_at % 900000 = 0),
  end_at    INTEGER NOT NULL CHECK (end_at % 900000 = 0),
  CHECK (end_at > start_at)
);
CREATE INDEX missions_window ON missions(end_at, start_at);

CREATE TABLE mission_milestones (
  mission_id          INTEGER NOT NULL REFERENCES missions(id) ON DELETE CASCADE,
  milestone           INTEGER NOT NULL CHECK (milestone >= 1),   -- 1, 2, … in rising target order
  target              INTEGER NOT NULL CHECK (target > 0),        -- bets for BET_COUNT, cents otherwise
  reward              INTEGER NOT NULL CHECK (reward > 0),        -- cents
  turnover_multiplier INTEGER NOT NULL CHECK (turnover_multiplier >= 0),
  PRIMARY KEY (mission_id, milestone)
) WITHOUT ROWID;

-- A mission's leaderboard ranks every member by the mission's measure in its window: bets by
-- quarter hour across accounts, and deposits by time across accounts.
CREATE INDEX bet_quarters_time ON bet_quarters(quarter, account_id, bets, settled, valid);
CREATE INDEX ledger_reason_time ON ledger(reason, created_at, account_id, amount);

-- The player rank (the VIP club): what each level asks (all-time credited deposits and valid bet,
-- cents) and pays (a one-time upgrade bonus and a salary per calendar month at the level), with the
-- labels and colours of the club labels member info answers (areas/identity/club-labels.ts).
CREATE TABLE rank_levels (
  rank_level          INTEGER PRIMARY KEY CHECK (rank_level >= 1),
  label_name          TEXT    NOT NULL,
  color               TEXT    NOT NULL,
  color2              TEXT    NOT NULL,
  deposit_required    INTEGER NOT NULL CHECK (deposit_required >= 0),
  turnover_required   INTEGER NOT NULL CHECK (turnover_required >= 0),
  upgrade_bonus       INTEGER NOT NULL CHECK (upgrade_bonus >= 0),
  monthly_salary      INTEGER NOT NULL CHECK (monthly_salary >= 0),
  turnover_multiplier INTEGER NOT NULL CHECK (turnover_multiplier >= 0)
);
INSERT INTO rank_levels VALUES
  (1, 'Bronze',    '#cd7f32', '#8c5523',        0,        0,      0,      0, 0),
  (2, 'Silver',    '#c0c0c0', '#8a8a8a',   100000,        0,   1800,    800, 1),
  (3, 'Gold',      '#ffd700', '#b8860b',  1000000,     5000,   5800,   2800, 1),
  (4, 'Platinum',  '#e5e4e2', '#9fa3a6',  3000000,  1000000,  18800,   8800, 2),
  (5, 'Diamond',   '#b9f2ff', '#5fb8d0',  8000000,  6000000,  38800,  18800, 2),
  (6, 'VIP',       '#f5c542', '#a67c00', 20000000, 15000000,  88800,  38800, 3),
  (7, 'Royal VIP', '#9b59b6', '#5e2f73', 50000000, 40000000, 188800,  88800, 3);
