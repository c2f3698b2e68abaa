/**
 * Mobile numbers arrive in every form people type them: "+63 917 123 4567", "639171234567",
 * "09171234567" or "9171234567", with or without a separate dialing code. Accounts keep the
 * dialing code ('+63') and the national number (digits, no trunk 0) apart so both forms find them.
 */
export interface MobileNumber {
  /** '+63', or null when the caller gave no dialing code and the number carried none. */
  dialingCode: string | null;
  national: string;
}

const NATIONAL_MIN = 6;
const NATIONAL_MAX = 14;

/** `knownCodes` are dialing codes like '+63', used to split a number written in international form. */
export function parseMobile(input: string, dialingCode: string | undefined, knownCodes: readonly string[]): MobileNumber | null {
  const compact = input.replace(/[\s\-().]/g, '');
  if (!/^\+?[0-9]{6,20}$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  const code = dialingCode ? `+${dialingCode.replace(/^\+/, '')}` : undefined;
  const codeDigits = code?.slice(1);
  let result: MobileNumber;
  if (compact.startsWith('+')) {
    const candidates = code ? [code] : [...knownCodes].sort((a, b) => b.length - a.length);
    const found = candidates.find((c) => digits.startsWith(c.slice(1)));
    if (!found) return null;
    result = { dialingCode: found, national: digits.slice(found.length - 1) };
  } else if (codeDigits && digits.startsWith(codeDigits) && digits.length - codeDigits.length >= 7) {
    result = { dialingCode: code!, national: digits.slice(codeDigits.length) };
  } else {
    result = { dialingCode: code ?? null, national: digits };
  }
  result.national = result.national.replace(/^0/, '');
  if (result.national.length < NATIONAL_MIN || result.national.length > NATIONAL_MAX) return null;
  return result;
}

export function fullNumber(mobile: { dialingCode: string | null; national: string }): string {
  return `${mobile.dialingCode ?? ''}${mobile.national}`;
}

/** '+63 917****567': enough for the owner to recognise, not enough to be useful to anyone else. */
export function maskMobile(dialingCode: string | null, national: string): string {
  const visibleEnd = national.slice(-3);
  const visibleStart = national.slice(0, Math.min(3, Math.max(0, national.length - 6)));
  const hidden = '*'.repeat(national.length - visibleStart.length - visibleEnd.length);
  return `${dialingCode ? `${dialingCode} ` : ''}${visibleStart}${hidden}${visibleEnd}`;
}
