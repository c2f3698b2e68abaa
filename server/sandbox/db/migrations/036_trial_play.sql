-- Trial play (games.trialLaunch): a guest may try a game, so a launch ticket and its play session may
-- belong to no account, and a trial ticket carries its own play money (demo_balance, in cents): its
-- rounds move that balance and never the ledger. SQLite drops a NOT NULL only by rebuilding the table.
CREATE TABLE launch_tickets_next (
  ticket        TEXT    PRIMARY KEY,
  account_id    INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
  kind          TEXT    NOT NULL CHECK (kind IN ('slot', 'table', 'lottery', 'match')),
  node_id       INTEGER REFERENCES games(node_id),
  lottery_code  TEXT,
  free_play     INTEGER NOT NULL,
  issued_at     INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  used_at       INTEGER,
  play_token    TEXT,
  client_digest TEXT,
  demo_balance  INTEGER CHECK (demo_balance IS NULL OR demo_balance >= 0)
);
INSERT INTO launch_tickets_next (ticket, account_id, kind, node_id, lottery_code, free_play, issued_at, expires_at, used_at,
    play_token, client_digest)
  SELECT ticket, account_id, kind, node_id, lottery_code, free_play, issued_at, expires_at, used_at, play_token, client_digest
  FROM launch_tickets;
DROP TABLE launch_tickets;
ALTER TABLE launch_tickets_next RENAME TO launch_tickets;
-- A play session finds its ticket's demo balance by its token.
CREATE INDEX launch_tickets_play_token ON launch_tickets(play_token);

CREATE TABLE play_sessions_next (
  token        TEXT    PRIMARY KEY,
  account_id   INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
  kind         TEXT    NOT NULL,
  node_id      INTEGER REFERENCES games(node_id),
  lottery_code TEXT,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);
INSERT INTO play_sessions_next SELECT token, account_id, kind, node_id, lottery_code, created_at, expires_at FROM play_sessions;
DROP TABLE play_sessions;
ALTER TABLE play_sessions_next RENAME TO play_sessions;
