import { relay, type WireSpecs } from '../endpointWire';

/** Member: profile, registration, passwords, language and the member-centre settings. */
export const memberWire = {
  'member.info': { method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', token: true },
  'member.icon': { method: 'GET', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', token: true, guess: true },
  'member.avatar': { method: 'GET', path: relay('MCSFE_getPlayerAvatar'), moduleId: 'COMM3', token: true },
  'member.register': { method: 'PUT', path: '/wps/member/register', moduleId: 'REG3', encrypted: true },
  'member.registerMobile': { method: 'PUT', path: '/wps/member/register/mobile', moduleId: 'MOBILENUMREG3', encrypted: true },
  'member.registerAuto': { method: 'PUT', path: '/wps/member/register/autoUsername', moduleId: 'REG3', guess: true },
  'member.changePassword': { method: 'POST', path: '/wps/member/password', moduleId: 'PASS3', token: true, encrypted: true },
  'member.forgotPasswordEmail': { method: 'POST', path: '/wps/member/password/email', moduleId: 'COMM3', payloadIn: 'form', guess: true },
  'member.forgotPasswordSms': { method: 'POST', path: '/wps/member/password/sms', moduleId: 'PWRESETSMS3', guess: true },
  'member.resetPasswordByLink': { method: 'POST', path: '/wps/gf/member/password/link', moduleId: 'COMM3', encrypted: true, ours: true },
  'member.setPasswordByPhone': { method: 'POST', path: '/wps/member/password/verification', moduleId: 'CHNGPASSVERIF3', encrypted: true },
  'member.securityConfig': { method: 'GET', path: '/wps/v2/member/securityConfig', moduleId: 'COMM3', token: true, guess: true },
  'member.updateLanguage': { method: 'PUT', path: '/wps/member/language', moduleId: 'COMM3', token: true, guess: true },
  'member.rankProgress': { method: 'GET', path: relay('MCSFE_getPlayerRankProgress'), moduleId: 'COMM3', token: true },
  'member.referralDetails': { method: 'GET', path: relay('MCSFE_getReferralDetails'), moduleId: 'COMM3', token: true },
  'member.kycSetting': { method: 'GET', path: relay('MCSFE_getCustomerKycMerchantSetting'), moduleId: 'COMM3', token: true, guess: true },
  // The profile page's own calls: no platform publishes how a member reads and saves the profile fields or picks an avatar.
  'member.profile': { method: 'GET', path: '/wps/gf/member/profile', moduleId: 'COMM3', token: true, ours: true },
  'member.saveProfile': { method: 'PUT', path: '/wps/gf/member/profile', moduleId: 'COMM3', token: true, ours: true },
  'member.chooseAvatar': { method: 'PUT', path: '/wps/gf/member/avatar', moduleId: 'PROFPIC3', token: true, ours: true },
  'member.referrals': { method: 'GET', path: '/wps/gf/member/referrals', moduleId: 'COMM3', token: true, ours: true },
  // The security centre's own calls: no platform publishes how a member binds a mobile or e-mail, sets the real name, lists sign-ins or learns who displaced a session.
  'member.bindMobile': { method: 'POST', path: '/wps/gf/member/mobile', moduleId: 'COMM3', token: true, ours: true },
  'member.bindEmail': { method: 'POST', path: '/wps/gf/member/email', moduleId: 'COMM3', token: true, ours: true },
  'member.setRealName': { method: 'POST', path: '/wps/gf/member/realName', moduleId: 'COMM3', token: true, ours: true },
  'member.signIns': { method: 'GET', path: '/wps/gf/member/signIns', moduleId: 'COMM3', token: true, ours: true },
  'member.displacedBy': { method: 'POST', path: '/wps/gf/member/displacedBy', moduleId: 'COMM3', ours: true },
} as const satisfies WireSpecs;
