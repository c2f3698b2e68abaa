import { catalogue } from '../../../shared/api';
import type { AskPlatform } from './accounts';
import type { EdgePlatform } from './platform';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Who a token belongs to, by the platform's member.info (`{ id, account }`); null when the session is gone. */
export function memberOf(platform: EdgePlatform): AskPlatform {
  return async (token) => {
    const answer = await platform.call('GET', catalogue['member.info'].path, { token });
    const body = answer.body;
    if (!isRecord(body) || body.success !== true || !isRecord(body.value)) return null;
    const { id, account } = body.value;
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof account !== 'string') return null;
    return { id: String(id), username: account };
  };
}
