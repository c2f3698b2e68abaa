import type { EndpointKey } from '../../../shared/api/wire';

/**
 * The calls of the features the first paint links to (the side menu, the footer): a module of
 * their own, so the first load carries these lists and not every feature's (lib/featureCalls.ts,
 * which exports them too).
 */
export const REWARD_CENTRE_CALLS: readonly EndpointKey[] = ['promotions.claimable'];
export const REFERRAL_CALLS: readonly EndpointKey[] = ['profile.referralDetails'];
export const RESPONSIBLE_GAMING_CALLS: readonly EndpointKey[] = ['protection.state'];
