import { randomInt } from 'node:crypto';
import type { SandboxServices } from '../../core/area-context';

/** An affiliate link's code: 8 capital letters and digits. */
export const LINK_CODE_LENGTH = 8;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new code no link and no account's referral code uses yet, from the system's random source. */
export function newLinkCode(ctx: SandboxServices): string {
  for (;;) {
    let code = '';
    while (code.length < LINK_CODE_LENGTH) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!ctx.repos.agent.codeTaken(code)) return code;
  }
}
