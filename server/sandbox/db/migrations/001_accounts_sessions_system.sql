-- Accounts and sessions: the token rule of every token-only call reads these.
CREATE TABLE accounts (
  id            INTEGER PRIMARY KEY,
  username      TEXT    NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT    NOT NULL,
  type          INTEGER NOT NULL,
  created_at    INTEGER NOT NULL
);

CREATE TABLE sessions (
  token      TEXT    PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sessions_account ON sessions(account_id);

-- One row: the platform's switches that /__dev/system flips.
CREATE TABLE system_state (
  id                   INTEGER PRIMARY KEY CHECK (id = 1),
  maintenance          INTEGER NOT NULL DEFAULT 0,
  maintenance_end_time INTEGER,
  region_restriction   INTEGER NOT NULL DEFAULT 0,
  country_code         TEXT,
  updated_at           INTEGER NOT NULL
);

-- Feature-flag overrides on top of the seeded whitelabel tree.
CREATE TABLE flag_overrides (
  mod_id  TEXT    PRIMARY KEY,
  enabled INTEGER NOT NULL
);

-- Which parts of the seed have been written, so a restart does not duplicate them.
CREATE TABLE seed_parts (
  name      TEXT    PRIMARY KEY,
  seeded_at INTEGER NOT NULL
);

CREATE TABLE whitelabel_nodes (
  mod_id        TEXT    PRIMARY KEY,
  parent_mod_id TEXT    REFERENCES whitelabel_nodes(mod_id),
  name          TEXT    NOT NULL,
  enabled       INTEGER NOT NULL,
  sort          INTEGER NOT NULL
);

CREATE TABLE register_fields (
  name             TEXT    PRIMARY KEY,
  enabled          INTEGER NOT NULL,
  required         INTEGER NOT NULL,
  min_length       INTEGER NOT NULL,
  max_length       INTEGER NOT NULL,
  accepted_pattern TEXT    NOT NULL,
  pattern_id       INTEGER NOT NULL,
  type             TEXT    NOT NULL,
  sort             INTEGER NOT NULL
);

-- url_base says what a relative url is resolved against at answer time: the sandbox's own
-- public address, the site (gateway) address, or nothing (an absolute external address).
CREATE TABLE resources (
  id            INTEGER PRIMARY KEY,
  resource_type TEXT    NOT NULL,
  url           TEXT    NOT NULL,
  url_base      TEXT    NOT NULL CHECK (url_base IN ('public', 'site', 'none')),
  has_qr_code   INTEGER NOT NULL,
  label_name_en TEXT    NOT NULL,
  sort          INTEGER NOT NULL
);

-- The path handed to browsers is DES-encrypted from the chat address with key8 at answer time,
-- so it follows the sandbox's public address.
CREATE TABLE customer_service (
  id      INTEGER PRIMARY KEY,
  cs_type TEXT    NOT NULL,
  type    INTEGER NOT NULL,
  channel TEXT    NOT NULL,
  key8    TEXT    NOT NULL CHECK (length(key8) = 8),
  sort    INTEGER NOT NULL
);

CREATE TABLE settings (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE countries (
  country_code  TEXT    PRIMARY KEY,
  dialing_code  TEXT    NOT NULL,
  country_name  TEXT    NOT NULL,
  sort          INTEGER NOT NULL
);
