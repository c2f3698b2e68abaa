-- The inbox tells the cashier's mail notices (deposit credited, deposit failed, withdrawal approved,
-- withdrawal rejected) from the operator's notices, so the client can mark them; deleting a message
-- keeps its row for the operator's records.
ALTER TABLE messages ADD COLUMN kind TEXT NOT NULL DEFAULT 'NOTICE'
  CHECK (kind IN ('NOTICE', 'DEPOSIT_CREDITED', 'DEPOSIT_FAILED', 'WITHDRAW_APPROVED', 'WITHDRAW_REJECTED'));
ALTER TABLE messages ADD COLUMN deleted_at INTEGER;
CREATE INDEX messages_inbox ON messages(account_id, deleted_at, id);
