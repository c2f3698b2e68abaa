-- Progressive jackpots (games.jackpot): one pool per vendor that has jackpot-class games. A pool
-- holds its seed plus `contribution_bp` basis points of every stake played on the vendor's
-- jackpot-class games (game_rounds) since `started_at`.
CREATE TABLE jackpot_pools (
  vassalage       TEXT    PRIMARY KEY,
  seed_amount     INTEGER NOT NULL CHECK (seed_amount >= 0),
  contribution_bp INTEGER NOT NULL CHECK (contribution_bp BETWEEN 0 AND 10000),
  started_at      INTEGER NOT NULL
);
-- The pools sum the stakes of a game from a time on.
CREATE INDEX game_rounds_node ON game_rounds(node_id, played_at);

-- Sports fixtures (games.match): a weekly schedule of matches, each on a sports book's lobby
-- game. `week_offset_ms` is the kick-off after Monday 00:00 of the platform week (UTC+08:00); a
-- fixture plays every week, so the list never runs dry however far the clock moves.
CREATE TABLE sports_fixtures (
  id             INTEGER PRIMARY KEY,
  node_id        INTEGER NOT NULL REFERENCES games(node_id),
  sport          TEXT    NOT NULL,
  league         TEXT    NOT NULL,
  home_team      TEXT    NOT NULL,
  away_team      TEXT    NOT NULL,
  week_offset_ms INTEGER NOT NULL CHECK (week_offset_ms >= 0 AND week_offset_ms < 604800000),
  duration_ms    INTEGER NOT NULL CHECK (duration_ms > 0)
);
CREATE INDEX sports_fixtures_node ON sports_fixtures(node_id);
