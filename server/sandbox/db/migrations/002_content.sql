CREATE TABLE help_articles (
  id        INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES help_articles(id),
  lang      TEXT    NOT NULL,
  tag       TEXT    NOT NULL,
  title     TEXT    NOT NULL,
  content   TEXT    NOT NULL,
  bg_color  TEXT,
  display   INTEGER NOT NULL,
  sort      INTEGER NOT NULL
);
CREATE INDEX help_articles_lang ON help_articles(lang, parent_id, sort);

CREATE TABLE banners (
  banner_id    INTEGER PRIMARY KEY,
  group_name   TEXT    NOT NULL,
  title        TEXT    NOT NULL,
  linkage_type TEXT,
  linkage      TEXT,
  sequence     INTEGER NOT NULL
);
CREATE INDEX banners_group ON banners(group_name, sequence);

CREATE TABLE notices (
  id      INTEGER PRIMARY KEY,
  title   TEXT    NOT NULL,
  content TEXT    NOT NULL,
  time    INTEGER NOT NULL
);

CREATE TABLE popups (
  id             INTEGER PRIMARY KEY,
  execution      TEXT    NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  title          TEXT    NOT NULL,
  content        TEXT    NOT NULL,
  promotion_type TEXT
);

CREATE TABLE promotions (
  id         INTEGER PRIMARY KEY,
  title      TEXT    NOT NULL,
  category   TEXT    NOT NULL,
  content    TEXT    NOT NULL,
  start_date INTEGER NOT NULL,
  end_date   INTEGER NOT NULL,
  sort       INTEGER NOT NULL
);

CREATE TABLE promotion_images (
  promotion_id INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  sequence     INTEGER NOT NULL,
  url          TEXT    NOT NULL,
  PRIMARY KEY (promotion_id, sequence)
);
