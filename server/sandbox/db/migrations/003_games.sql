-- A vendor appears once per category it serves (JL has slots, fishing and PVP).
CREATE TABLE vendors (
  code         TEXT    NOT NULL,
  game_type    TEXT    NOT NULL,
  display_name TEXT    NOT NULL,
  is_hot       INTEGER NOT NULL,
  is_game      TEXT,
  game_code    TEXT,
  sort         INTEGER NOT NULL,
  PRIMARY KEY (code, game_type)
);

CREATE TABLE games (
  node_id       INTEGER PRIMARY KEY,
  game_name     TEXT    NOT NULL,
  display_name  TEXT    NOT NULL,
  game_code     TEXT    NOT NULL UNIQUE,
  game_type     TEXT    NOT NULL,
  vassalage     TEXT    NOT NULL,
  is_hot        INTEGER NOT NULL,
  hot_rank      INTEGER,
  game_classify TEXT,
  min_bet       REAL    NOT NULL,
  line_num      INTEGER NOT NULL,
  sort          INTEGER NOT NULL,
  FOREIGN KEY (vassalage, game_type) REFERENCES vendors(code, game_type)
);
-- Lobby queries filter by category, vendor and class and sort by name; hot lists by rank.
CREATE INDEX games_type_sort ON games(game_type, sort);
CREATE INDEX games_vendor ON games(vassalage, game_type, sort);
CREATE INDEX games_classify ON games(game_type, game_classify, sort);
CREATE INDEX games_name ON games(game_name COLLATE NOCASE);
CREATE INDEX games_hot ON games(hot_rank) WHERE hot_rank IS NOT NULL;

CREATE TABLE lottery_groups (
  group_code TEXT    PRIMARY KEY,
  area       TEXT    NOT NULL CHECK (area IN ('SEA', 'VN')),
  label_name TEXT    NOT NULL,
  sort       INTEGER NOT NULL
);

CREATE TABLE lottery_games (
  game_id               INTEGER PRIMARY KEY,
  group_code            TEXT    NOT NULL REFERENCES lottery_groups(group_code),
  game_code             TEXT    NOT NULL UNIQUE,
  game_name             TEXT    NOT NULL,
  label_name            TEXT    NOT NULL,
  prize_mode            TEXT    NOT NULL,
  default_play_type     TEXT    NOT NULL,
  draw_interval_seconds INTEGER NOT NULL,
  sort                  INTEGER NOT NULL
);
CREATE INDEX lottery_games_group ON lottery_games(group_code, sort);
