export { patterns, patternIds, findPattern, checkPattern, isCalendarDate, type PatternEntry } from './patterns';
export {
  VALIDATION_NAMESPACE,
  messageKey,
  patternMessageKey,
  formatPatternMessage,
  formatFieldError,
  REQUIRED_KEY,
  CONFIRM_MISMATCH_KEY,
  TERMS_REQUIRED_KEY,
} from './messages';
export { validateRegisterField, patternError, type FieldError } from './rules';
export { compileServerPattern } from './serverRegex';
export { normalizeMobile } from './mobile';
export { fallbackRules } from './fallbackRules';
export {
  validateMobileForSms,
  validateUsernameLogin,
  validateSmsLogin,
  validateChangePassword,
  validateForgotByEmail,
  validateForgotByPhone,
  validateRegistration,
  formValidators,
  SERVER_CONTROLLED_FIELDS,
  type RulesSource,
  type FormErrors,
  type UsernameLoginValues,
  type SmsLoginValues,
  type ChangePasswordValues,
  type ForgotByEmailValues,
  type ForgotByPhoneValues,
  type RegistrationField,
  type RegistrationValues,
  type RegistrationOptions,
  type ServerControlledField,
} from './forms';
