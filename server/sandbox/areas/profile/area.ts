import type { SandboxArea } from '../../core/sandbox-area';
import { profileHandlers } from './profile-handlers';

/**
 * The member profile (fields shown and required by the platform's profile settings, the avatar)
 * and the referral page (the member's code, the friends who registered with it, recorded at
 * registration in `accounts.referred_by`).
 */
export const profileArea: SandboxArea = {
  name: 'profile',
  handlers: (ctx) => profileHandlers(ctx),
};
