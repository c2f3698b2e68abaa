-- Sports, e-sports and cockfight games open the match demo: a launch ticket's kind widens to it
-- (SQLite changes a CHECK only by rebuilding the table).
CREATE TABLE launch_tickets_next (
  ticket       TEXT    PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind         TEXT    NOT NULL CHECK (kind IN ('slot', 'table', 'lottery', 'match')),
  node_id      INTEGER REFERENCES games(node_id),
  lottery_code TEXT,
  free_play    INTEGER NOT NULL,
  issued_at    INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  used_at      INTEGER,
  play_token   TEXT
);
INSERT INTO launch_tickets_next
  SELECT ticket, account_id, kind, node_id, lottery_code, free_play, issued_at, expires_at, used_at, play_token FROM launch_tickets;
DROP TABLE launch_tickets;
ALTER TABLE launch_tickets_next RENAME TO launch_tickets;
