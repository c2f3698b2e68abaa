import type { EndpointKey } from '../../../shared/api/wire';
import { learnFrom } from '../lib/stores/offered';

/**
 * A test's stand-in for call() that teaches lib/stores/offered.ts from each answer, as call() does:
 * `vi.mock('…/lib/api', async (original) => ({ ...(await original()), call: teachingCall(call) }))`.
 */
export function teachingCall(answer: (key: EndpointKey, ...rest: never[]) => unknown) {
  return async (key: EndpointKey, ...rest: never[]) => {
    const answered = (await answer(key, ...rest)) as { success: boolean; errorCode?: string } | undefined;
    if (answered) learnFrom(key, answered);
    return answered;
  };
}
