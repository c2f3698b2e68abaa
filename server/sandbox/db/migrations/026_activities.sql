-- The activity centre: activities a member joins, then applies to with a comment and pictures; the
-- operator desk approves (the activity's reward is issued as a reward grant, promotion type
-- ACTIVITY) or rejects each application. Amounts are integer cents; times epoch ms.
CREATE TABLE activities (
  id             INTEGER PRIMARY KEY,             -- the promotionId of the wire
  title          TEXT    NOT NULL,
  category       TEXT    NOT NULL,                -- the promotion category (new_player, slots, live, …)
  content        TEXT    NOT NULL,                -- HTML
  start_date     INTEGER NOT NULL,
  end_date       INTEGER NOT NULL CHECK (end_date > start_date),   -- closed from this instant
  reward_amount  INTEGER NOT NULL CHECK (reward_amount > 0),
  turnover       INTEGER NOT NULL CHECK (turnover >= 0),           -- valid bet the reward asks for once claimed
  sort           INTEGER NOT NULL DEFAULT 0
);

-- A member who joined an activity (once).
CREATE TABLE activity_entries (
  activity_id  INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  joined_at    INTEGER NOT NULL,
  PRIMARY KEY (activity_id, account_id)
);

-- Applications; a member has at most one waiting or approved application per activity (a rejected
-- one may be followed by a new one while the activity is open).
CREATE TABLE activity_applications (
  id           INTEGER PRIMARY KEY,               -- the desk shows it as A<id>
  activity_id  INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  remarks      TEXT    NOT NULL CHECK (length(remarks) <= 140),
  status       TEXT    NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason       TEXT,                              -- the operator's reason for a rejection
  grant_id     INTEGER REFERENCES reward_grants(id),   -- the reward issued on approval
  created_at   INTEGER NOT NULL,
  settled_at   INTEGER
);
CREATE UNIQUE INDEX activity_applications_live ON activity_applications(activity_id, account_id)
  WHERE status IN ('PENDING', 'APPROVED');
CREATE INDEX activity_applications_status ON activity_applications(status, created_at);

-- The pictures of an application (png or jpeg by their magic bytes, at most 5 MB each, at most 3).
CREATE TABLE activity_pictures (
  application_id  INTEGER NOT NULL REFERENCES activity_applications(id) ON DELETE CASCADE,
  seq             INTEGER NOT NULL CHECK (seq BETWEEN 1 AND 3),
  mime            TEXT    NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes           BLOB    NOT NULL,
  PRIMARY KEY (application_id, seq)
);
