-- Points (PTSYS3): their own ledger beside the money's. Points are whole numbers and never expire;
-- a member's balance is one row of point_balances (never negative: the CHECK refuses it) and every
-- change is one row of point_entries with the balance after it, written in the same transaction.

-- Earning rates: one point per `cents_per_point` of valid bet from a game type (games.game_type,
-- LOTT for lottery orders) or of a deposit (DEPOSIT). A source without a row earns nothing.
CREATE TABLE point_config (
  source          TEXT    PRIMARY KEY,
  point_type      TEXT    NOT NULL CHECK (point_type IN ('LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS', 'DEPOSIT')),
  cents_per_point INTEGER NOT NULL CHECK (cents_per_point > 0)
) WITHOUT ROWID;

-- Conversion to cash: `points` points pay `cents`; a conversion is at least `min_points` and a
-- whole number of steps. One row.
CREATE TABLE point_conversion (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  points     INTEGER NOT NULL CHECK (points > 0),
  cents      INTEGER NOT NULL CHECK (cents > 0),
  min_points INTEGER NOT NULL CHECK (min_points > 0)
);

CREATE TABLE point_balances (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  points     INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0)
);

-- type: LIVE, LOTTERY, PVP, SLOTS, SPORTS, DEPOSIT (earned), REDEEM, CONVERT (spent), REFUND (a
-- rejected redemption given back). status: COMPLETED; a redemption's entry is PROCESSING until the
-- operator decides it, then COMPLETED or REJECTED. ref: the round, order, deposit or redemption.
CREATE TABLE point_entries (
  id            INTEGER PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  type          TEXT    NOT NULL CHECK (type IN ('LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS', 'DEPOSIT', 'REDEEM', 'CONVERT', 'REFUND')),
  points        INTEGER NOT NULL CHECK (points <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  status        TEXT    NOT NULL CHECK (status IN ('COMPLETED', 'PROCESSING', 'REJECTED')),
  remark        TEXT    NOT NULL,
  ref           TEXT,
  created_at    INTEGER NOT NULL
);
CREATE INDEX point_entries_account ON point_entries(account_id, id);
CREATE INDEX point_entries_ref ON point_entries(account_id, ref) WHERE ref IS NOT NULL;

-- Valid bet or deposit not yet worth a whole point, per member and source: the remainder of each
-- earning counts towards the next point, so small bets add up instead of being rounded away.
CREATE TABLE point_carry (
  account_id INTEGER NOT NULL,
  source     TEXT    NOT NULL,
  cents      INTEGER NOT NULL CHECK (cents >= 0),
  PRIMARY KEY (account_id, source)
) WITHOUT ROWID;

-- Earning in one place: inserting into this view adds the cents to the member's carry and turns
-- each whole point into the balance and one entry; the remainder stays carried. The triggers below
-- feed it from every path that settles a bet or credits a deposit, inside that path's transaction.
CREATE VIEW point_earn AS
  SELECT NULL AS account_id, NULL AS source, NULL AS cents, NULL AS remark, NULL AS ref, NULL AS created_at WHERE 0;

CREATE TRIGGER point_earn_insert INSTEAD OF INSERT ON point_earn
WHEN NEW.cents > 0 AND EXISTS (SELECT 1 FROM point_config WHERE source = NEW.source)
BEGIN
  INSERT INTO point_carry (account_id, source, cents) VALUES (NEW.account_id, NEW.source, NEW.cents)
    ON CONFLICT (account_id, source) DO UPDATE SET cents = cents + excluded.cents;
  INSERT INTO point_balances (account_id, points)
    SELECT c.account_id, c.cents / f.cents_per_point FROM point_carry c JOIN point_config f ON f.source = c.source
      WHERE c.account_id = NEW.account_id AND c.source = NEW.source AND c.cents >= f.cents_per_point
    ON CONFLICT (account_id) DO UPDATE SET points = points + excluded.points;
  INSERT INTO point_entries (account_id, type, points, balance_after, status, remark, ref, created_at)
    SELECT c.account_id, f.point_type, c.cents / f.cents_per_point, b.points, 'COMPLETED', NEW.remark, NEW.ref, NEW.created_at
      FROM point_carry c JOIN point_config f ON f.source = c.source JOIN point_balances b ON b.account_id = c.account_id
      WHERE c.account_id = NEW.account_id AND c.source = NEW.source AND c.cents >= f.cents_per_point;
  UPDATE point_carry SET cents = cents % (SELECT cents_per_point FROM point_config WHERE source = NEW.source)
    WHERE account_id = NEW.account_id AND source = NEW.source;
END;

-- A game round is settled when it is played: its stake is valid bet of its game's type.
CREATE TRIGGER points_round AFTER INSERT ON game_rounds WHEN NEW.stake > 0
BEGIN
  INSERT INTO point_earn (account_id, source, cents, remark, ref, created_at)
    SELECT NEW.account_id, game_type, NEW.stake, display_name, 'round-' || NEW.id, NEW.played_at FROM games WHERE node_id = NEW.node_id;
END;

-- A lottery order is valid bet once it is settled WON or LOST (a cancelled one never is).
CREATE TRIGGER points_lottery_settled AFTER UPDATE OF status ON lottery_orders
WHEN OLD.status NOT IN ('WON', 'LOST') AND NEW.status IN ('WON', 'LOST')
BEGIN
  INSERT INTO point_earn (account_id, source, cents, remark, ref, created_at)
    VALUES (NEW.account_id, 'LOTT', NEW.total, NEW.game_code || ' ' || NEW.issue, 'lottery-' || NEW.order_no,
      COALESCE(NEW.settled_at, NEW.created_at));
END;
CREATE TRIGGER points_lottery_inserted AFTER INSERT ON lottery_orders WHEN NEW.status IN ('WON', 'LOST')
BEGIN
  INSERT INTO point_earn (account_id, source, cents, remark, ref, created_at)
    VALUES (NEW.account_id, 'LOTT', NEW.total, NEW.game_code || ' ' || NEW.issue, 'lottery-' || NEW.order_no,
      COALESCE(NEW.settled_at, NEW.created_at));
END;

-- A credited deposit is a ledger row with reason 'deposit' (its ref the deposit order).
CREATE TRIGGER points_deposit AFTER INSERT ON ledger WHEN NEW.reason = 'deposit' AND NEW.amount > 0
BEGIN
  INSERT INTO point_earn (account_id, source, cents, remark, ref, created_at)
    VALUES (NEW.account_id, 'DEPOSIT', NEW.amount, 'Deposit ' || COALESCE(NEW.ref, ''), NEW.ref, NEW.created_at);
END;

-- The mall: rewards with their cost in points and their stock (never negative). face_value: what
-- a voucher is worth in cents, NULL for goods.
CREATE TABLE point_rewards (
  id          INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL,
  description TEXT    NOT NULL,
  kind        TEXT    NOT NULL CHECK (kind IN ('VIRTUAL', 'PHYSICAL')),
  points      INTEGER NOT NULL CHECK (points > 0),
  stock       INTEGER NOT NULL CHECK (stock >= 0),
  face_value  INTEGER CHECK (face_value IS NULL OR face_value > 0),
  sort        INTEGER NOT NULL,
  active      INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);
CREATE INDEX point_rewards_sort ON point_rewards(active, sort, id);

-- A redemption ('P' and its id at the operator's desk): its points and stock are taken when it is
-- made; approval ships it, rejection gives both back (a REFUND entry).
CREATE TABLE point_redeems (
  id         INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  reward_id  INTEGER NOT NULL REFERENCES point_rewards(id),
  quantity   INTEGER NOT NULL CHECK (quantity > 0),
  points     INTEGER NOT NULL CHECK (points > 0),
  status     TEXT    NOT NULL CHECK (status IN ('PROCESSING', 'APPROVED', 'REJECTED')),
  address    TEXT,
  mobile     TEXT,
  remark     TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE INDEX point_redeems_account ON point_redeems(account_id, id);
CREATE INDEX point_redeems_pending ON point_redeems(created_at) WHERE status = 'PROCESSING';
