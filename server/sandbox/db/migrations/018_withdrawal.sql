-- Withdrawal: the payout types with their limits and fee, the banks and e-wallets a member may be
-- paid to, the members' payout accounts (bank cards), wrong withdrawal-password attempts, the
-- withdrawal orders and the receipt confirmations (C2C) of approved ones. Amounts are integer cents.
-- The scalar settings (penalty charge, opening hours, fixed amounts, C2C switch and timeout) are rows
-- of the platform's `settings` table named `withdraw.*`.

CREATE TABLE withdraw_types (
  withdraw_type    TEXT    PRIMARY KEY CHECK (withdraw_type IN ('BC', 'EW', 'VW')),
  min_cents        INTEGER NOT NULL CHECK (min_cents > 0),
  max_cents        INTEGER NOT NULL,
  -- The percentage part of the fee, in hundredths of a percent (150 = 1.5 %).
  fee_basis_points INTEGER NOT NULL CHECK (fee_basis_points BETWEEN 0 AND 10000),
  sort             INTEGER NOT NULL,
  CHECK (max_cents >= min_cents)
);

CREATE TABLE withdraw_banks (
  bank_code      TEXT    PRIMARY KEY,
  withdraw_type  TEXT    NOT NULL REFERENCES withdraw_types(withdraw_type),
  bank_name      TEXT    NOT NULL,
  -- The account number's form (a regular expression over the number without spaces).
  number_pattern TEXT    NOT NULL,
  sort           INTEGER NOT NULL
);

CREATE TABLE bank_cards (
  id            INTEGER PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  withdraw_type TEXT    NOT NULL REFERENCES withdraw_types(withdraw_type),
  bank_code     TEXT    NOT NULL REFERENCES withdraw_banks(bank_code),
  account_name  TEXT    NOT NULL,
  account_no    TEXT    NOT NULL,
  created_at    INTEGER NOT NULL,
  -- One payout account belongs to one member.
  UNIQUE (bank_code, account_no)
);
CREATE INDEX bank_cards_account ON bank_cards(account_id, id);

-- Consecutive wrong withdrawal passwords; a run of them locks withdrawals for a while.
CREATE TABLE payment_password_failures (
  account_id   INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  failures     INTEGER NOT NULL,
  locked_until INTEGER
);

CREATE TABLE withdrawals (
  id            INTEGER PRIMARY KEY,                 -- the order id is 'W' || id
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  bank_card_id  INTEGER NOT NULL REFERENCES bank_cards(id),
  withdraw_type TEXT    NOT NULL,
  amount        INTEGER NOT NULL CHECK (amount > 0),
  fee           INTEGER NOT NULL CHECK (fee >= 0),
  status        TEXT    NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  request_id    TEXT,
  channel       TEXT    NOT NULL,                    -- bank name and masked number, as the desk shows it
  reject_reason TEXT,
  created_at    INTEGER NOT NULL,
  settled_at    INTEGER
);
CREATE UNIQUE INDEX withdrawals_request ON withdrawals(account_id, request_id);
CREATE INDEX withdrawals_status ON withdrawals(status, id);
CREATE INDEX withdrawals_account ON withdrawals(account_id, created_at);

CREATE TABLE payment_confirmations (
  id               INTEGER PRIMARY KEY,              -- the transaction id is 'C' || id
  withdrawal_id    INTEGER NOT NULL UNIQUE REFERENCES withdrawals(id),
  account_id       INTEGER NOT NULL REFERENCES accounts(id),
  amount           INTEGER NOT NULL,
  status           TEXT    NOT NULL CHECK (status IN ('WAITING', 'RECEIVED', 'NOT_RECEIVED', 'PARTIAL', 'FORCED')),
  approved_at      INTEGER NOT NULL,
  deadline         INTEGER NOT NULL,
  confirmed_at     INTEGER,
  received_amount  INTEGER,
  remaining_amount INTEGER,
  proof            BLOB,
  proof_type       TEXT    CHECK (proof_type IN ('image/png', 'image/jpeg'))
);
CREATE INDEX payment_confirmations_account ON payment_confirmations(account_id, id);
CREATE INDEX payment_confirmations_due ON payment_confirmations(status, deadline);
