import { signal } from '@preact/signals-core';
import type { CallKind } from '../../../../shared/api/endpointWire';
import type { EndpointKey } from '../../../../shared/api/wire';
import { ErrorCode } from '../../../../shared/api/errorCode';
import { readSessionJson, writeSessionJson } from '../storage';

/**
 * What the platform offers, learnt from its answers and kept for the browser session: a key maps
 * to true once it answered a success, to false once it answered that it is not offered
 * (`function.not.available`, HTTP 404, or an answer that is not the platform's envelope). Keys it
 * has not decided are left out.
 */
const learnt = signal<Readonly<Record<string, boolean>>>(readSessionJson('offeredCalls') ?? {});

/**
 * The status's `sandboxCalls` (the gateway's word that sandbox-only calls are answered): null until
 * the status has answered. Anything but true takes every sandbox-only key away without a call.
 */
export const sandboxCalls = signal<boolean | null>(null);

/**
 * A key's kind, once read from its domain's wire table: lib/stores/callKinds.ts reads them (the
 * first load carries no wire table but its own), and lib/featureCalls.ts, which every feature that
 * names its calls imports, brings that reader. Unknown until then.
 */
let kindOf: (key: EndpointKey) => CallKind | undefined = () => undefined;

export function readKindsWith(reader: (key: EndpointKey) => CallKind | undefined): void {
  kindOf = reader;
}

/** True once the key answered, false when the platform does not offer it, null while nothing says. */
export function offered(key: EndpointKey): boolean | null {
  if (sandboxCalls.value === false && kindOf(key) === 'sandbox') return false;
  return learnt.value[key] ?? null;
}

/** Whether a feature that cannot work without these keys is shown: none of them is known to be missing. */
export function offers(keys: readonly EndpointKey[]): boolean {
  return keys.every((key) => offered(key) !== false);
}

/** Records a verdict on a key (null forgets it); a later answer replaces an earlier one. */
export function learn(key: EndpointKey, verdict: boolean | null): void {
  // An answer that changes nothing leaves the signal alone: every call learns, and a new object
  // each time would re-render every menu and page that reads it after every call.
  if ((learnt.peek()[key] ?? null) === verdict) return;
  const next: Record<string, boolean | null> = { ...learnt.peek(), [key]: verdict };
  learnt.value = next as Record<string, boolean>;
  writeSessionJson('offeredCalls', next);
}

/** The platform's refusal of a call it does not offer; call() words 404s and unreadable answers so too. */
export const NOT_OFFERED: string = ErrorCode.functionNotAvailable;

/** Takes what an answer of call() says: a success offers the key, `function.not.available` takes it away, other failures say nothing. */
export function learnFrom(key: EndpointKey, answer: { success: boolean; errorCode?: string }): void {
  if (answer.success) learn(key, true);
  else if (answer.errorCode === NOT_OFFERED) learn(key, false);
}
