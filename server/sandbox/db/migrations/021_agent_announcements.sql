-- The agent centre's notice board, and which invitation code opened each account.

-- Notices the operator addresses to agents (commission schedules, new promotion domains), shown
-- newest first on the agent centre's board.
CREATE TABLE agent_announcements (
  id           INTEGER PRIMARY KEY,
  title        TEXT    NOT NULL,
  content      TEXT    NOT NULL,
  published_at INTEGER NOT NULL
);
CREATE INDEX agent_announcements_published ON agent_announcements(published_at);

-- The invitation code a registration used (an agent's referral code or one of its affiliate
-- links), so a link's registrations are counted, not guessed; NULL for accounts opened otherwise.
ALTER TABLE accounts ADD COLUMN affiliate_code TEXT COLLATE NOCASE;
CREATE INDEX accounts_affiliate_code ON accounts(affiliate_code) WHERE affiliate_code IS NOT NULL;
