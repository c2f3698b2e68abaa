-- Lottery orders take the lottery client's bet slips: each row is one sub-order (one slip) of a bet
-- (order_no), with the slip's play, bet unit (mode), prize series and multiple; a member may cancel
-- an open sub-order (CANCELLED). SQLite changes a CHECK only by rebuilding the table.
-- Orders taken before slips existed become one-slip bets at the hundredths unit (mode 3), whose
-- multiple is the per-pick stake in cents, at the prize series of the 96% return (1920).
CREATE TABLE lottery_orders_next (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  order_no     TEXT    NOT NULL,
  game_code    TEXT    NOT NULL,
  issue        TEXT    NOT NULL,
  play_type    TEXT    NOT NULL,
  play_id      INTEGER NOT NULL,
  mode         INTEGER NOT NULL CHECK (mode IN (1, 2, 3)),
  series       INTEGER NOT NULL,
  multiple     INTEGER NOT NULL CHECK (multiple >= 1),
  numbers      TEXT    NOT NULL,
  stake        INTEGER NOT NULL,   -- per pick, cents
  total        INTEGER NOT NULL,   -- cents taken from the wallet
  draw_time    INTEGER NOT NULL,
  status       TEXT    NOT NULL CHECK (status IN ('PENDING', 'WON', 'LOST', 'CANCELLED')),
  win          INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL,
  settled_at   INTEGER,
  cancelled_at INTEGER
);
INSERT INTO lottery_orders_next (id, account_id, order_no, game_code, issue, play_type, play_id, mode, series, multiple, numbers,
    stake, total, draw_time, status, win, created_at, settled_at)
  SELECT id, account_id, printf('LT%010d', id), game_code, issue, play_type,
    CASE play_type WHEN '5D' THEN 101 WHEN '3D' THEN 201 WHEN 'K3' THEN 301 WHEN 'PK10' THEN 401 WHEN '11X5' THEN 501
      WHEN 'LOTTO' THEN 601 WHEN 'KENO' THEN 701 WHEN 'LO2' THEN 801 ELSE 101 END,
    3, 1920, stake, numbers, stake, total, draw_time, status, win, created_at, settled_at
  FROM lottery_orders;
DROP TABLE lottery_orders;
ALTER TABLE lottery_orders_next RENAME TO lottery_orders;
CREATE INDEX lottery_orders_pending ON lottery_orders(draw_time) WHERE status = 'PENDING';
CREATE INDEX lottery_orders_account ON lottery_orders(account_id, created_at);
CREATE INDEX lottery_orders_no ON lottery_orders(order_no);
