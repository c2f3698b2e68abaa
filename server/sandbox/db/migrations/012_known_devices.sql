-- The devices (the site's SHELL_deviceId, sent as loginDeviceId) each account has signed in
-- from: a sign-in from a new address on a known device needs no extra verification.
CREATE TABLE known_devices (
  account_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  device        TEXT    NOT NULL,
  first_seen_at INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL,
  PRIMARY KEY (account_id, device)
);
