import type { Database } from 'better-sqlite3';

/** Platform settings of the cashier, in the `settings` table (name → text). */
export const CashierSetting = {
  /** '1': every game plays from the main wallet and transfers are refused (GCS_merchantWallet `isSingle`). */
  singleWallet: 'cashier.singleWallet',
  /** 'Y' / 'N': whether members may deposit at all. */
  allowDeposit: 'cashier.allowDeposit',
  /** The operator's note shown above the deposit channels. */
  depositInfo: 'cashier.depositInfo',
  /** The brand name the payment provider shows on its pages. */
  merchantName: 'cashier.merchantName',
} as const;
export type CashierSetting = (typeof CashierSetting)[keyof typeof CashierSetting];

export interface SubWallet {
  accountTypeId: number;
  vendor: string;
  displayName: string;
}

export interface TransferRow {
  id: number;
  requestId: string;
  kind: 'TRANSFER' | 'RECALL';
  fromType: number | null;
  toType: number;
  amount: number;
  wallets: number;
  createdAt: number;
}

export interface ChannelBank {
  bankCode: string;
  bankType: string;
  bankName: string;
}

export interface ChannelRow {
  vendorId: number;
  mcsBankCode: string;
  methodCode: string;
  methodName: string;
  vendorName: string;
  displayName: string;
  flow: 'QR' | 'LAUNCH';
  minAmount: number;
  maxAmount: number;
  presets: number[];
  banks: ChannelBank[];
}

export type DepositStatus = 'PENDING' | 'CREDITED' | 'FAILED' | 'EXPIRED';
export type SettledBy = 'PROVIDER' | 'DESK' | 'CLOCK';

export interface DepositOrderRow {
  id: number;
  accountId: number;
  username: string;
  requestId: string | null;
  vendorId: number;
  mcsBankCode: string;
  bankCode: string;
  channelName: string;
  amount: number;
  status: DepositStatus;
  createdAt: number;
  expiresAt: number;
  settledAt: number | null;
  settledBy: SettledBy | null;
  note: string;
}

/** The wire id of a deposit order: 'D' and its row id (the desk dispatches by the prefix). */
export const depositOrderId = (id: number): string => `D${id}`;
/** The row id of a wire deposit order id, or null when it is not one. */
export function depositRowId(orderId: string): number | null {
  const match = /^D([1-9][0-9]{0,14})$/.exec(orderId);
  return match ? Number(match[1]) : null;
}

const ORDER_COLUMNS = `o.id, o.account_id AS accountId, a.username, o.request_id AS requestId, o.vendor_id AS vendorId,
  o.mcs_bank_code AS mcsBankCode, o.bank_code AS bankCode, o.channel_name AS channelName, o.amount, o.status,
  o.created_at AS createdAt, o.expires_at AS expiresAt, o.settled_at AS settledAt, o.settled_by AS settledBy, o.note
  FROM deposit_orders o JOIN accounts a ON a.id = o.account_id`;

interface RawChannel extends Omit<ChannelRow, 'presets' | 'banks'> {
  presets: string;
  banks: string;
}
const channelOf = (row: RawChannel): ChannelRow => ({
  ...row,
  presets: JSON.parse(row.presets) as number[],
  banks: JSON.parse(row.banks) as ChannelBank[],
});

/** Sub-wallets, transfers, settings, deposit channels and deposit orders (migration 017). */
export function createCashierRepository(db: Database) {
  const stmt = {
    subWallets: db.prepare<[], SubWallet>(
      'SELECT account_type_id AS accountTypeId, vendor, display_name AS displayName FROM sub_wallets ORDER BY sort',
    ),
    setting: db.prepare<[string], string>('SELECT value FROM settings WHERE name = ?').pluck(),
    setSetting: db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value'),
    transferByRequest: db.prepare<[number, string], TransferRow>(`SELECT id, request_id AS requestId, kind, from_type AS fromType,
      to_type AS toType, amount, wallets, created_at AS createdAt FROM wallet_transfers WHERE account_id = ? AND request_id = ?`),
    addTransfer: db.prepare(`INSERT INTO wallet_transfers (account_id, request_id, kind, from_type, to_type, amount, wallets, created_at)
      VALUES (@accountId, @requestId, @kind, @fromType, @toType, @amount, @wallets, @createdAt)`),
    channels: db.prepare<[], RawChannel>(`SELECT vendor_id AS vendorId, mcs_bank_code AS mcsBankCode, method_code AS methodCode,
      method_name AS methodName, vendor_name AS vendorName, display_name AS displayName, flow, min_amount AS minAmount,
      max_amount AS maxAmount, presets, banks FROM deposit_channels ORDER BY sort`),
    orderById: db.prepare<[number], DepositOrderRow>(`SELECT ${ORDER_COLUMNS} WHERE o.id = ?`),
    orderByRequest: db.prepare<[number, string], DepositOrderRow>(`SELECT ${ORDER_COLUMNS} WHERE o.account_id = ? AND o.request_id = ?`),
    addOrder: db.prepare(`INSERT INTO deposit_orders (account_id, request_id, vendor_id, mcs_bank_code, bank_code, channel_name,
      amount, status, created_at, expires_at) VALUES (@accountId, @requestId, @vendorId, @mcsBankCode, @bankCode, @channelName,
      @amount, 'PENDING', @createdAt, @expiresAt)`),
    settle: db.prepare(`UPDATE deposit_orders SET status = @status, settled_at = @at, settled_by = @by, note = @note
      WHERE id = @id AND status = 'PENDING'`),
    expireDue: db.prepare(`UPDATE deposit_orders SET status = 'EXPIRED', settled_at = expires_at, settled_by = 'CLOCK'
      WHERE status = 'PENDING' AND expires_at <= ?`),
    pending: db.prepare<[], DepositOrderRow>(`SELECT ${ORDER_COLUMNS} WHERE o.status = 'PENDING' ORDER BY o.created_at, o.id`),
    recent: db.prepare<[number], DepositOrderRow>(`SELECT ${ORDER_COLUMNS} ORDER BY o.created_at DESC, o.id DESC LIMIT ?`),
    credited: db.prepare<[number], number>("SELECT COUNT(*) FROM deposit_orders WHERE account_id = ? AND status = 'CREDITED'").pluck(),
  };

  return {
    subWallets: (): SubWallet[] => stmt.subWallets.all(),
    setting: (name: CashierSetting): string | undefined => stmt.setting.get(name),
    setSetting: (name: CashierSetting, value: string): void => void stmt.setSetting.run(name, value),

    transferByRequest: (accountId: number, requestId: string): TransferRow | undefined => stmt.transferByRequest.get(accountId, requestId),
    /** Records an accepted transfer; call inside the transaction that moves its money. */
    addTransfer(accountId: number, row: Omit<TransferRow, 'id'>): number {
      return Number(stmt.addTransfer.run({ accountId, ...row }).lastInsertRowid);
    },

    channels: (): ChannelRow[] => stmt.channels.all().map(channelOf),

    orderById: (id: number): DepositOrderRow | undefined => stmt.orderById.get(id),
    orderByRequest: (accountId: number, requestId: string): DepositOrderRow | undefined => stmt.orderByRequest.get(accountId, requestId),
    addOrder(order: {
      accountId: number;
      requestId: string | null;
      vendorId: number;
      mcsBankCode: string;
      bankCode: string;
      channelName: string;
      amount: number;
      createdAt: number;
      expiresAt: number;
    }): number {
      return Number(stmt.addOrder.run(order).lastInsertRowid);
    },
    /** Settles a PENDING order; false when it was no longer pending (nothing changed). */
    settle(id: number, status: Exclude<DepositStatus, 'PENDING'>, by: SettledBy, at: number, note = ''): boolean {
      return stmt.settle.run({ id, status, by, at, note }).changes === 1;
    },
    /** Pending orders whose time is up become EXPIRED; answers how many did. */
    expireDue: (now: number): number => stmt.expireDue.run(now).changes,
    pendingOrders: (): DepositOrderRow[] => stmt.pending.all(),
    recentOrders: (limit: number): DepositOrderRow[] => stmt.recent.all(limit),
    creditedCount: (accountId: number): number => stmt.credited.get(accountId) ?? 0,
  };
}
export type CashierRepository = ReturnType<typeof createCashierRepository>;
