import { relay, type WireSpecs } from '../../api/endpointWire';

/** Profile: the member profile, the avatar, KYC settings and invite friends (referrals). */
export const profileWire = {
  'profile.avatar': { method: 'GET', path: relay('MCSFE_getPlayerAvatar'), moduleId: 'COMM3', token: true },
  'profile.referralDetails': { method: 'GET', path: relay('MCSFE_getReferralDetails'), moduleId: 'COMM3', token: true },
  'profile.kycSetting': { method: 'GET', path: relay('MCSFE_getCustomerKycMerchantSetting'), moduleId: 'COMM3', token: true, guess: true },
  // The profile page's own calls: no platform publishes how a member reads and saves the profile fields or picks an avatar.
  'profile.details': { method: 'GET', path: '/wps/gf/member/profile', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'profile.save': { method: 'PUT', path: '/wps/gf/member/profile', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'profile.chooseAvatar': { method: 'PUT', path: '/wps/gf/member/avatar', moduleId: 'PROFPIC3', token: true, kind: 'sandbox' },
  'profile.referrals': { method: 'GET', path: '/wps/gf/member/referrals', moduleId: 'COMM3', token: true, kind: 'sandbox' },
} as const satisfies WireSpecs;
