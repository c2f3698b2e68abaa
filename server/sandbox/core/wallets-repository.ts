import type { Database } from 'better-sqlite3';

/** Wallet types: the real platform numbers the main wallet accountTypeId 2, and balances report it so. */
export const MAIN_WALLET = 2;

export interface WalletBalance {
  walletType: number;
  balance: number;
}

/** One movement of `moveMany`: `cents` is added (negative to take), `ref` makes it idempotent. */
export interface WalletMove {
  walletType: number;
  cents: number;
  reason: string;
  ref: string | null;
}

export class InsufficientBalance extends Error {
  constructor() {
    super('The wallet balance is not enough for this movement');
    this.name = 'InsufficientBalance';
  }
}

/**
 * Wallets and their ledger, in integer cents. Every movement writes its ledger row and the new
 * balance in one transaction; the CHECKs refuse a negative balance, so a failed movement leaves
 * nothing behind. A movement with a `ref` is idempotent: repeating it changes nothing.
 */
export function createWalletRepository(db: Database) {
  const stmt = {
    ensure: db.prepare('INSERT INTO wallets (account_id, wallet_type, balance) VALUES (?, ?, 0) ON CONFLICT DO NOTHING'),
    balance: db.prepare<[number, number], number>('SELECT balance FROM wallets WHERE account_id = ? AND wallet_type = ?').pluck(),
    move: db.prepare('UPDATE wallets SET balance = balance + ? WHERE account_id = ? AND wallet_type = ?'),
    ledger: db.prepare(`INSERT INTO ledger (account_id, wallet_type, amount, balance_after, reason, ref, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
    byRef: db
      .prepare<[number, string, string], number>('SELECT balance_after FROM ledger WHERE account_id = ? AND reason = ? AND ref = ?')
      .pluck(),
    balances: db.prepare<[number], WalletBalance>(`SELECT wallet_type AS walletType, balance FROM wallets
      WHERE account_id = ? ORDER BY wallet_type`),
  };

  const moveTx = db.transaction(
    (accountId: number, walletType: number, amount: number, reason: string, ref: string | null, now: number): number => {
      if (ref !== null) {
        const done = stmt.byRef.get(accountId, reason, ref);
        if (done !== undefined) return done;
      }
      stmt.ensure.run(accountId, walletType);
      const before = stmt.balance.get(accountId, walletType)!;
      if (before + amount < 0) throw new InsufficientBalance();
      stmt.move.run(amount, accountId, walletType);
      stmt.ledger.run(accountId, walletType, amount, before + amount, reason, ref, now);
      return before + amount;
    },
  );

  /** Movements of one request; each is idempotent by its own (reason, ref), and all or none are written. */
  const moveManyTx = db.transaction((accountId: number, moves: readonly WalletMove[], now: number): number[] =>
    moves.map((m) => moveTx(accountId, m.walletType, m.cents, m.reason, m.ref, now)),
  );

  return {
    /** Adds `amountCents` (negative to take) and returns the balance after, in cents. */
    move(accountId: number, walletType: number, amountCents: number, reason: string, ref: string | null, now: number): number {
      if (!Number.isSafeInteger(amountCents)) throw new RangeError(`Amounts are whole cents (got ${amountCents})`);
      return moveTx(accountId, walletType, amountCents, reason, ref, now);
    },
    /** Several movements in one transaction (a transfer's out and in); the balances after, in order. */
    moveMany(accountId: number, moves: readonly WalletMove[], now: number): number[] {
      for (const m of moves) if (!Number.isSafeInteger(m.cents)) throw new RangeError(`Amounts are whole cents (got ${m.cents})`);
      return moveManyTx(accountId, moves, now);
    },
    /** One wallet's balance in cents; a wallet never moved has 0. */
    balance: (accountId: number, walletType: number): number => stmt.balance.get(accountId, walletType) ?? 0,
    ensureMain(accountId: number): void {
      stmt.ensure.run(accountId, MAIN_WALLET);
    },
    balances: (accountId: number): WalletBalance[] => stmt.balances.all(accountId),
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
