-- The agent centre's transaction details at any team size: per ancestor, 5-minute slot and reason,
-- the rows, money in and money out of its downline's ledger (the ancestor's own rows are its account
-- record, so depth 0 is left out), kept by triggers like ledger_days (migration 019). A page of the
-- downline's rows newest first is found by walking these counts back from the range's end to the
-- few slots that hold it, then reading only those slots of the ledger by time (ledger_time).
CREATE TABLE team_ledger_slots (
  ancestor_id INTEGER NOT NULL,
  slot        INTEGER NOT NULL,            -- created_at / 300000
  reason      TEXT    NOT NULL,
  rows        INTEGER NOT NULL,
  money_in    INTEGER NOT NULL,
  money_out   INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, slot, reason)
) WITHOUT ROWID;

CREATE INDEX ledger_time ON ledger(created_at, id);

INSERT INTO team_ledger_slots (ancestor_id, slot, reason, rows, money_in, money_out)
  SELECT p.ancestor_id, l.created_at / 300000, l.reason, COUNT(*), SUM(MAX(l.amount, 0)), SUM(MAX(-l.amount, 0))
  FROM ledger l JOIN team_paths p ON p.member_id = l.account_id AND p.depth > 0
  GROUP BY p.ancestor_id, l.created_at / 300000, l.reason;

CREATE TRIGGER team_ledger_slots_insert AFTER INSERT ON ledger BEGIN
  INSERT INTO team_ledger_slots (ancestor_id, slot, reason, rows, money_in, money_out)
    SELECT ancestor_id, NEW.created_at / 300000, NEW.reason, 1, MAX(NEW.amount, 0), MAX(-NEW.amount, 0)
      FROM team_paths WHERE member_id = NEW.account_id AND depth > 0
    ON CONFLICT (ancestor_id, slot, reason) DO UPDATE SET rows = rows + 1, money_in = money_in + excluded.money_in,
      money_out = money_out + excluded.money_out;
END;
CREATE TRIGGER team_ledger_slots_update AFTER UPDATE OF account_id, created_at, reason, amount ON ledger BEGIN
  UPDATE team_ledger_slots SET rows = rows - 1, money_in = money_in - MAX(OLD.amount, 0), money_out = money_out - MAX(-OLD.amount, 0)
    WHERE slot = OLD.created_at / 300000 AND reason = OLD.reason
      AND ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = OLD.account_id AND depth > 0);
  INSERT INTO team_ledger_slots (ancestor_id, slot, reason, rows, money_in, money_out)
    SELECT ancestor_id, NEW.created_at / 300000, NEW.reason, 1, MAX(NEW.amount, 0), MAX(-NEW.amount, 0)
      FROM team_paths WHERE member_id = NEW.account_id AND depth > 0
    ON CONFLICT (ancestor_id, slot, reason) DO UPDATE SET rows = rows + 1, money_in = money_in + excluded.money_in,
      money_out = money_out + excluded.money_out;
END;
CREATE TRIGGER team_ledger_slots_delete AFTER DELETE ON ledger BEGIN
  UPDATE team_ledger_slots SET rows = rows - 1, money_in = money_in - MAX(OLD.amount, 0), money_out = money_out - MAX(-OLD.amount, 0)
    WHERE slot = OLD.created_at / 300000 AND reason = OLD.reason
      AND ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = OLD.account_id AND depth > 0);
END;

-- Per ancestor: the accounts below it and the agents among them (types 1, 2, 41 and 42, the
-- sandbox's AGENT_TYPES, which agent-seed.test.ts recounts with; a type never changes once opened), and the balance of its whole team's wallets, its own included, kept as accounts
-- open and wallets move; with the joins per slot, the team overview reads no member one by one.
CREATE TABLE team_totals (
  ancestor_id INTEGER PRIMARY KEY,
  members     INTEGER NOT NULL DEFAULT 0,
  agents      INTEGER NOT NULL DEFAULT 0,
  balance     INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE team_join_slots (
  ancestor_id INTEGER NOT NULL,
  slot        INTEGER NOT NULL,            -- the member's created_at / 300000
  joins       INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, slot)
) WITHOUT ROWID;

INSERT INTO team_totals (ancestor_id, members, agents, balance)
  SELECT p.ancestor_id, SUM(p.depth > 0), SUM(p.depth > 0 AND a.type IN (1, 2, 41, 42)),
      COALESCE(SUM((SELECT SUM(balance) FROM wallets w WHERE w.account_id = p.member_id)), 0)
    FROM team_paths p JOIN accounts a ON a.id = p.member_id GROUP BY p.ancestor_id;
INSERT INTO team_join_slots (ancestor_id, slot, joins)
  SELECT ancestor_id, joined_at / 300000, COUNT(*) FROM team_paths WHERE depth > 0 GROUP BY ancestor_id, joined_at / 300000;

CREATE TRIGGER team_totals_path_insert AFTER INSERT ON team_paths BEGIN
  INSERT INTO team_totals (ancestor_id, members, agents)
    SELECT NEW.ancestor_id, NEW.depth > 0, NEW.depth > 0 AND type IN (1, 2, 41, 42) FROM accounts WHERE id = NEW.member_id
    ON CONFLICT (ancestor_id) DO UPDATE SET members = members + excluded.members, agents = agents + excluded.agents;
  INSERT INTO team_join_slots (ancestor_id, slot, joins)
    SELECT NEW.ancestor_id, NEW.joined_at / 300000, 1 WHERE NEW.depth > 0
    ON CONFLICT (ancestor_id, slot) DO UPDATE SET joins = joins + 1;
END;
CREATE TRIGGER team_totals_wallet_insert AFTER INSERT ON wallets WHEN NEW.balance <> 0 BEGIN
  UPDATE team_totals SET balance = balance + NEW.balance
    WHERE ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = NEW.account_id);
END;
CREATE TRIGGER team_totals_wallet_update AFTER UPDATE OF balance, account_id ON wallets BEGIN
  UPDATE team_totals SET balance = balance - OLD.balance
    WHERE ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = OLD.account_id);
  UPDATE team_totals SET balance = balance + NEW.balance
    WHERE ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = NEW.account_id);
END;
CREATE TRIGGER team_totals_wallet_delete AFTER DELETE ON wallets BEGIN
  UPDATE team_totals SET balance = balance - OLD.balance
    WHERE ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = OLD.account_id);
END;
