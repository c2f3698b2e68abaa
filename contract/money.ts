import { catalogue } from '../shared/api/catalogue';
import type { Endpoint } from '../shared/api/endpoint';
import type { CaseRow } from './cases';
import { OVERRIDES, type Facts } from './plan';
import { describeProbe, freshRequestId, isRecord, probe, type Probe } from './probe';
import type { Caller } from './request';

/**
 * The money checks, made only with --allow-money and only on the test account: what a money call
 * does, not only what it answers. Each reads the balances (`cashier.balance`) before and after:
 *
 * - a deposit opens an order that stays pending: the answer names the order and its amount, the
 *   balance does not move (a pending order credits nothing), and the same submission id answers the
 *   same order again rather than a second one (the platform's clock may differ from the suite's, so
 *   the order's `expiresAt` is not compared with it);
 * - a transfer between the main wallet and a sub-wallet moves exactly its amount out of one and into
 *   the other, and nothing else; repeating its submission id moves nothing more; a transfer back
 *   leaves the wallets as they were;
 * - a claim of an issued reward pays its amount once: a second claim of the same reward is refused
 *   and the balance does not move again.
 *
 * The calls these checks make are the catalogue's `cashier.depositByQr`,
 * `cashier.transfer` and `promotions.claimIssued`: with --allow-money their rows are judged from the
 * checks' first call of each (`CHECKED_BY_MONEY`).
 */

/** The catalogue calls a money check makes, reported from its first call of each. */
export const CHECKED_BY_MONEY = ['cashier.transfer', 'cashier.depositByQr', 'promotions.claimIssued'] as const;

/** The main wallet's `accountTypeId` (the cashier's wire reference). */
export const MAIN_WALLET = 2;

/** What one transfer moves, in cents: 1.00, little enough for any test account. */
const TRANSFER_CENTS = 100;

/** Wallet balances in cents by accountTypeId, and their sum. */
interface Balances {
  wallets: Map<number, number>;
  sum: number;
}

const cents = (amount: number | string): number => Math.round(Number(amount) * 100);
const money = (value: number): string => (value / 100).toFixed(2);
const requestOf = (entry: Endpoint) => `${entry.method} ${entry.path}`;

/** A money check's run: its calls, its findings, and the first probe of each catalogue call it made. */
class Recorder {
  readonly details: string[] = [];
  readonly requests = new Set<string>();
  constructor(
    private readonly caller: Caller,
    private readonly firstProbes: Map<string, Probe>,
  ) {}

  async call(key: keyof typeof catalogue, payload: Record<string, unknown>): Promise<Probe> {
    const entry = catalogue[key];
    this.requests.add(requestOf(entry));
    const result = await probe(this.caller, entry, payload);
    if (!this.firstProbes.has(entry.key)) this.firstProbes.set(entry.key, result);
    return result;
  }

  /** A success of the catalogue's shape, or a reason why not. */
  succeeded(result: Probe, what: string): boolean {
    if (result.verdict.result === 'as expected' && !result.verdict.refusal) return true;
    this.details.push(`${what}: ${describeProbe(result)}`);
    return false;
  }

  async balances(when: string): Promise<Balances | undefined> {
    const result = await this.call('cashier.balance', {});
    if (!this.succeeded(result, `the balance ${when}`)) return undefined;
    const value = result.value;
    if (!isRecord(value) || !Array.isArray(value.balance) || typeof value.sumBalance !== 'number') {
      this.details.push(`the balance ${when} holds no wallets to compare`);
      return undefined;
    }
    const wallets = new Map<number, number>();
    for (const row of value.balance) {
      if (isRecord(row) && typeof row.accountTypeId === 'number' && typeof row.availBalance === 'number') {
        wallets.set(row.accountTypeId, cents(row.availBalance));
      }
    }
    return { wallets, sum: cents(value.sumBalance) };
  }
}

/** Each wallet's change from one reading to the next, in cents, where it changed. */
function movements(before: Balances, after: Balances): Map<number, number> {
  const moved = new Map<number, number>();
  for (const id of new Set([...before.wallets.keys(), ...after.wallets.keys()])) {
    const change = (after.wallets.get(id) ?? 0) - (before.wallets.get(id) ?? 0);
    if (change !== 0) moved.set(id, change);
  }
  return moved;
}

function describeMovements(moved: Map<number, number>): string {
  if (moved.size === 0) return 'nothing moved';
  return [...moved].map(([id, change]) => `wallet ${id} ${change > 0 ? '+' : ''}${money(change)}`).join(', ');
}

/** Whether the wallets moved exactly as expected (every wallet not named stays). */
function movedExactly(moved: Map<number, number>, expected: Map<number, number>): boolean {
  if (moved.size !== expected.size) return false;
  return [...expected].every(([id, change]) => moved.get(id) === change);
}

function outcomeOf(name: string, recorder: Recorder, passed: boolean): CaseRow {
  return { kind: 'money', name, requests: [...recorder.requests], outcome: passed ? 'passed' : 'failed', details: recorder.details };
}

function skipped(name: string, recorder: Recorder, reason: string): CaseRow {
  return { kind: 'money', name, requests: [...recorder.requests], outcome: 'skipped', details: [...recorder.details, reason] };
}

/** A deposit opens an order that stays pending: named, not credited, the same order for the same submission id. */
async function depositCheck(recorder: Recorder): Promise<CaseRow> {
  const name = 'a deposit opens a pending order';
  const channels = await recorder.call('cashier.depositChannels', {});
  if (!recorder.succeeded(channels, 'the deposit channels')) return outcomeOf(name, recorder, false);
  const channel = Object.values(isRecord(channels.value) ? channels.value : {})
    .flatMap((method) => (isRecord(method) && Array.isArray(method.channels) ? method.channels.filter(isRecord) : []))
    .find((c) => c.flow === 'QR');
  if (!channel || typeof channel.minAmount !== 'string') return skipped(name, recorder, 'no deposit channel takes payment by QR');
  const bank = Array.isArray(channel.banks) ? channel.banks.find(isRecord) : undefined;
  const order = {
    amount: channel.minAmount,
    vendorId: channel.vendorId,
    mcsBankCode: channel.mcsBankCode,
    bankCode: bank?.bankCode ?? '',
    bankType: bank?.bankType ?? '',
    showQrImageOnly: 1,
    requestId: freshRequestId(),
  };

  const before = await recorder.balances('before');
  const opened = await recorder.call('cashier.depositByQr', order);
  if (!before || !recorder.succeeded(opened, 'the order')) return outcomeOf(name, recorder, false);
  const value = isRecord(opened.value) ? opened.value : {};
  let passed = true;
  if (typeof value.orderId !== 'string' || value.orderId === '') {
    recorder.details.push(`the order is not named: orderId ${JSON.stringify(value.orderId)}`);
    passed = false;
  }
  if (value.amount !== order.amount) {
    recorder.details.push(`the order is for ${JSON.stringify(value.amount)}, not the ${order.amount} asked for`);
    passed = false;
  }
  const after = await recorder.balances('after');
  if (!after) return outcomeOf(name, recorder, false);
  const moved = movements(before, after);
  if (moved.size > 0) {
    recorder.details.push(`the balance moved while the order is pending: ${describeMovements(moved)}`);
    passed = false;
  }
  const again = await recorder.call('cashier.depositByQr', order);
  if (!recorder.succeeded(again, 'the same submission again')) return outcomeOf(name, recorder, false);
  const againId = isRecord(again.value) ? again.value.orderId : undefined;
  if (againId !== value.orderId) {
    recorder.details.push(
      `the same submission id answered another order (${JSON.stringify(againId)}, first ${JSON.stringify(value.orderId)})`,
    );
    passed = false;
  }
  if (passed)
    recorder.details.push(
      `order ${String(value.orderId)} for ${order.amount} pending: the balance did not move, the same submission answered the same order`,
    );
  return outcomeOf(name, recorder, passed);
}

/** A transfer moves exactly its amount between two wallets, once; a transfer back restores them. */
async function transferCheck(recorder: Recorder): Promise<CaseRow> {
  const name = 'a transfer moves exactly its amount';
  const before = await recorder.balances('before');
  if (!before) return outcomeOf(name, recorder, false);
  const sub = [...before.wallets.keys()].find((id) => id !== MAIN_WALLET);
  if (sub === undefined) return skipped(name, recorder, 'the test account has no sub-wallet to transfer to');
  if ((before.wallets.get(MAIN_WALLET) ?? 0) < TRANSFER_CENTS) {
    return skipped(name, recorder, `the main wallet holds less than ${money(TRANSFER_CENTS)}`);
  }
  const transfer = { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: sub, amount: money(TRANSFER_CENTS), requestId: freshRequestId() };
  const sent = await recorder.call('cashier.transfer', transfer);
  if (!recorder.succeeded(sent, 'the transfer')) return outcomeOf(name, recorder, false);
  let passed = true;
  const answered = isRecord(sent.value) ? sent.value.amount : undefined;
  if (answered !== transfer.amount) {
    recorder.details.push(`the transfer answered the amount ${JSON.stringify(answered)}, not ${transfer.amount}`);
    passed = false;
  }
  const expected = new Map([
    [MAIN_WALLET, -TRANSFER_CENTS],
    [sub, TRANSFER_CENTS],
  ]);
  const after = await recorder.balances('after the transfer');
  if (!after) return outcomeOf(name, recorder, false);
  const moved = movements(before, after);
  if (!movedExactly(moved, expected) || after.sum !== before.sum) {
    recorder.details.push(
      `a transfer of ${transfer.amount} from wallet ${MAIN_WALLET} to ${sub} moved: ${describeMovements(moved)} (the sum ${money(before.sum)} → ${money(after.sum)})`,
    );
    passed = false;
  }

  const repeated = await recorder.call('cashier.transfer', transfer);
  if (!recorder.succeeded(repeated, 'the same submission again')) return outcomeOf(name, recorder, false);
  const afterRepeat = await recorder.balances('after the same submission again');
  if (!afterRepeat) return outcomeOf(name, recorder, false);
  const movedAgain = movements(after, afterRepeat);
  if (movedAgain.size > 0) {
    recorder.details.push(`the same submission id moved money again: ${describeMovements(movedAgain)}`);
    passed = false;
  }

  const back = await recorder.call('cashier.transfer', {
    ...transfer,
    fromAccountTypeId: sub,
    toAccountTypeId: MAIN_WALLET,
    requestId: freshRequestId(),
  });
  if (!recorder.succeeded(back, 'the transfer back')) return outcomeOf(name, recorder, false);
  const restored = await recorder.balances('after the transfer back');
  if (!restored) return outcomeOf(name, recorder, false);
  const left = movements(before, restored);
  if (left.size > 0) {
    recorder.details.push(`the transfer back left the wallets changed: ${describeMovements(left)}`);
    passed = false;
  }
  if (passed) {
    recorder.details.push(
      `${transfer.amount} from wallet ${MAIN_WALLET} to wallet ${sub} and back: exactly that amount each way, once per submission id`,
    );
  }
  return outcomeOf(name, recorder, passed);
}

/** A claim of an issued reward pays its amount once: a second claim is refused and pays nothing. */
async function claimCheck(recorder: Recorder, facts: Facts): Promise<CaseRow> {
  const name = 'a claim pays once';
  const override = OVERRIDES['promotions.claimable']?.(facts);
  const listed = await recorder.call('promotions.claimable', isRecord(override) ? override : {});
  if (!recorder.succeeded(listed, 'the claimable rewards')) return outcomeOf(name, recorder, false);
  const reward = (Array.isArray(listed.value) ? listed.value : []).filter(isRecord).find((r) => r.status === 'ISSUED');
  if (!reward || typeof reward.amount !== 'string') return skipped(name, recorder, 'the test account has no issued reward to claim');
  const claim = { promotionClaimId: reward.promotionClaimId, promotionType: reward.promotionType };

  const before = await recorder.balances('before');
  const first = await recorder.call('promotions.claimIssued', claim);
  if (!before || !recorder.succeeded(first, 'the claim')) return outcomeOf(name, recorder, false);
  let passed = true;
  const claimed = isRecord(first.value) ? first.value : {};
  if (claimed.status !== 'CLAIMED' || claimed.amount !== reward.amount) {
    recorder.details.push(
      `the claim answered ${JSON.stringify({ status: claimed.status, amount: claimed.amount })}, not CLAIMED for ${reward.amount}`,
    );
    passed = false;
  }
  const after = await recorder.balances('after the claim');
  if (!after) return outcomeOf(name, recorder, false);
  if (after.sum - before.sum !== cents(reward.amount)) {
    recorder.details.push(`the claim of ${reward.amount} moved the balance by ${money(after.sum - before.sum)}`);
    passed = false;
  }

  const second = await recorder.call('promotions.claimIssued', claim);
  const refusal = second.verdict.result === 'as expected' ? second.verdict.refusal : undefined;
  if (!refusal) {
    recorder.details.push(`a second claim of the same reward was not refused: ${describeProbe(second)}`);
    passed = false;
  }
  const afterSecond = await recorder.balances('after the second claim');
  if (!afterSecond) return outcomeOf(name, recorder, false);
  if (afterSecond.sum !== after.sum) {
    recorder.details.push(`the second claim moved the balance by ${money(afterSecond.sum - after.sum)}`);
    passed = false;
  }
  if (passed) {
    recorder.details.push(
      `reward ${String(reward.promotionClaimId)} (${String(reward.promotionType)}) paid ${reward.amount} once; the second claim was refused (${refusal?.errorCode ?? ''}) and paid nothing`,
    );
  }
  return outcomeOf(name, recorder, passed);
}

/** Runs the three money checks in turn, on the signed-in test account. */
export async function runMoneyChecks(caller: Caller, facts: Facts): Promise<{ checks: CaseRow[]; firstProbes: Map<string, Probe> }> {
  const firstProbes = new Map<string, Probe>();
  const checks: CaseRow[] = [];
  for (const check of [depositCheck, transferCheck, (r: Recorder) => claimCheck(r, facts)]) {
    checks.push(await check(new Recorder(caller, firstProbes)));
  }
  return { checks, firstProbes };
}
