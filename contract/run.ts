import { randomUUID } from 'node:crypto';
import { endpoints } from '../shared/api/catalogue';
import type { Endpoint } from '../shared/api/endpoint';
import { isEnvelope } from '../shared/api/envelopeCore';
import { preview, type Difference, type Refusal } from './check';
import type { FieldReport } from './fields';
import type { ContractOptions } from './options';
import type { CaseRow } from './cases';
import { runClientCases } from './clients';
import { CHECKED_BY_MONEY, runMoneyChecks } from './money';
import { probe, successValue, type Probe } from './probe';
import type { Caller, Reply } from './request';
import {
  DISCOVERY_KEYS,
  MONEY_WRITES,
  NEVER_CALLED,
  REFUSAL_EXPECTED,
  SAFE_WRITES,
  SIGN_IN_KEY,
  SIGN_OUT_KEY,
  examplePayload,
  learn,
  type Facts,
} from './plan';

export type Result = 'as expected' | 'different' | 'not offered' | 'skipped';

/**
 * Why an entry was skipped. `safety`: the suite does not make that call here (money without
 * --allow-money, never-called writes, calls the gateway answers itself). `nothing to act on`: the
 * test account holds nothing the call acts on (no prize ticket, no promo code). The others are gaps of the
 * suite: a write nobody has classified yet, a payload it could not build, or a call a money check
 * makes that it stopped before (`not reached`).
 */
export type SkipKind = 'safety' | 'nothing to act on' | 'unclassified' | 'no example' | 'not reached';

export interface Row {
  key: string;
  path: string;
  method: string;
  /** The catalogue marks the answer shape as not documented publicly: a difference is information. */
  guess: boolean;
  /** Not a platform call (an edge or sandbox-only call): a platform that does not offer it is expected. */
  ours: boolean;
  result: Result;
  differences?: Difference[];
  refusal?: Refusal;
  /** For a refusal: whether the plan expects one from a player's test account. */
  refusalExpected?: boolean;
  skip?: { kind: SkipKind; reason: string };
  /** The closed reading of the answer (contract/fields.ts), when it names unknown or missing fields. */
  fields?: FieldReport;
}

export class SignInError extends Error {
  override name = 'SignInError';
}

function rowOf(entry: Endpoint): Pick<Row, 'key' | 'path' | 'method' | 'guess' | 'ours'> {
  return { key: entry.key, path: entry.path, method: entry.method, guess: entry.guess, ours: entry.kind !== 'platform' };
}

/** What the suite decides for an entry before building its payload. */
function decide(entry: Endpoint, allowMoney: boolean): { call: true } | { call: false; kind: SkipKind; reason: string } {
  if (entry.kind === 'edge') return { call: false, kind: 'safety', reason: 'answered by the gateway itself, never by a platform' };
  if (NEVER_CALLED[entry.key]) return { call: false, kind: 'safety', reason: `never called: ${NEVER_CALLED[entry.key]}` };
  const money = MONEY_WRITES[entry.key];
  if (money) return allowMoney ? { call: true } : { call: false, kind: 'safety', reason: `needs --allow-money: ${money}` };
  if (entry.method === 'GET' || SAFE_WRITES[entry.key]) return { call: true };
  return { call: false, kind: 'unclassified', reason: 'a write not yet classified as safe, money or never (contract/plan.ts)' };
}

/** Discovery reads first (later payloads use their answers), sign-in apart, sign-out last. */
function ordered(): Endpoint[] {
  const rank = (entry: Endpoint) => {
    const discovery = (DISCOVERY_KEYS as readonly string[]).indexOf(entry.key);
    if (discovery >= 0) return discovery;
    if (entry.key === SIGN_OUT_KEY) return 1_000_000;
    return DISCOVERY_KEYS.length + (entry.method === 'GET' ? 0 : 1);
  };
  return endpoints
    .filter((entry) => entry.key !== SIGN_IN_KEY)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The row of one call the suite made: its verdict, refusal and closed reading. */
function rowOfProbe(entry: Endpoint, result: Probe): Row {
  const verdict = result.verdict;
  if (verdict.result === 'no answer') {
    return { ...rowOf(entry), result: 'different', differences: [{ path: '(connection)', expected: 'an answer', actual: verdict.error }] };
  }
  const row: Row = { ...rowOf(entry), result: verdict.result };
  if (verdict.result === 'different') row.differences = verdict.differences;
  if (verdict.result !== 'not offered' && verdict.fields) row.fields = verdict.fields;
  if (verdict.result !== 'different' && verdict.refusal) {
    row.refusal = verdict.refusal;
    row.refusalExpected = Boolean(REFUSAL_EXPECTED[entry.key]);
  }
  return row;
}

async function attempt(entry: Endpoint, caller: Caller, payload: Record<string, unknown>): Promise<{ row: Row; reply?: Reply }> {
  const result = await probe(caller, entry, payload);
  return { row: rowOfProbe(entry, result), reply: result.reply };
}

/** The catalogue calls a money check makes (contract/money.ts): with --allow-money, reported from the check. */
const CHECKED: ReadonlySet<string> = new Set(CHECKED_BY_MONEY);

/** One run: a row per catalogue entry, then the money checks (with --allow-money) and the client cases. */
export interface ContractRun {
  rows: Row[];
  cases: CaseRow[];
}

/**
 * Runs the suite: signs the test account in with a real encrypted sign-in, then calls every entry
 * the plan allows, in the order the plan needs, and judges each answer against the catalogue; before
 * signing out, makes the money checks (with --allow-money, contract/money.ts) and the client cases
 * (contract/clients.ts) on the same session.
 */
export async function runContract(options: ContractOptions): Promise<ContractRun> {
  const caller: Caller = { upstream: options.upstream, merchant: options.merchant, language: options.language, token: null };
  const facts: Facts = {
    username: options.username,
    password: options.password,
    language: options.language,
    favouriteIds: [],
    tickets: [],
  };
  const rows: Row[] = [];
  const cases: CaseRow[] = [];
  const checkedByMoney: Endpoint[] = [];

  const signInEntry = endpoints.find((entry) => entry.key === SIGN_IN_KEY)!;
  // The sign-in body carries a device id (`loginDeviceId`), as the site's does: one per run.
  const signIn = await attempt(signInEntry, caller, {
    username: options.username,
    password: options.password,
    type: 'username',
    loginDeviceId: randomUUID(),
  });
  rows.push(signIn.row);
  const login = signIn.reply && isEnvelope(signIn.reply.body) && signIn.reply.body.success ? signIn.reply.body.value : undefined;
  const token = typeof login === 'object' && login !== null ? (login as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') {
    const [first] = signIn.row.differences ?? [];
    const said = signIn.row.refusal
      ? `${signIn.row.refusal.errorCode} ${signIn.row.refusal.message}`
      : first
        ? `${first.path}: expected ${first.expected}, actual ${first.actual}`
        : preview(signIn.reply?.body ?? null, 200);
    throw new SignInError(`The test account ${options.username} could not sign in: ${said}`);
  }
  caller.token = token;

  for (const entry of ordered()) {
    if (entry.key === SIGN_OUT_KEY) {
      if (options.allowMoney) {
        const { checks, firstProbes } = await runMoneyChecks(caller, facts);
        cases.push(...checks);
        for (const checked of checkedByMoney) {
          const first = firstProbes.get(checked.key);
          rows.push(
            first
              ? rowOfProbe(checked, first)
              : {
                  ...rowOf(checked),
                  result: 'skipped',
                  skip: { kind: 'not reached', reason: 'the money check that makes this call stopped before it' },
                },
          );
        }
      }
      cases.push(...(await runClientCases(caller, facts)));
    }
    const decision = decide(entry, options.allowMoney);
    if (decision.call && options.allowMoney && CHECKED.has(entry.key)) {
      checkedByMoney.push(entry);
      continue;
    }
    if (!decision.call) {
      rows.push({ ...rowOf(entry), result: 'skipped', skip: { kind: decision.kind, reason: decision.reason } });
      continue;
    }
    const example = examplePayload(entry, facts);
    if ('problem' in example) {
      rows.push({ ...rowOf(entry), result: 'skipped', skip: { kind: 'no example', reason: example.problem } });
      continue;
    }
    if ('absent' in example) {
      rows.push({ ...rowOf(entry), result: 'skipped', skip: { kind: 'nothing to act on', reason: example.absent } });
      continue;
    }
    const { row, reply } = await attempt(entry, caller, example.payload);
    rows.push(row);
    if (reply && row.result === 'as expected' && !row.refusal) learn(facts, entry.key, successValue(entry, reply));
  }
  return { rows, cases };
}
