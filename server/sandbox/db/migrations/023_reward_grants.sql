-- Rewards a member can claim (the reward centre's list: manual, raffle, upgrade bonus, mission, new
-- register, rank salary, deposit, first deposit, sign-up, lucky bet, and an activity's issued
-- reward), and the turnover each cash reward asks for before a withdrawal. Amounts are integer
-- cents. A reward is claimed once: the claim is a conditional update from ISSUED, in the same
-- transaction as its ledger row (`bonus.<type>`, reference `R<id>`) and its turnover requirement.
CREATE TABLE reward_grants (
  id              INTEGER PRIMARY KEY,
  account_id      INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  promotion_type  TEXT    NOT NULL,              -- MANUAL, RAFFLE, UPGRADE_BONUS, MISSION, … (shared/schemas/rewards.ts)
  promotion_id    INTEGER,                       -- the promotion or activity it comes from, if any
  title           TEXT    NOT NULL,
  amount          INTEGER NOT NULL CHECK (amount > 0),
  turnover        INTEGER NOT NULL CHECK (turnover >= 0),   -- valid bet asked for after the claim
  status          TEXT    NOT NULL CHECK (status IN ('ISSUED', 'CLAIMED', 'EXPIRED')),
  source_ref      TEXT    NOT NULL,              -- what issued it, unique per member: one grant per cause
  issued_at       INTEGER NOT NULL,
  expires_at      INTEGER,                       -- NULL: never
  claimed_at      INTEGER,
  UNIQUE (account_id, source_ref)
);
CREATE INDEX reward_grants_account ON reward_grants(account_id, status, issued_at);

-- Valid bet a member still owes before withdrawing: each claimed cash reward adds its turnover,
-- counted from the claim; valid bets placed after that time pay it down (oldest first).
CREATE TABLE turnover_requirements (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  source      TEXT    NOT NULL,                  -- e.g. reward:<grant id>
  required    INTEGER NOT NULL CHECK (required > 0),
  created_at  INTEGER NOT NULL,
  UNIQUE (account_id, source)
);
CREATE INDEX turnover_requirements_account ON turnover_requirements(account_id, created_at);
