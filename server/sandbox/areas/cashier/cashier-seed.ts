import type { Database } from 'better-sqlite3';
import type { Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';
import { CashierSetting, type ChannelBank } from './cashier-repository';
import { DEPOSIT_LIFETIME_MS, DEPOSIT_REASON } from './deposits';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const peso = (amount: number) => amount * 100;

/** Vendors whose games play from a wallet of their own (codes of the games seed), with their accountTypeId. */
export const SUB_WALLETS = [
  { accountTypeId: 11, vendor: 'EVO', displayName: 'Evolution' },
  { accountTypeId: 12, vendor: 'PT', displayName: 'Playtech' },
  { accountTypeId: 13, vendor: 'SBO', displayName: 'SBOBET' },
  { accountTypeId: 14, vendor: 'KM', displayName: 'Kingmaker' },
] as const;

const bank = (bankCode: string, bankName: string): ChannelBank => ({ bankCode, bankType: 'BANK', bankName });

/** The brand's deposit channels, by payment method, with their bounds and preset amounts (pesos). */
export const DEPOSIT_CHANNELS = [
  {
    vendorId: 301,
    mcsBankCode: 'INSTAPAY',
    methodCode: 'BANK',
    methodName: 'Bank transfer',
    vendorName: 'PayNet PH',
    displayName: 'InstaPay bank transfer',
    flow: 'LAUNCH',
    min: 100,
    max: 50_000,
    presets: [500, 1_000, 5_000, 10_000],
    banks: [bank('BDO', 'BDO Unibank'), bank('BPI', 'Bank of the Philippine Islands'), bank('MBTC', 'Metrobank')],
  },
  {
    vendorId: 302,
    mcsBankCode: 'GCASH',
    methodCode: 'EWALLET',
    methodName: 'E-wallet',
    vendorName: 'PayNet PH',
    displayName: 'GCash',
    flow: 'LAUNCH',
    min: 100,
    max: 30_000,
    presets: [100, 300, 500, 1_000, 3_000],
    banks: [],
  },
  {
    vendorId: 303,
    mcsBankCode: 'MAYA',
    methodCode: 'EWALLET',
    methodName: 'E-wallet',
    vendorName: 'PayNet PH',
    displayName: 'Maya',
    flow: 'LAUNCH',
    min: 100,
    max: 30_000,
    presets: [100, 300, 500, 1_000, 3_000],
    banks: [],
  },
  {
    vendorId: 304,
    mcsBankCode: 'QRPH',
    methodCode: 'MWQR',
    methodName: 'QR Ph',
    vendorName: 'PayNet PH',
    displayName: 'QR Ph',
    flow: 'QR',
    min: 100,
    max: 20_000,
    presets: [200, 500, 1_000, 2_000],
    banks: [],
  },
  {
    vendorId: 305,
    mcsBankCode: 'USDT_TRC20',
    methodCode: 'USDT',
    methodName: 'USDT',
    vendorName: 'ChainPay',
    displayName: 'USDT TRC-20',
    flow: 'QR',
    min: 500,
    max: 500_000,
    presets: [1_000, 5_000, 10_000],
    banks: [],
  },
] as const;

/** Demo accounts with a deposit history (accounts seed usernames). */
export const DEPOSIT_HISTORY_ACCOUNTS = ['player1', 'vip1', 'agent1', 'agent2', 'mobile1'] as const;
/** Orders still waiting at the desk when the database is seeded: [username, channel index, pesos, minutes ago]. */
export const SEEDED_PENDING: readonly [string, number, number, number][] = [
  ['player1', 1, 500, 5],
  ['player1', 3, 1_000, 12],
  ['vip1', 0, 10_000, 8],
];

/**
 * The cashier's settings, sub-wallets and deposit channels, a deposit history over the last 60
 * days for the demo accounts and a few orders still pending. A credited deposit is a `deposit`
 * ledger row whose ref is its order id; the history credits exactly the opening deposits the
 * accounts seed wrote, so every balance stays what that seed opened and the sum of its ledger rows.
 */
export function seedCashier(db: Database, rng: Prng, now: number): void {
  const setting = db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO NOTHING');
  setting.run(CashierSetting.singleWallet, '0');
  setting.run(CashierSetting.allowDeposit, 'Y');
  setting.run(CashierSetting.merchantName, 'Gamefront');
  setting.run(
    CashierSetting.depositInfo,
    'Deposits are credited as soon as the payment provider confirms them. Use an account in your own name.',
  );

  const sub = db.prepare('INSERT INTO sub_wallets (account_type_id, vendor, display_name, sort) VALUES (?, ?, ?, ?)');
  SUB_WALLETS.forEach((w, i) => sub.run(w.accountTypeId, w.vendor, w.displayName, i));

  const channel = db.prepare(`INSERT INTO deposit_channels (vendor_id, mcs_bank_code, method_code, method_name, vendor_name,
    display_name, flow, min_amount, max_amount, presets, banks, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  DEPOSIT_CHANNELS.forEach((c, i) =>
    channel.run(
      c.vendorId,
      c.mcsBankCode,
      c.methodCode,
      c.methodName,
      c.vendorName,
      c.displayName,
      c.flow,
      peso(c.min),
      peso(c.max),
      JSON.stringify(c.presets.map(peso)),
      JSON.stringify(c.banks),
      i,
    ),
  );

  const accountId = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck();
  const order = db.prepare(`INSERT INTO deposit_orders (account_id, request_id, vendor_id, mcs_bank_code, bank_code, channel_name,
    amount, status, created_at, expires_at, settled_at, settled_by, note) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const openingDeposits = db.prepare<[number, string], { id: number; amount: number }>(`SELECT id, amount FROM ledger
    WHERE account_id = ? AND reason = '${DEPOSIT_REASON}' AND ref GLOB ? ORDER BY id`);
  const becomeOrder = db.prepare('UPDATE ledger SET ref = ?, created_at = ? WHERE id = ?');
  const fits = (cents: number) => DEPOSIT_CHANNELS.filter((c) => peso(c.min) <= cents && cents <= peso(c.max));

  for (const username of DEPOSIT_HISTORY_ACCOUNTS) {
    const id = accountId.get(username);
    if (id === undefined) continue;
    // The accounts seed paid each opening balance in as deposits; here each becomes a credited
    // order of the last 60 days (its ledger row keeps its amount and place, and takes the order id
    // as ref), between orders that failed or expired and moved nothing.
    const credited = openingDeposits.all(id, `seed-${username}-[0-9]`);
    const failed = rng.int(2, 4);
    const kinds = [...credited.map((row) => ({ row })), ...Array.from({ length: failed }, () => ({ row: null }))];
    for (let i = kinds.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
    }
    // Credited rows keep their ledger order: the k-th credited slot takes the k-th opening deposit.
    let next = 0;
    const slot = Math.floor((60 * DAY_MS) / kinds.length);
    kinds.forEach((kind, i) => {
      const created = now - 60 * DAY_MS + i * slot + rng.int(0, slot - 3_600_000);
      if (kind.row !== null) {
        const row = credited[next++]!;
        const c = rng.pick(fits(row.amount).length > 0 ? fits(row.amount) : DEPOSIT_CHANNELS);
        const settledAt = created + rng.int(1, 20) * MINUTE_MS;
        const byDesk = rng.chance(0.2);
        const bankCode = c.banks.length > 0 ? rng.pick(c.banks).bankCode : c.mcsBankCode;
        const orderRow = order.run(
          id,
          c.vendorId,
          c.mcsBankCode,
          bankCode,
          c.displayName,
          row.amount,
          'CREDITED',
          created,
          created + DEPOSIT_LIFETIME_MS,
          settledAt,
          byDesk ? 'DESK' : 'PROVIDER',
          byDesk ? 'manual deposit' : '',
        );
        becomeOrder.run(`D${orderRow.lastInsertRowid}`, settledAt, row.id);
        return;
      }
      const c = rng.pick(DEPOSIT_CHANNELS);
      const cents = peso(rng.pick(c.presets));
      const bankCode = c.banks.length > 0 ? rng.pick(c.banks).bankCode : c.mcsBankCode;
      if (rng.chance(0.6)) {
        const byDesk = rng.chance(0.3);
        order.run(
          id,
          c.vendorId,
          c.mcsBankCode,
          bankCode,
          c.displayName,
          cents,
          'FAILED',
          created,
          created + DEPOSIT_LIFETIME_MS,
          created + rng.int(1, 20) * MINUTE_MS,
          byDesk ? 'DESK' : 'PROVIDER',
          byDesk ? 'payment not found' : 'cancelled at the payment page',
        );
      } else {
        order.run(
          id,
          c.vendorId,
          c.mcsBankCode,
          bankCode,
          c.displayName,
          cents,
          'EXPIRED',
          created,
          created + DEPOSIT_LIFETIME_MS,
          created + DEPOSIT_LIFETIME_MS,
          'CLOCK',
          '',
        );
      }
    });
  }
  for (const [username, index, pesos, minutesAgo] of SEEDED_PENDING) {
    const id = accountId.get(username);
    if (id === undefined) continue;
    const c = DEPOSIT_CHANNELS[index]!;
    const created = now - minutesAgo * MINUTE_MS;
    const bankCode = c.banks[0]?.bankCode ?? c.mcsBankCode;
    order.run(
      id,
      c.vendorId,
      c.mcsBankCode,
      bankCode,
      c.displayName,
      peso(pesos),
      'PENDING',
      created,
      created + DEPOSIT_LIFETIME_MS,
      null,
      null,
      '',
    );
  }
}

export const cashierSeed: SeedPart = { name: 'cashier', seed: 0x5eed0011, run: seedCashier };
