-- Records: the member's account record, betting record, profit and loss and bonus details read
-- the ledger, game rounds and lottery orders of one account over a time range; transfers between
-- an upline and its downlines are kept as one row each beside their two ledger rows.

-- The account record: one account's rows in [startTime, endTime), newest first. The index carries
-- the reason and the amount, so a page's ids, its count and the range's totals (money in, money
-- out, per type) are read from the index alone; only the page's own rows visit the table.
CREATE INDEX ledger_account_time ON ledger(account_id, created_at, reason, amount);

-- The betting record and profit and loss: one account's rounds in a range with what they staked
-- and won, and the game (for the game type), from the index alone.
CREATE INDEX game_rounds_account ON game_rounds(account_id, played_at, stake, win, node_id);

-- The operator's remark on a bonus paid as a ledger row (reason bonus.<kind>).
CREATE TABLE bonus_remarks (
  ledger_id INTEGER PRIMARY KEY REFERENCES ledger(id) ON DELETE CASCADE,
  remark    TEXT    NOT NULL
);

-- A transfer between members: to the sender's upline, or from an agent to one of its downlines.
-- One per (sender, direction, request id): repeating a request answers the first transfer.
CREATE TABLE member_transfers (
  id         INTEGER PRIMARY KEY,
  from_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  to_id      INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  direction  TEXT    NOT NULL CHECK (direction IN ('upline', 'downline')),
  amount     INTEGER NOT NULL CHECK (amount > 0),
  request_id TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX member_transfers_request ON member_transfers(from_id, direction, request_id);
