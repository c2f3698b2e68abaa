-- The cashier: sub-wallets per transfer-wallet vendor, transfers between wallets, deposit channels
-- and deposit orders. Amounts are integer cents; the money itself moves only through `wallets` and
-- `ledger` (migration 004), so a balance is always the sum of its ledger rows.

-- A vendor whose games play from a wallet of their own; the main wallet is accountTypeId 2.
CREATE TABLE sub_wallets (
  account_type_id INTEGER PRIMARY KEY CHECK (account_type_id <> 2),
  vendor          TEXT    NOT NULL UNIQUE,
  display_name    TEXT    NOT NULL,
  sort            INTEGER NOT NULL
);

-- One row per accepted transfer or "all back to main", keyed by the client's request id, so a
-- repeated request answers the first result and moves nothing more.
CREATE TABLE wallet_transfers (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  request_id   TEXT    NOT NULL,
  kind         TEXT    NOT NULL CHECK (kind IN ('TRANSFER', 'RECALL')),
  from_type    INTEGER,
  to_type      INTEGER NOT NULL,
  amount       INTEGER NOT NULL CHECK (amount >= 0),
  wallets      INTEGER NOT NULL DEFAULT 1,
  created_at   INTEGER NOT NULL,
  UNIQUE (account_id, request_id)
);

-- Deposit channels by payment method (BANK, EWALLET, MWQR, USDT), each with its bounds and flow.
CREATE TABLE deposit_channels (
  vendor_id     INTEGER NOT NULL,
  mcs_bank_code TEXT    NOT NULL,
  method_code   TEXT    NOT NULL,
  method_name   TEXT    NOT NULL,
  vendor_name   TEXT    NOT NULL,
  display_name  TEXT    NOT NULL,
  flow          TEXT    NOT NULL CHECK (flow IN ('QR', 'LAUNCH')),
  min_amount    INTEGER NOT NULL CHECK (min_amount > 0),
  max_amount    INTEGER NOT NULL,
  presets       TEXT    NOT NULL DEFAULT '[]',   -- JSON list of cents
  banks         TEXT    NOT NULL DEFAULT '[]',   -- JSON list of {bankCode, bankType, bankName}
  sort          INTEGER NOT NULL,
  PRIMARY KEY (vendor_id, mcs_bank_code),
  CHECK (max_amount >= min_amount)
);

-- Deposit orders; the order id on the wire is 'D' followed by `id`. A PENDING order becomes
-- CREDITED (the provider's callback or the desk), FAILED (cancelled at the provider or rejected at
-- the desk) or EXPIRED (30 minutes without payment).
CREATE TABLE deposit_orders (
  id            INTEGER PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  request_id    TEXT,
  vendor_id     INTEGER NOT NULL,
  mcs_bank_code TEXT    NOT NULL,
  bank_code     TEXT    NOT NULL,
  channel_name  TEXT    NOT NULL,
  amount        INTEGER NOT NULL CHECK (amount > 0),
  status        TEXT    NOT NULL CHECK (status IN ('PENDING', 'CREDITED', 'FAILED', 'EXPIRED')),
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  settled_at    INTEGER,
  settled_by    TEXT CHECK (settled_by IN ('PROVIDER', 'DESK', 'CLOCK')),
  note          TEXT    NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX deposit_orders_request ON deposit_orders(account_id, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX deposit_orders_status ON deposit_orders(status, created_at);
CREATE INDEX deposit_orders_account ON deposit_orders(account_id, created_at);
