-- The GeeTest stand-in's passes: issued when the visitor passes the widget, used once by the
-- platform's check, so they outlive a restart of the sandbox as GeeTest's own service does.
CREATE TABLE geetest_passes (
  lot_number     TEXT PRIMARY KEY,
  captcha_id     TEXT NOT NULL,
  pass_token     TEXT NOT NULL,
  gen_time       TEXT NOT NULL,
  captcha_output TEXT NOT NULL,
  issued_at      INTEGER NOT NULL
);
CREATE INDEX geetest_passes_issued ON geetest_passes(issued_at);
