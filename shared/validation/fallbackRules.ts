import type { FieldRule } from '../domains/system/schemas';

/**
 * Rules used where a form needs a field's rule and the platform's register settings do not carry
 * one. They are deliberately lenient (the platform still checks what it receives): a fallback that
 * is stricter than the real rule would lock players out of a form the platform would accept.
 */
function rule(patternId: number, minLength: number, maxLength: number, type: string): FieldRule {
  return { enabled: true, required: true, minLength, maxLength, acceptedPattern: '', patternId, type };
}

export const fallbackRules = {
  /** No spaces; any length a username column holds. */
  username: rule(9, 1, 50, 'text'),
  password: rule(9, 1, 50, 'password'),
  paymentPassword: rule(9, 1, 50, 'password'),
  /** Digits 6–15 after normalization (E.164 allows at most 15 digits). */
  mobileNum: rule(6, 6, 15, 'tel'),
  /** 254 is the longest address SMTP can deliver to. */
  email: rule(3, 3, 254, 'email'),
  captcha: rule(0, 1, 20, 'captcha'),
  /** The SMS code is text of at most 255 characters. */
  verificationCode: rule(0, 0, 255, 'text'),
} as const satisfies Record<string, FieldRule>;
