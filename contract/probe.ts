import { randomUUID } from 'node:crypto';
import type { Endpoint } from '../shared/api/endpoint';
import { isEnvelope } from '../shared/api/envelopeCore';
import { isLegacyEnvelope } from '../shared/api/legacyEnvelope';
import { judge, preview, type Verdict } from './check';
import { callEntry, type Caller, type Reply } from './request';

/**
 * One catalogue call made by a behaviour check or a client case: the answer, the catalogue's
 * verdict on it, and the value it carries when it is a success (the envelope's `value`, the older
 * envelope's `data`, or the raw answer).
 */
export interface Probe {
  reply?: Reply;
  verdict: Verdict | { result: 'no answer'; error: string };
  value?: unknown;
}

/** The value of a successful answer, by the entry's envelope; undefined for a refusal or an error status. */
export function successValue(entry: Pick<Endpoint, 'answer'>, reply: Reply): unknown {
  if (entry.answer === 'envelope') return isEnvelope(reply.body) && reply.body.success ? reply.body.value : undefined;
  if (entry.answer === 'legacy') return isLegacyEnvelope(reply.body) && reply.body.status ? reply.body.data : undefined;
  return reply.status >= 200 && reply.status < 300 ? reply.body : undefined;
}

/** Makes one catalogue call and judges it; a connection failure is an answer too (`no answer`). */
export async function probe(caller: Caller, entry: Endpoint, payload: Record<string, unknown>): Promise<Probe> {
  try {
    const reply = await callEntry(caller, entry, payload);
    return { reply, verdict: judge(entry, reply), value: successValue(entry, reply) };
  } catch (error) {
    return { verdict: { result: 'no answer', error: error instanceof Error ? error.message : String(error) } };
  }
}

/** What a probe came to, in a few words: the refusal's code, the first difference, or the error. */
export function describeProbe(result: Probe): string {
  const verdict = result.verdict;
  if (verdict.result === 'no answer') return `no answer (${verdict.error})`;
  if (verdict.result === 'different') {
    const [first] = verdict.differences;
    return first ? `different: ${first.path}: expected ${first.expected}, actual ${first.actual}` : 'different';
  }
  if (verdict.refusal) return `refused (HTTP ${verdict.refusal.status} ${verdict.refusal.errorCode || 'no errorCode'})`;
  return verdict.result === 'as expected' ? `answered ${preview(result.value)}` : verdict.result;
}

/** A fresh submission id of the shape `RequestId` takes (letters, digits, `-`, 8 to 64). */
export function freshRequestId(): string {
  return `contract-${randomUUID()}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
