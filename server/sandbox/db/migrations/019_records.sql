-- Records: the member's account record, betting record, profit and loss and bonus details read
-- the ledger, game rounds and lottery orders of one account over a time range; transfers between
-- an upline and its downlines are kept as one row each beside their two ledger rows.

-- The account record: one account's rows in [startTime, endTime), newest first (ties by id, so the
-- index hands them over in page order without a sort). The index carries the reason and the amount, so a page's ids, its count and the range's totals (money in, money
-- out, per type) are read from the index alone; only the page's own rows visit the table.
CREATE INDEX ledger_account_time ON ledger(account_id, created_at, id, reason, amount);

-- The betting record and profit and loss: one account's rounds in a range with what they staked
-- and won, and the game (for the game type), from the index alone.
CREATE INDEX game_rounds_account ON game_rounds(account_id, played_at, id, stake, win, node_id);

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

-- Range totals without reading every row: per account, UTC day and reason, the ledger's rows,
-- money in and money out, kept by triggers on every insert, update and delete of a ledger row.
-- A range's totals are its whole days from here plus its two partial days from the index; a deep
-- page skips whole days by their counts and seeks into the day that holds it.
CREATE TABLE ledger_days (
  account_id INTEGER NOT NULL,
  day        INTEGER NOT NULL,             -- created_at / 86400000
  reason     TEXT    NOT NULL,
  rows       INTEGER NOT NULL,
  money_in   INTEGER NOT NULL,
  money_out  INTEGER NOT NULL,
  PRIMARY KEY (account_id, day, reason)
) WITHOUT ROWID;
INSERT INTO ledger_days (account_id, day, reason, rows, money_in, money_out)
  SELECT account_id, created_at / 86400000, reason, COUNT(*), SUM(MAX(amount, 0)), SUM(MAX(-amount, 0))
  FROM ledger GROUP BY account_id, created_at / 86400000, reason;
CREATE TRIGGER ledger_days_insert AFTER INSERT ON ledger BEGIN
  INSERT INTO ledger_days (account_id, day, reason, rows, money_in, money_out)
    VALUES (NEW.account_id, NEW.created_at / 86400000, NEW.reason, 1, MAX(NEW.amount, 0), MAX(-NEW.amount, 0))
    ON CONFLICT (account_id, day, reason) DO UPDATE SET rows = rows + 1, money_in = money_in + excluded.money_in,
      money_out = money_out + excluded.money_out;
END;
CREATE TRIGGER ledger_days_update AFTER UPDATE OF account_id, created_at, reason, amount ON ledger BEGIN
  UPDATE ledger_days SET rows = rows - 1, money_in = money_in - MAX(OLD.amount, 0), money_out = money_out - MAX(-OLD.amount, 0)
    WHERE account_id = OLD.account_id AND day = OLD.created_at / 86400000 AND reason = OLD.reason;
  INSERT INTO ledger_days (account_id, day, reason, rows, money_in, money_out)
    VALUES (NEW.account_id, NEW.created_at / 86400000, NEW.reason, 1, MAX(NEW.amount, 0), MAX(-NEW.amount, 0))
    ON CONFLICT (account_id, day, reason) DO UPDATE SET rows = rows + 1, money_in = money_in + excluded.money_in,
      money_out = money_out + excluded.money_out;
END;
CREATE TRIGGER ledger_days_delete AFTER DELETE ON ledger BEGIN
  UPDATE ledger_days SET rows = rows - 1, money_in = money_in - MAX(OLD.amount, 0), money_out = money_out - MAX(-OLD.amount, 0)
    WHERE account_id = OLD.account_id AND day = OLD.created_at / 86400000 AND reason = OLD.reason;
END;

-- The same for bets per UTC day (the betting record's totals and deep pages) and per quarter hour
-- (personal profit and loss by the player's day: every time zone's offset is a whole number of
-- quarter hours), by game type: game rounds (settled when played) and lottery sub-orders (settled
-- once WON or LOST; their amounts follow the status as it changes).
CREATE TABLE bet_days (
  account_id  INTEGER NOT NULL,
  day         INTEGER NOT NULL,            -- time / 86400000
  game_type   TEXT    NOT NULL,
  bets        INTEGER NOT NULL,
  settled     INTEGER NOT NULL,
  bet         INTEGER NOT NULL,
  settled_bet INTEGER NOT NULL,
  valid       INTEGER NOT NULL,
  win         INTEGER NOT NULL,
  PRIMARY KEY (account_id, day, game_type)
) WITHOUT ROWID;
INSERT INTO bet_days (account_id, day, game_type, bets, settled, bet, settled_bet, valid, win)
  SELECT account_id, bucket, game_type, SUM(bets), SUM(settled), SUM(bet), SUM(settled_bet), SUM(valid), SUM(win) FROM (
    SELECT r.account_id, r.played_at / 86400000 AS bucket, g.game_type, 1 AS bets, 1 AS settled, r.stake AS bet,
        r.stake AS settled_bet, r.stake AS valid, r.win
      FROM game_rounds r JOIN games g ON g.node_id = r.node_id
    UNION ALL
    SELECT account_id, created_at / 86400000, 'LOTT', 1, status IN ('WON', 'LOST'), total,
        CASE WHEN status IN ('WON', 'LOST') THEN total ELSE 0 END, CASE WHEN status IN ('WON', 'LOST') THEN total ELSE 0 END,
        CASE WHEN status = 'WON' THEN win ELSE 0 END
      FROM lottery_orders)
  GROUP BY account_id, bucket, game_type;
CREATE TRIGGER bet_days_round_insert AFTER INSERT ON game_rounds BEGIN
  INSERT INTO bet_days (account_id, day, game_type, bets, settled, bet, settled_bet, valid, win)
    SELECT NEW.account_id, NEW.played_at / 86400000, game_type, 1, 1, NEW.stake, NEW.stake, NEW.stake, NEW.win
      FROM games WHERE node_id = NEW.node_id
    ON CONFLICT (account_id, day, game_type) DO UPDATE SET bets = bets + 1, settled = settled + excluded.settled,
      bet = bet + excluded.bet, settled_bet = settled_bet + excluded.settled_bet, valid = valid + excluded.valid, win = win + excluded.win;
END;
CREATE TRIGGER bet_days_round_update AFTER UPDATE OF account_id, node_id, stake, win, played_at ON game_rounds BEGIN
  UPDATE bet_days SET bets = bets - 1, settled = settled - 1, bet = bet - OLD.stake, settled_bet = settled_bet - OLD.stake,
      valid = valid - OLD.stake, win = win - OLD.win
    WHERE account_id = OLD.account_id AND day = OLD.played_at / 86400000
      AND game_type = (SELECT game_type FROM games WHERE node_id = OLD.node_id);
  INSERT INTO bet_days (account_id, day, game_type, bets, settled, bet, settled_bet, valid, win)
    SELECT NEW.account_id, NEW.played_at / 86400000, game_type, 1, 1, NEW.stake, NEW.stake, NEW.stake, NEW.win
      FROM games WHERE node_id = NEW.node_id
    ON CONFLICT (account_id, day, game_type) DO UPDATE SET bets = bets + 1, settled = settled + excluded.settled,
      bet = bet + excluded.bet, settled_bet = settled_bet + excluded.settled_bet, valid = valid + excluded.valid, win = win + excluded.win;
END;
CREATE TRIGGER bet_days_round_delete AFTER DELETE ON game_rounds BEGIN
  UPDATE bet_days SET bets = bets - 1, settled = settled - 1, bet = bet - OLD.stake, settled_bet = settled_bet - OLD.stake,
      valid = valid - OLD.stake, win = win - OLD.win
    WHERE account_id = OLD.account_id AND day = OLD.played_at / 86400000
      AND game_type = (SELECT game_type FROM games WHERE node_id = OLD.node_id);
END;
CREATE TRIGGER bet_days_order_insert AFTER INSERT ON lottery_orders BEGIN
  INSERT INTO bet_days (account_id, day, game_type, bets, settled, bet, settled_bet, valid, win)
    VALUES (NEW.account_id, NEW.created_at / 86400000, 'LOTT', 1, NEW.status IN ('WON', 'LOST'), NEW.total,
      CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END, CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END,
      CASE WHEN NEW.status = 'WON' THEN NEW.win ELSE 0 END)
    ON CONFLICT (account_id, day, game_type) DO UPDATE SET bets = bets + 1, settled = settled + excluded.settled,
      bet = bet + excluded.bet, settled_bet = settled_bet + excluded.settled_bet, valid = valid + excluded.valid, win = win + excluded.win;
END;
CREATE TRIGGER bet_days_order_update AFTER UPDATE OF account_id, total, status, win, created_at ON lottery_orders BEGIN
  UPDATE bet_days SET bets = bets - 1, settled = settled - (OLD.status IN ('WON', 'LOST')), bet = bet - OLD.total,
      settled_bet = settled_bet - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END,
      valid = valid - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END,
      win = win - CASE WHEN OLD.status = 'WON' THEN OLD.win ELSE 0 END
    WHERE account_id = OLD.account_id AND day = OLD.created_at / 86400000 AND game_type = 'LOTT';
  INSERT INTO bet_days (account_id, day, game_type, bets, settled, bet, settled_bet, valid, win)
    VALUES (NEW.account_id, NEW.created_at / 86400000, 'LOTT', 1, NEW.status IN ('WON', 'LOST'), NEW.total,
      CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END, CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END,
      CASE WHEN NEW.status = 'WON' THEN NEW.win ELSE 0 END)
    ON CONFLICT (account_id, day, game_type) DO UPDATE SET bets = bets + 1, settled = settled + excluded.settled,
      bet = bet + excluded.bet, settled_bet = settled_bet + excluded.settled_bet, valid = valid + excluded.valid, win = win + excluded.win;
END;
CREATE TRIGGER bet_days_order_delete AFTER DELETE ON lottery_orders BEGIN
  UPDATE bet_days SET bets = bets - 1, settled = settled - (OLD.status IN ('WON', 'LOST')), bet = bet - OLD.total,
      settled_bet = settled_bet - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END,
      valid = valid - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END,
      win = win - CASE WHEN OLD.status = 'WON' THEN OLD.win ELSE 0 END
    WHERE account_id = OLD.account_id AND day = OLD.created_at / 86400000 AND game_type = 'LOTT';
END;

CREATE TABLE bet_quarters (
  account_id  INTEGER NOT NULL,
  quarter     INTEGER NOT NULL,            -- time / 900000
  game_type   TEXT    NOT NULL,
  bets        INTEGER NOT NULL,
  settled     INTEGER NOT NULL,
  bet         INTEGER NOT NULL,
  settled_bet INTEGER NOT NULL,
  valid       INTEGER NOT NULL,
  win         INTEGER NOT NULL,
  PRIMARY KEY (account_id, quarter, game_type)
) WITHOUT ROWID;
INSERT INTO bet_quarters (account_id, quarter, game_type, bets, settled, bet, settled_bet, valid, win)
  SELECT account_id, bucket, game_type, SUM(bets), SUM(settled), SUM(bet), SUM(settled_bet), SUM(valid), SUM(win) FROM (
    SELECT r.account_id, r.played_at / 900000 AS bucket, g.game_type, 1 AS bets, 1 AS settled, r.stake AS bet,
        r.stake AS settled_bet, r.stake AS valid, r.win
      FROM game_rounds r JOIN games g ON g.node_id = r.node_id
    UNION ALL
    SELECT account_id, created_at / 900000, 'LOTT', 1, status IN ('WON', 'LOST'), total,
        CASE WHEN status IN ('WON', 'LOST') THEN total ELSE 0 END, CASE WHEN status IN ('WON', 'LOST') THEN total ELSE 0 END,
        CASE WHEN status = 'WON' THEN win ELSE 0 END
      FROM lottery_orders)
  GROUP BY account_id, bucket, game_type;
CREATE TRIGGER bet_quarters_round_insert AFTER INSERT ON game_rounds BEGIN
  INSERT INTO bet_quarters (account_id, quarter, game_type, bets, settled, bet, settled_bet, valid, win)
    SELECT NEW.account_id, NEW.played_at / 900000, game_type, 1, 1, NEW.stake, NEW.stake, NEW.stake, NEW.win
      FROM games WHERE node_id = NEW.node_id
    ON CONFLICT (account_id, quarter, game_type) DO UPDATE SET bets = bets + 1, settled = settled + excluded.settled,
      bet = bet + excluded.bet, settled_bet = settled_bet + excluded.settled_bet, valid = valid + excluded.valid, win = win + excluded.win;
END;
CREATE TRIGGER bet_quarters_round_update AFTER UPDATE OF account_id, node_id, stake, win, played_at ON game_rounds BEGIN
  UPDATE bet_quarters SET bets = bets - 1, settled = settled - 1, bet = bet - OLD.stake, settled_bet = settled_bet - OLD.stake,
      valid = valid - OLD.stake, win = win - OLD.win
    WHERE account_id = OLD.account_id AND quarter = OLD.played_at / 900000
      AND game_type = (SELECT game_type FROM games WHERE node_id = OLD.node_id);
  INSERT INTO bet_quarters (account_id, quarter, game_type, bets, settled, bet, settled_bet, valid, win)
    SELECT NEW.account_id, NEW.played_at / 900000, game_type, 1, 1, NEW.stake, NEW.stake, NEW.stake, NEW.win
      FROM games WHERE node_id = NEW.node_id
    ON CONFLICT (account_id, quarter, game_type) DO UPDATE SET bets = bets + 1, settled = settled + excluded.settled,
      bet = bet + excluded.bet, settled_bet = settled_bet + excluded.settled_bet, valid = valid + excluded.valid, win = win + excluded.win;
END;
CREATE TRIGGER bet_quarters_round_delete AFTER DELETE ON game_rounds BEGIN
  UPDATE bet_quarters SET bets = bets - 1, settled = settled - 1, bet = bet - OLD.stake, settled_bet = settled_bet - OLD.stake,
      valid = valid - OLD.stake, win = win - OLD.win
    WHERE account_id = OLD.account_id AND quarter = OLD.played_at / 900000
      AND game_type = (SELECT game_type FROM games WHERE node_id = OLD.node_id);
END;
CREATE TRIGGER bet_quarters_order_insert AFTER INSERT ON lottery_orders BEGIN
  INSERT INTO bet_quarters (account_id, quarter, game_type, bets, settled, bet, settled_bet, valid, win)
    VALUES (NEW.account_id, NEW.created_at / 900000, 'LOTT', 1, NEW.status IN ('WON', 'LOST'), NEW.total,
      CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END, CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END,
      CASE WHEN NEW.status = 'WON' THEN NEW.win ELSE 0 END)
    ON CONFLICT (account_id, quarter, game_type) DO UPDATE SET bets = bets + 1, settled = settled + excluded.settled,
      bet = bet + excluded.bet, settled_bet = settled_bet + excluded.settled_bet, valid = valid + excluded.valid, win = win + excluded.win;
END;
CREATE TRIGGER bet_quarters_order_update AFTER UPDATE OF account_id, total, status, win, created_at ON lottery_orders BEGIN
  UPDATE bet_quarters SET bets = bets - 1, settled = settled - (OLD.status IN ('WON', 'LOST')), bet = bet - OLD.total,
      settled_bet = settled_bet - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END,
      valid = valid - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END,
      win = win - CASE WHEN OLD.status = 'WON' THEN OLD.win ELSE 0 END
    WHERE account_id = OLD.account_id AND quarter = OLD.created_at / 900000 AND game_type = 'LOTT';
  INSERT INTO bet_quarters (account_id, quarter, game_type, bets, settled, bet, settled_bet, valid, win)
    VALUES (NEW.account_id, NEW.created_at / 900000, 'LOTT', 1, NEW.status IN ('WON', 'LOST'), NEW.total,
      CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END, CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END,
      CASE WHEN NEW.status = 'WON' THEN NEW.win ELSE 0 END)
    ON CONFLICT (account_id, quarter, game_type) DO UPDATE SET bets = bets + 1, settled = settled + excluded.settled,
      bet = bet + excluded.bet, settled_bet = settled_bet + excluded.settled_bet, valid = valid + excluded.valid, win = win + excluded.win;
END;
CREATE TRIGGER bet_quarters_order_delete AFTER DELETE ON lottery_orders BEGIN
  UPDATE bet_quarters SET bets = bets - 1, settled = settled - (OLD.status IN ('WON', 'LOST')), bet = bet - OLD.total,
      settled_bet = settled_bet - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END,
      valid = valid - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END,
      win = win - CASE WHEN OLD.status = 'WON' THEN OLD.win ELSE 0 END
    WHERE account_id = OLD.account_id AND quarter = OLD.created_at / 900000 AND game_type = 'LOTT';
END;
