-- The agent centre and contracts: the team tree as a closure table, team aggregates kept as bets
-- settle and money moves (never summed over the tree on a view), affiliate links, and salary and
-- dividend contracts with their settlements. Amounts are integer cents; rates are basis points
-- (1 = 0.01 %). Accounts never change upline once created, so the closure only grows.

-- Every (ancestor, member) pair of the tree, the member itself at depth 0: a team is one index range.
CREATE TABLE team_paths (
  ancestor_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  member_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  depth       INTEGER NOT NULL CHECK (depth >= 0),
  joined_at   INTEGER NOT NULL,            -- the member's created_at, for "new members" in a range
  PRIMARY KEY (ancestor_id, member_id)
) WITHOUT ROWID;
CREATE INDEX team_paths_member ON team_paths(member_id, depth);
CREATE INDEX team_paths_joined ON team_paths(ancestor_id, joined_at);
CREATE INDEX team_paths_depth ON team_paths(ancestor_id, depth, member_id);

WITH RECURSIVE tree(ancestor_id, member_id, depth) AS (
  SELECT id, id, 0 FROM accounts
  UNION ALL
  SELECT a.upline_id, t.member_id, t.depth + 1 FROM tree t JOIN accounts a ON a.id = t.ancestor_id WHERE a.upline_id IS NOT NULL
)
INSERT INTO team_paths (ancestor_id, member_id, depth, joined_at)
  SELECT t.ancestor_id, t.member_id, t.depth, m.created_at FROM tree t JOIN accounts m ON m.id = t.member_id;

CREATE TRIGGER team_paths_account_insert AFTER INSERT ON accounts BEGIN
  INSERT INTO team_paths (ancestor_id, member_id, depth, joined_at) VALUES (NEW.id, NEW.id, 0, NEW.created_at);
  INSERT INTO team_paths (ancestor_id, member_id, depth, joined_at)
    SELECT ancestor_id, NEW.id, depth + 1, NEW.created_at FROM team_paths WHERE member_id = NEW.upline_id;
END;

-- Team bets per ancestor and 5-minute slot (time / 300000): the member's own bets and its whole
-- downline's. Every time zone's offset is a whole number of quarter hours, so any player's day,
-- hour and the real-time salary's 5 minutes are whole slots. A lottery order's stake counts from
-- the bet and leaves when it is cancelled; its valid bet and win count once it is settled.
CREATE TABLE team_bet_slots (
  ancestor_id INTEGER NOT NULL,
  slot        INTEGER NOT NULL,
  bets        INTEGER NOT NULL,
  bet         INTEGER NOT NULL,
  valid       INTEGER NOT NULL,
  win         INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, slot)
) WITHOUT ROWID;

-- One row per member and slot with a bet: who was active in a period.
CREATE TABLE member_bet_slots (
  account_id INTEGER NOT NULL,
  slot       INTEGER NOT NULL,
  PRIMARY KEY (account_id, slot)
) WITHOUT ROWID;

INSERT INTO team_bet_slots (ancestor_id, slot, bets, bet, valid, win)
  SELECT p.ancestor_id, b.slot, SUM(b.bets), SUM(b.bet), SUM(b.valid), SUM(b.win) FROM (
    SELECT account_id, played_at / 300000 AS slot, 1 AS bets, stake AS bet, stake AS valid, win FROM game_rounds
    UNION ALL
    SELECT account_id, created_at / 300000, 1, total, CASE WHEN status IN ('WON', 'LOST') THEN total ELSE 0 END,
        CASE WHEN status = 'WON' THEN win ELSE 0 END
      FROM lottery_orders WHERE status <> 'CANCELLED') b
  JOIN team_paths p ON p.member_id = b.account_id
  GROUP BY p.ancestor_id, b.slot;
INSERT OR IGNORE INTO member_bet_slots (account_id, slot)
  SELECT account_id, played_at / 300000 FROM game_rounds
  UNION SELECT account_id, created_at / 300000 FROM lottery_orders WHERE status IN ('WON', 'LOST');

CREATE TRIGGER team_bet_slots_round_insert AFTER INSERT ON game_rounds BEGIN
  INSERT INTO team_bet_slots (ancestor_id, slot, bets, bet, valid, win)
    SELECT ancestor_id, NEW.played_at / 300000, 1, NEW.stake, NEW.stake, NEW.win FROM team_paths WHERE member_id = NEW.account_id
    ON CONFLICT (ancestor_id, slot) DO UPDATE SET bets = bets + 1, bet = bet + excluded.bet, valid = valid + excluded.valid,
      win = win + excluded.win;
  INSERT OR IGNORE INTO member_bet_slots (account_id, slot) VALUES (NEW.account_id, NEW.played_at / 300000);
END;
CREATE TRIGGER team_bet_slots_order_insert AFTER INSERT ON lottery_orders BEGIN
  INSERT INTO team_bet_slots (ancestor_id, slot, bets, bet, valid, win)
    SELECT ancestor_id, NEW.created_at / 300000, 1, NEW.total,
        CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END, CASE WHEN NEW.status = 'WON' THEN NEW.win ELSE 0 END
      FROM team_paths WHERE member_id = NEW.account_id
    ON CONFLICT (ancestor_id, slot) DO UPDATE SET bets = bets + 1, bet = bet + excluded.bet, valid = valid + excluded.valid,
      win = win + excluded.win;
END;
CREATE TRIGGER team_bet_slots_order_update AFTER UPDATE OF status, total, win ON lottery_orders BEGIN
  UPDATE team_bet_slots SET
      bets = bets - (OLD.status <> 'CANCELLED') + (NEW.status <> 'CANCELLED'),
      bet = bet - CASE WHEN OLD.status <> 'CANCELLED' THEN OLD.total ELSE 0 END + CASE WHEN NEW.status <> 'CANCELLED' THEN NEW.total ELSE 0 END,
      valid = valid - CASE WHEN OLD.status IN ('WON', 'LOST') THEN OLD.total ELSE 0 END
        + CASE WHEN NEW.status IN ('WON', 'LOST') THEN NEW.total ELSE 0 END,
      win = win - CASE WHEN OLD.status = 'WON' THEN OLD.win ELSE 0 END + CASE WHEN NEW.status = 'WON' THEN NEW.win ELSE 0 END
    WHERE slot = NEW.created_at / 300000 AND ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = NEW.account_id);
  INSERT OR IGNORE INTO member_bet_slots (account_id, slot)
    SELECT NEW.account_id, NEW.created_at / 300000 WHERE NEW.status IN ('WON', 'LOST');
END;

-- Team money per ancestor and slot: deposits credited, withdrawals taken (less refunds of rejected
-- ones), bonuses and contract payouts received, from the ledger's own rows.
CREATE TABLE team_money_slots (
  ancestor_id INTEGER NOT NULL,
  slot        INTEGER NOT NULL,
  deposits    INTEGER NOT NULL,
  withdrawals INTEGER NOT NULL,
  bonuses     INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, slot)
) WITHOUT ROWID;
INSERT INTO team_money_slots (ancestor_id, slot, deposits, withdrawals, bonuses)
  SELECT p.ancestor_id, l.created_at / 300000,
      SUM(CASE WHEN l.reason = 'deposit' THEN l.amount ELSE 0 END),
      SUM(CASE WHEN l.reason IN ('withdraw', 'withdraw.refund') THEN -l.amount ELSE 0 END),
      SUM(CASE WHEN l.reason LIKE 'bonus.%' OR l.reason LIKE 'contract.%.in' THEN l.amount ELSE 0 END)
    FROM ledger l JOIN team_paths p ON p.member_id = l.account_id
    WHERE l.reason IN ('deposit', 'withdraw', 'withdraw.refund') OR l.reason LIKE 'bonus.%' OR l.reason LIKE 'contract.%.in'
    GROUP BY p.ancestor_id, l.created_at / 300000;
CREATE TRIGGER team_money_slots_ledger_insert AFTER INSERT ON ledger
  WHEN NEW.reason IN ('deposit', 'withdraw', 'withdraw.refund') OR NEW.reason LIKE 'bonus.%' OR NEW.reason LIKE 'contract.%.in'
BEGIN
  INSERT INTO team_money_slots (ancestor_id, slot, deposits, withdrawals, bonuses)
    SELECT ancestor_id, NEW.created_at / 300000,
        CASE WHEN NEW.reason = 'deposit' THEN NEW.amount ELSE 0 END,
        CASE WHEN NEW.reason IN ('withdraw', 'withdraw.refund') THEN -NEW.amount ELSE 0 END,
        CASE WHEN NEW.reason LIKE 'bonus.%' OR NEW.reason LIKE 'contract.%.in' THEN NEW.amount ELSE 0 END
      FROM team_paths WHERE member_id = NEW.account_id
    ON CONFLICT (ancestor_id, slot) DO UPDATE SET deposits = deposits + excluded.deposits,
      withdrawals = withdrawals + excluded.withdrawals, bonuses = bonuses + excluded.bonuses;
END;

-- A ledger row whose time, owner, reason or amount changes (the seed dates opening deposits as
-- orders) or that is deleted moves its team figures with it, as ledger_days does (migration 019).
CREATE TRIGGER team_money_slots_ledger_update AFTER UPDATE OF account_id, created_at, reason, amount ON ledger BEGIN
  UPDATE team_money_slots SET
      deposits = deposits - CASE WHEN OLD.reason = 'deposit' THEN OLD.amount ELSE 0 END,
      withdrawals = withdrawals - CASE WHEN OLD.reason IN ('withdraw', 'withdraw.refund') THEN -OLD.amount ELSE 0 END,
      bonuses = bonuses - CASE WHEN OLD.reason LIKE 'bonus.%' OR OLD.reason LIKE 'contract.%.in' THEN OLD.amount ELSE 0 END
    WHERE slot = OLD.created_at / 300000 AND ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = OLD.account_id)
      AND (OLD.reason IN ('deposit', 'withdraw', 'withdraw.refund') OR OLD.reason LIKE 'bonus.%' OR OLD.reason LIKE 'contract.%.in');
  INSERT INTO team_money_slots (ancestor_id, slot, deposits, withdrawals, bonuses)
    SELECT ancestor_id, NEW.created_at / 300000,
        CASE WHEN NEW.reason = 'deposit' THEN NEW.amount ELSE 0 END,
        CASE WHEN NEW.reason IN ('withdraw', 'withdraw.refund') THEN -NEW.amount ELSE 0 END,
        CASE WHEN NEW.reason LIKE 'bonus.%' OR NEW.reason LIKE 'contract.%.in' THEN NEW.amount ELSE 0 END
      FROM team_paths
      WHERE member_id = NEW.account_id
        AND (NEW.reason IN ('deposit', 'withdraw', 'withdraw.refund') OR NEW.reason LIKE 'bonus.%' OR NEW.reason LIKE 'contract.%.in')
    ON CONFLICT (ancestor_id, slot) DO UPDATE SET deposits = deposits + excluded.deposits,
      withdrawals = withdrawals + excluded.withdrawals, bonuses = bonuses + excluded.bonuses;
END;
CREATE TRIGGER team_money_slots_ledger_delete AFTER DELETE ON ledger
  WHEN OLD.reason IN ('deposit', 'withdraw', 'withdraw.refund') OR OLD.reason LIKE 'bonus.%' OR OLD.reason LIKE 'contract.%.in'
BEGIN
  UPDATE team_money_slots SET
      deposits = deposits - CASE WHEN OLD.reason = 'deposit' THEN OLD.amount ELSE 0 END,
      withdrawals = withdrawals - CASE WHEN OLD.reason IN ('withdraw', 'withdraw.refund') THEN -OLD.amount ELSE 0 END,
      bonuses = bonuses - CASE WHEN OLD.reason LIKE 'bonus.%' OR OLD.reason LIKE 'contract.%.in' THEN OLD.amount ELSE 0 END
    WHERE slot = OLD.created_at / 300000 AND ancestor_id IN (SELECT ancestor_id FROM team_paths WHERE member_id = OLD.account_id);
END;

-- An agent's invitation codes beyond the account's own referral code: each names the kind of
-- account it opens and the domain its link points at. A registration with the code lands under the agent.
CREATE TABLE affiliate_links (
  code         TEXT    PRIMARY KEY COLLATE NOCASE,
  agent_id     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  account_type INTEGER NOT NULL,           -- 0 member, 1 agent (the type of the accounts it opens)
  domain       TEXT    NOT NULL,
  created_at   INTEGER NOT NULL
);
CREATE INDEX affiliate_links_agent ON affiliate_links(agent_id, created_at);

-- Contracts between an upline and a member of its team. `tiers` is JSON, highest threshold last:
-- [{minValidBet, minActiveMembers, rate}] with cents and basis points; for a dividend the threshold
-- is the team's period loss (minLoss) instead of valid bet. One open offer and one active
-- contract per member and kind, enforced here so two racing requests cannot both succeed.
CREATE TABLE contracts (
  id           INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL CHECK (kind IN ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND')),
  upline_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  member_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  period       TEXT    CHECK (period IN ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
  tiers        TEXT    NOT NULL,
  top_rate     INTEGER NOT NULL CHECK (top_rate > 0),   -- the highest tier's rate, for the rate rules
  status       TEXT    NOT NULL CHECK (status IN ('OFFERED', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'TERMINATED', 'FINISHED')),
  end_reason   TEXT,                                   -- why an active contract ended
  offered_at   INTEGER NOT NULL,
  decided_at   INTEGER,
  ended_at     INTEGER,
  ends_at      INTEGER,                                -- FINISH: ends once the period holding this is paid
  settled_until INTEGER,                                -- the end of the last period paid
  CHECK ((kind = 'DIVIDEND') = (period IS NOT NULL)),
  CHECK (upline_id <> member_id)
);
CREATE UNIQUE INDEX contracts_one_offer ON contracts(member_id, kind) WHERE status = 'OFFERED';
CREATE UNIQUE INDEX contracts_one_active ON contracts(member_id, kind) WHERE status = 'ACTIVE';
CREATE INDEX contracts_upline ON contracts(upline_id, kind, status);
CREATE INDEX contracts_member ON contracts(member_id, offered_at);
CREATE INDEX contracts_due ON contracts(kind, status, settled_until);

-- One row per contract and period, paid or not (a period below every tier pays 0 and is still
-- recorded, so it is never looked at twice). The ledger rows carry `S<id>` as their reference.
CREATE TABLE contract_settlements (
  id             INTEGER PRIMARY KEY,
  contract_id    INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  member_id      INTEGER NOT NULL,
  payer_id       INTEGER,                              -- NULL: the platform pays (the upline is the top)
  kind           TEXT    NOT NULL,
  period_start   INTEGER NOT NULL,
  period_end     INTEGER NOT NULL,
  valid_bet      INTEGER NOT NULL,
  profit_loss    INTEGER NOT NULL,                     -- the team's win − valid bet in the period
  active_members INTEGER NOT NULL,
  rate           INTEGER NOT NULL,
  amount         INTEGER NOT NULL CHECK (amount >= 0),
  status         TEXT    NOT NULL CHECK (status IN ('PAID', 'NOT_REACHED', 'UNPAID')),  -- UNPAID: the upline could not pay
  settled_at     INTEGER NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_settlements_member ON contract_settlements(member_id, period_end);
CREATE INDEX contract_settlements_payer ON contract_settlements(payer_id, period_end);
