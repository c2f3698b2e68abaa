import type { Database } from 'better-sqlite3';
import type { ConfirmationStatus, WithdrawType } from '../../../../shared/domains/cashier/schemas';
import { createWalletRepository, MAIN_WALLET } from '../../core/wallets-repository';

/** Ledger reasons of this area; each row's ref is the order id (`W<n>`). */
export const LedgerReason = {
  withdraw: 'withdraw',
  fee: 'withdraw.fee',
  refund: 'withdraw.refund',
} as const;

export interface WithdrawTypeRow {
  withdrawType: WithdrawType;
  minCents: number;
  maxCents: number;
  feeBasisPoints: number;
}

export interface WithdrawBankRow {
  bankCode: string;
  withdrawType: WithdrawType;
  bankName: string;
  numberPattern: string;
}

export interface BankCardRow {
  id: number;
  accountId: number;
  withdrawType: WithdrawType;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNo: string;
  createdAt: number;
}

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface WithdrawalRow {
  id: number;
  accountId: number;
  username: string;
  bankCardId: number;
  withdrawType: WithdrawType;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  requestId: string | null;
  channel: string;
  rejectReason: string | null;
  createdAt: number;
  settledAt: number | null;
  confirmationId: number | null;
  confirmationStatus: ConfirmationStatus | null;
}

export interface ConfirmationRow {
  id: number;
  withdrawalId: number;
  accountId: number;
  amount: number;
  status: ConfirmationStatus;
  approvedAt: number;
  deadline: number;
  confirmedAt: number | null;
  receivedAmount: number | null;
  remainingAmount: number | null;
  hasProof: number;
}

export interface NewWithdrawal {
  accountId: number;
  bankCardId: number;
  withdrawType: WithdrawType;
  amount: number;
  fee: number;
  requestId: string | null;
  channel: string;
  now: number;
}

/** The order id the member, the desk and the ledger know a withdrawal by. */
export const orderId = (id: number): string => `W${id}`;
/** The transaction id of a receipt confirmation. */
export const confirmationId = (id: number): string => `C${id}`;

/** Reads `W<n>` / `C<n>` back; anything else is no id of ours. */
export function parseId(prefix: 'W' | 'C', text: string): number | null {
  const match = new RegExp(`^${prefix}([1-9][0-9]{0,14})$`).exec(text);
  return match ? Number(match[1]) : null;
}

const WITHDRAWAL_COLUMNS = `w.id, w.account_id AS accountId, a.username, w.bank_card_id AS bankCardId,
  w.withdraw_type AS withdrawType, w.amount, w.fee, w.status, w.request_id AS requestId, w.channel,
  w.reject_reason AS rejectReason, w.created_at AS createdAt, w.settled_at AS settledAt,
  c.id AS confirmationId, c.status AS confirmationStatus
  FROM withdrawals w JOIN accounts a ON a.id = w.account_id LEFT JOIN payment_confirmations c ON c.withdrawal_id = w.id`;

const CONFIRMATION_COLUMNS = `id, withdrawal_id AS withdrawalId, account_id AS accountId, amount, status,
  approved_at AS approvedAt, deadline, confirmed_at AS confirmedAt, received_amount AS receivedAmount,
  remaining_amount AS remainingAmount, proof IS NOT NULL AS hasProof FROM payment_confirmations`;

const CARD_COLUMNS = `c.id, c.account_id AS accountId, c.withdraw_type AS withdrawType, c.bank_code AS bankCode,
  b.bank_name AS bankName, c.account_name AS accountName, c.account_no AS accountNo, c.created_at AS createdAt
  FROM bank_cards c JOIN withdraw_banks b ON b.bank_code = c.bank_code`;

/**
 * The withdrawal area's tables. Every movement of money goes through the wallet ledger inside the
 * same SQLite transaction as the order's change, so an order and its ledger rows never disagree.
 */
export function createWithdrawalRepository(db: Database) {
  const wallets = createWalletRepository(db);
  const stmt = {
    setting: db.prepare<[string], string>('SELECT value FROM settings WHERE name = ?').pluck(),
    putSetting: db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value'),
    types: db.prepare<[], WithdrawTypeRow>(`SELECT withdraw_type AS withdrawType, min_cents AS minCents,
      max_cents AS maxCents, fee_basis_points AS feeBasisPoints FROM withdraw_types ORDER BY sort`),
    banks: db.prepare<[], WithdrawBankRow>(`SELECT bank_code AS bankCode, withdraw_type AS withdrawType,
      bank_name AS bankName, number_pattern AS numberPattern FROM withdraw_banks ORDER BY sort, bank_code`),
    bank: db.prepare<[string], WithdrawBankRow>(`SELECT bank_code AS bankCode, withdraw_type AS withdrawType,
      bank_name AS bankName, number_pattern AS numberPattern FROM withdraw_banks WHERE bank_code = ?`),
    cards: db.prepare<[number], BankCardRow>(`SELECT ${CARD_COLUMNS} WHERE c.account_id = ? ORDER BY c.id`),
    card: db.prepare<[number], BankCardRow>(`SELECT ${CARD_COLUMNS} WHERE c.id = ?`),
    cardByNumber: db.prepare<[string, string], BankCardRow>(`SELECT ${CARD_COLUMNS} WHERE c.bank_code = ? AND c.account_no = ?`),
    addCard: db.prepare(`INSERT INTO bank_cards (account_id, withdraw_type, bank_code, account_name, account_no, created_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    payeeName: db.prepare<[number], string | null>('SELECT payee_name FROM accounts WHERE id = ?').pluck(),
    setPayeeName: db.prepare('UPDATE accounts SET payee_name = ? WHERE id = ?'),
    passwordHash: db.prepare<[number], string | null>('SELECT payment_password_hash FROM accounts WHERE id = ?').pluck(),
    setPasswordHash: db.prepare('UPDATE accounts SET payment_password_hash = ? WHERE id = ?'),
    failures: db.prepare<[number], { failures: number; lockedUntil: number | null }>(
      'SELECT failures, locked_until AS lockedUntil FROM payment_password_failures WHERE account_id = ?',
    ),
    putFailures: db.prepare(`INSERT INTO payment_password_failures (account_id, failures, locked_until) VALUES (?, ?, ?)
      ON CONFLICT(account_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`),
    clearFailures: db.prepare('DELETE FROM payment_password_failures WHERE account_id = ?'),
    insertWithdrawal: db.prepare(`INSERT INTO withdrawals (account_id, bank_card_id, withdraw_type, amount, fee, status,
      request_id, channel, created_at) VALUES (@accountId, @bankCardId, @withdrawType, @amount, @fee, 'PENDING',
      @requestId, @channel, @now)`),
    withdrawal: db.prepare<[number], WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} WHERE w.id = ?`),
    byRequest: db.prepare<[number, string], WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} WHERE w.account_id = ? AND w.request_id = ?`),
    byStatus: db.prepare<[string], WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} WHERE w.status = ? ORDER BY w.id DESC`),
    all: db.prepare<[], WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} ORDER BY w.id DESC`),
    ofAccount: db.prepare<[number], WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} WHERE w.account_id = ? ORDER BY w.id DESC`),
    settle: db.prepare(`UPDATE withdrawals SET status = ?, settled_at = ?, reject_reason = ? WHERE id = ? AND status = 'PENDING'`),
    openConfirmation: db.prepare(`INSERT INTO payment_confirmations (withdrawal_id, account_id, amount, status, approved_at, deadline)
      VALUES (?, ?, ?, 'WAITING', ?, ?)`),
    confirmation: db.prepare<[number], ConfirmationRow>(`SELECT ${CONFIRMATION_COLUMNS} WHERE id = ?`),
    confirmations: db.prepare<[number], ConfirmationRow>(`SELECT ${CONFIRMATION_COLUMNS} WHERE account_id = ? ORDER BY id DESC`),
    waiting: db.prepare<[number], ConfirmationRow>(
      `SELECT ${CONFIRMATION_COLUMNS} WHERE account_id = ? AND status = 'WAITING' ORDER BY deadline, id`,
    ),
    closeConfirmation: db.prepare(`UPDATE payment_confirmations SET status = @status, confirmed_at = @now,
      received_amount = @received, remaining_amount = @remaining, proof = @proof, proof_type = @proofType
      WHERE id = @id AND status = 'WAITING'`),
    forceDue: db.prepare(`UPDATE payment_confirmations SET status = 'FORCED', confirmed_at = deadline,
      received_amount = amount, remaining_amount = 0 WHERE status = 'WAITING' AND deadline <= ?`),
    nextDeadline: db.prepare<[], number | null>("SELECT MIN(deadline) FROM payment_confirmations WHERE status = 'WAITING'").pluck(),
    proof: db.prepare<[number], { proof: Buffer; proofType: string }>(
      'SELECT proof, proof_type AS proofType FROM payment_confirmations WHERE id = ? AND proof IS NOT NULL',
    ),
  };

  /** Takes amount and fee from the main wallet and records the PENDING order, all or nothing. */
  const submitTx = db.transaction((order: NewWithdrawal): number => {
    const id = Number(stmt.insertWithdrawal.run(order).lastInsertRowid);
    wallets.move(order.accountId, MAIN_WALLET, -order.amount, LedgerReason.withdraw, orderId(id), order.now);
    if (order.fee > 0) wallets.move(order.accountId, MAIN_WALLET, -order.fee, LedgerReason.fee, orderId(id), order.now);
    return id;
  });

  const approveTx = db.transaction((id: number, now: number, c2c: { deadline: number } | null): boolean => {
    if (stmt.settle.run('APPROVED', now, null, id).changes === 0) return false;
    const order = stmt.withdrawal.get(id)!;
    if (c2c) stmt.openConfirmation.run(id, order.accountId, order.amount, now, c2c.deadline);
    return true;
  });

  const rejectTx = db.transaction((id: number, reason: string, now: number): boolean => {
    if (stmt.settle.run('REJECTED', now, reason, id).changes === 0) return false;
    const order = stmt.withdrawal.get(id)!;
    wallets.move(order.accountId, MAIN_WALLET, order.amount + order.fee, LedgerReason.refund, orderId(id), now);
    return true;
  });

  const closeTx = db.transaction(
    (close: {
      id: number;
      status: 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIAL';
      now: number;
      received: number | null;
      remaining: number | null;
      proof: Buffer | null;
      proofType: string | null;
    }): boolean => {
      if (stmt.closeConfirmation.run(close).changes === 0) return false;
      if (close.status === 'PARTIAL' && close.remaining !== null && close.remaining > 0) {
        const row = stmt.confirmation.get(close.id)!;
        wallets.move(row.accountId, MAIN_WALLET, close.remaining, LedgerReason.refund, orderId(row.withdrawalId), close.now);
      }
      return true;
    },
  );

  return {
    setting: (name: string): string | undefined => stmt.setting.get(name),
    putSetting: (name: string, value: string): void => void stmt.putSetting.run(name, value),
    types: (): WithdrawTypeRow[] => stmt.types.all(),
    banks: (): WithdrawBankRow[] => stmt.banks.all(),
    bank: (code: string): WithdrawBankRow | undefined => stmt.bank.get(code),
    cards: (accountId: number): BankCardRow[] => stmt.cards.all(accountId),
    card: (id: number): BankCardRow | undefined => stmt.card.get(id),
    cardByNumber: (bankCode: string, accountNo: string): BankCardRow | undefined => stmt.cardByNumber.get(bankCode, accountNo),
    addCard(accountId: number, withdrawType: WithdrawType, bankCode: string, accountName: string, accountNo: string, now: number) {
      return Number(stmt.addCard.run(accountId, withdrawType, bankCode, accountName, accountNo, now).lastInsertRowid);
    },
    payeeName: (accountId: number): string | null => stmt.payeeName.get(accountId) ?? null,
    setPayeeName: (accountId: number, name: string): void => void stmt.setPayeeName.run(name, accountId),
    passwordHash: (accountId: number): string | null => stmt.passwordHash.get(accountId) ?? null,
    setPasswordHash: (accountId: number, hash: string): void => void stmt.setPasswordHash.run(hash, accountId),
    failures: (accountId: number) => stmt.failures.get(accountId) ?? { failures: 0, lockedUntil: null },
    putFailures: (accountId: number, failures: number, lockedUntil: number | null): void =>
      void stmt.putFailures.run(accountId, failures, lockedUntil),
    clearFailures: (accountId: number): void => void stmt.clearFailures.run(accountId),
    /** Throws InsufficientBalance (and writes nothing) when the main wallet cannot cover amount and fee. */
    submit: (order: NewWithdrawal): number => submitTx(order),
    withdrawal: (id: number): WithdrawalRow | undefined => stmt.withdrawal.get(id),
    byRequest: (accountId: number, requestId: string): WithdrawalRow | undefined => stmt.byRequest.get(accountId, requestId),
    withdrawals: (status: WithdrawalStatus | 'all'): WithdrawalRow[] => (status === 'all' ? stmt.all.all() : stmt.byStatus.all(status)),
    ofAccount: (accountId: number): WithdrawalRow[] => stmt.ofAccount.all(accountId),
    /** False when the order is no longer PENDING. */
    approve: (id: number, now: number, c2c: { deadline: number } | null): boolean => approveTx(id, now, c2c),
    /** Refunds amount and fee in one `withdraw.refund` row; false when the order is no longer PENDING. */
    reject: (id: number, reason: string, now: number): boolean => rejectTx(id, reason, now),
    confirmation: (id: number): ConfirmationRow | undefined => stmt.confirmation.get(id),
    confirmations: (accountId: number, waitingOnly: boolean): ConfirmationRow[] =>
      waitingOnly ? stmt.waiting.all(accountId) : stmt.confirmations.all(accountId),
    /** Closes a WAITING confirmation (PARTIAL refunds the remaining amount); false when it is closed already. */
    close: (change: Parameters<typeof closeTx>[0]): boolean => closeTx(change),
    /** Every WAITING confirmation past its deadline becomes FORCED (received in full); returns how many. */
    forceDue: (now: number): number => stmt.forceDue.run(now).changes,
    nextDeadline: (): number | null => stmt.nextDeadline.get() ?? null,
    proof: (id: number) => stmt.proof.get(id),
  };
}
export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
