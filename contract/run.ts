import { randomUUID } from 'node:crypto';
import { endpoints } from '../shared/api/catalogue';
import type { Endpoint } from '../shared/api/endpoint';
import { isEnvelope } from '../shared/api/envelopeCore';
import { isLegacyEnvelope } from '../shared/api/legacyEnvelope';
import { judge, preview, type Difference, type Refusal } from './check';
import type { ContractOptions } from './options';
import { callEntry, type Caller, type Reply } from './request';
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
 * --allow-money, never-called writes, calls the gateway answers itself). The others are gaps of the
 * suite: a write nobody has classified yet, or a payload it could not build.
 */
export type SkipKind = 'safety' | 'unclassified' | 'no example';

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

/** The answer's value for learning: the envelope's `value`, the older envelope's `data`, or the whole raw answer. */
function valueOf(entry: Endpoint, reply: Reply): unknown {
  if (entry.answer === 'envelope') return isEnvelope(reply.body) && reply.body.success ? reply.body.value : undefined;
  if (entry.answer === 'legacy') return isLegacyEnvelope(reply.body) && reply.body.status ? reply.body.data : undefined;
  return reply.status >= 200 && reply.status < 300 ? reply.body : undefined;
}

async function attempt(entry: Endpoint, caller: Caller, payload: Record<string, unknown>): Promise<{ row: Row; reply?: Reply }> {
  let reply: Reply;
  try {
    reply = await callEntry(caller, entry, payload);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      row: { ...rowOf(entry), result: 'different', differences: [{ path: '(connection)', expected: 'an answer', actual: detail }] },
    };
  }
  const verdict = judge(entry, reply);
  const row: Row = { ...rowOf(entry), result: verdict.result };
  if (verdict.result === 'different') row.differences = verdict.differences;
  if (verdict.result !== 'different' && verdict.refusal) {
    row.refusal = verdict.refusal;
    row.refusalExpected = Boolean(REFUSAL_EXPECTED[entry.key]);
  }
  return { row, reply };
}

/**
 * Runs the suite: signs the test account in with a real encrypted sign-in, then calls every entry
 * the plan allows, in the order the plan needs, and judges each answer against the catalogue.
 */
export async function runContract(options: ContractOptions): Promise<Row[]> {
  const caller: Caller = { upstream: options.upstream, merchant: options.merchant, language: options.language, token: null };
  const facts: Facts = { username: options.username, language: options.language, favouriteIds: [] };
  const rows: Row[] = [];

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
    const decision = decide(entry, options.allowMoney);
    if (!decision.call) {
      rows.push({ ...rowOf(entry), result: 'skipped', skip: { kind: decision.kind, reason: decision.reason } });
      continue;
    }
    const example = examplePayload(entry, facts);
    if ('problem' in example) {
      rows.push({ ...rowOf(entry), result: 'skipped', skip: { kind: 'no example', reason: example.problem } });
      continue;
    }
    const { row, reply } = await attempt(entry, caller, example.payload);
    rows.push(row);
    if (reply && row.result === 'as expected' && !row.refusal) learn(facts, entry.key, valueOf(entry, reply));
  }
  return rows;
}
