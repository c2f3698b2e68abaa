/**
 * The identity area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { identityArea } from './area';
export { memberLabelsOf, type AccountRow } from './accounts-repository';
export { clubLabel } from './club-labels';
export { IdentityError, TRIAL_BALANCE_CENTS } from './constants';
export { requireGeetest } from './geetest';
export { invitationOf } from './invitations';
export { maskMobile, type MobileNumber } from './mobile';
export { checkRegisterFields } from './register-check';
export { newToken } from './sign-in';
export { mobileOf, readMobile, requireSmsCode, sendSmsCode } from './sms';
