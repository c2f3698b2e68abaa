import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Endpoint } from '../shared/api/endpoint';
import { ErrorCode } from '../shared/api/errorCode';
import { isEnvelope } from '../shared/api/envelopeCore';
import { isLegacyEnvelope, readEnvelope } from '../shared/api/legacyEnvelope';
import { AnyEnvelope, AnyLegacyEnvelope } from '../shared/api/envelope';
import { fieldReport, hasFieldProblems, type FieldReport } from './fields';
import type { Reply } from './request';

/** One place where an answer departs from the catalogue: where, what the catalogue expects, what came. */
export interface Difference {
  path: string;
  expected: string;
  actual: string;
}

/** The answer's refusal, when the platform said no in its own envelope. */
export interface Refusal {
  status: number;
  errorCode: string;
  message: string;
}

/**
 * The verdict on one answer. `fields`, when present, is the closed reading of a successful answer's
 * value (contract/fields.ts): the fields it carries that the schema does not name, and the required
 * ones it lacks; it is left out when there are none.
 */
export type Verdict =
  | { result: 'as expected'; refusal?: Refusal; fields?: FieldReport }
  | { result: 'different'; differences: Difference[]; fields?: FieldReport }
  | { result: 'not offered'; refusal: Refusal };

/** How many differences a row lists: the first ones are enough to see what changed. */
export const MAX_DIFFERENCES = 3;

/** A short JSON rendering of an actual value, for the table. */
export function preview(value: unknown, limit = 60): string {
  if (value === undefined) return 'nothing';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** The value at a JSON pointer (`/value/list/0/gameName`), or undefined when the path is absent. */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * The first differences between a value and a schema, from TypeBox's own errors. Where a union
 * fails, TypeBox names the union first and then each branch; the deepest paths come first so the
 * row says which field changed rather than that "something" did.
 */
export function differences(schema: TSchema, value: unknown, prefix = ''): Difference[] {
  if (Value.Check(schema, value)) return [];
  const errors = Value.Errors(schema, value);
  const seen = new Set<string>();
  const out: Difference[] = [];
  const ordered = [...errors].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length);
  for (const error of ordered) {
    const path = prefix + error.instancePath || '/';
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, expected: error.message, actual: preview(at(value, error.instancePath)) });
    if (out.length === MAX_DIFFERENCES) break;
  }
  return out;
}

/** The verdict on a successful answer's value: the open check's differences, and the closed reading's fields. */
function valueVerdict(schema: TSchema, value: unknown, prefix: string): Verdict {
  const found = differences(schema, value, prefix);
  const report = fieldReport(schema, value, prefix);
  const fields = hasFieldProblems(report) ? { fields: report } : {};
  return found.length ? { result: 'different', differences: found, ...fields } : { result: 'as expected', ...fields };
}

/** A refusal in either generation's envelope (the older one names its code in `description` and has no message). */
function refusalOf(reply: Reply): Refusal | undefined {
  const envelope = readEnvelope(reply.body);
  if (!envelope || envelope.success) return undefined;
  return { status: reply.status, errorCode: envelope.errorCode ?? '', message: envelope.message ?? '' };
}

/**
 * Judges one answer by the catalogue's rules. `/wps` calls answer the envelope `{success, value,
 * message?, errorCode?}`: on success its `value` must match the entry's value schema; a refusal is
 * any well-formed envelope (HTTP 200 for business refusals, 400/401 for the gateway's own). `/lgw`
 * calls answer raw JSON, checked whole against the value schema when the status is 2xx. The RSA key
 * is plain text. Calls on the older generation's paths (`answer: 'legacy'`) answer its envelope
 * `{status, description, data}`: on success `data` must match the value schema, a refusal is any
 * well-formed envelope of that shape. A call marked `answer: 'none'` succeeds with HTTP 204 and no
 * body, and refuses in the envelope. A refusal with `function.not.available`, in either envelope,
 * means the platform does not offer the call.
 */
export function judge(entry: Endpoint, reply: Reply): Verdict {
  const refusal = refusalOf(reply);
  if (refusal?.errorCode === ErrorCode.functionNotAvailable) return { result: 'not offered', refusal };

  if (entry.answer === 'text') {
    if (reply.status !== 200) return httpDifference(reply, 200);
    const text = reply.text.trim().replace(/^"|"$/g, '');
    const found = differences(entry.value, text);
    return found.length ? { result: 'different', differences: found } : { result: 'as expected' };
  }

  if (entry.answer === 'raw') {
    if (reply.status >= 200 && reply.status < 300) return valueVerdict(entry.value, reply.body, '');
    if (refusal) return { result: 'as expected', refusal };
    return httpDifference(reply, 200);
  }

  if (entry.answer === 'legacy') return judgeLegacy(entry, reply, refusal);

  if (entry.answer === 'none') {
    if (refusal) return { result: 'as expected', refusal };
    if (reply.status === 204 && reply.text === '') return { result: 'as expected' };
    return {
      result: 'different',
      differences: [{ path: '/', expected: 'HTTP 204 without a body', actual: `HTTP ${reply.status} ${preview(reply.text)}` }],
    };
  }

  if (!isEnvelope(reply.body)) {
    return {
      result: 'different',
      differences: [
        {
          path: '/',
          expected: 'the envelope {success, value, message?, errorCode?}',
          actual: `HTTP ${reply.status} ${preview(reply.body)}`,
        },
      ],
    };
  }
  const shape = differences(AnyEnvelope, reply.body);
  if (shape.length) return { result: 'different', differences: shape };
  if (refusal) return { result: 'as expected', refusal };
  if (reply.status !== 200) return httpDifference(reply, 200);
  return valueVerdict(entry.value, reply.body.value, '/value');
}

function judgeLegacy(entry: Endpoint, reply: Reply, refusal: Refusal | undefined): Verdict {
  if (!isLegacyEnvelope(reply.body)) {
    return {
      result: 'different',
      differences: [
        { path: '/', expected: 'the older envelope {status, description, data}', actual: `HTTP ${reply.status} ${preview(reply.body)}` },
      ],
    };
  }
  const shape = differences(AnyLegacyEnvelope, reply.body);
  if (shape.length) return { result: 'different', differences: shape };
  if (refusal) return { result: 'as expected', refusal };
  if (reply.status !== 200) return httpDifference(reply, 200);
  return valueVerdict(entry.value, reply.body.data, '/data');
}

function httpDifference(reply: Reply, expected: number): Verdict {
  return {
    result: 'different',
    differences: [{ path: '(HTTP status)', expected: String(expected), actual: `${reply.status} ${preview(reply.text)}` }],
  };
}
