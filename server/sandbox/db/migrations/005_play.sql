-- Play: maintenance switches, favourites, recently played games, launch tickets and play sessions
-- of the launch CDN, game rounds, PVP rooms, lottery draws and lottery orders.

ALTER TABLE vendors ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0;
-- JSON list of vendor codes put under maintenance through /__dev/system.
ALTER TABLE system_state ADD COLUMN maintenance_vendors TEXT NOT NULL DEFAULT '[]';

-- Lobby filters on bets and lines without a vendor.
CREATE INDEX games_min_bet ON games(min_bet);
CREATE INDEX games_line_num ON games(line_num);
-- The lobby order when no lane is chosen.
CREATE INDEX games_sort ON games(sort);

CREATE TABLE favourites (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  node_id    INTEGER NOT NULL REFERENCES games(node_id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, node_id)
);

-- One row per member and game: the last launch or bet.
CREATE TABLE recent_games (
  account_id     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  node_id        INTEGER NOT NULL REFERENCES games(node_id),
  last_played_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, node_id)
);
CREATE INDEX recent_games_account ON recent_games(account_id, last_played_at);

-- A launch hands the game page a single-use ticket; the page exchanges it for a play token.
CREATE TABLE launch_tickets (
  ticket       TEXT    PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind         TEXT    NOT NULL CHECK (kind IN ('slot', 'table', 'lottery')),
  node_id      INTEGER REFERENCES games(node_id),
  lottery_code TEXT,
  free_play    INTEGER NOT NULL,
  issued_at    INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  used_at      INTEGER
);

CREATE TABLE play_sessions (
  token        TEXT    PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind         TEXT    NOT NULL,
  node_id      INTEGER REFERENCES games(node_id),
  lottery_code TEXT,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);

-- One row per round of a demo game; the money moves as ledger rows (reason game.bet / game.win, ref = round id).
CREATE TABLE game_rounds (
  id         INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  node_id    INTEGER NOT NULL REFERENCES games(node_id),
  stake      INTEGER NOT NULL,
  win        INTEGER NOT NULL,
  result     TEXT    NOT NULL,
  played_at  INTEGER NOT NULL
);
-- Winner boards read wins newest first, and the biggest wins of a recent window.
CREATE INDEX game_rounds_wins ON game_rounds(played_at) WHERE win > 0;
CREATE INDEX game_rounds_big_wins ON game_rounds(win) WHERE win > 0;

CREATE TABLE pvp_rooms (
  room_id     INTEGER PRIMARY KEY,
  node_id     INTEGER NOT NULL REFERENCES games(node_id),
  players     INTEGER NOT NULL,
  max_players INTEGER NOT NULL
);
CREATE INDEX pvp_rooms_node ON pvp_rooms(node_id);

-- Draws are materialised up to the clock on each read; numbers are a pure function of (game, issue).
CREATE TABLE lottery_draws (
  game_code TEXT    NOT NULL,
  issue     TEXT    NOT NULL,
  numbers   TEXT    NOT NULL,
  prizes    TEXT,
  draw_time INTEGER NOT NULL,
  PRIMARY KEY (game_code, issue)
);
CREATE INDEX lottery_draws_time ON lottery_draws(game_code, draw_time);
CREATE INDEX lottery_draws_all_time ON lottery_draws(draw_time);

CREATE TABLE lottery_draw_state (
  game_code   TEXT    PRIMARY KEY,
  drawn_until INTEGER NOT NULL
);

CREATE TABLE lottery_orders (
  id         INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  game_code  TEXT    NOT NULL,
  issue      TEXT    NOT NULL,
  play_type  TEXT    NOT NULL,
  numbers    TEXT    NOT NULL,
  stake      INTEGER NOT NULL,   -- per pick, cents
  total      INTEGER NOT NULL,   -- cents taken from the wallet
  draw_time  INTEGER NOT NULL,
  status     TEXT    NOT NULL CHECK (status IN ('PENDING', 'WON', 'LOST')),
  win        INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX lottery_orders_pending ON lottery_orders(draw_time) WHERE status = 'PENDING';
CREATE INDEX lottery_orders_account ON lottery_orders(account_id, created_at);

CREATE TABLE lottery_recent (
  account_id     INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  game_code      TEXT    NOT NULL,
  last_played_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, game_code)
);
