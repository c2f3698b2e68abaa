/**
 * People type mobile numbers with spaces and an international "+"; the platform wants the bare
 * digits (the dialing code travels separately as `countryDialingCode`). Forms check and submit
 * the normalized form.
 */
export function normalizeMobile(value: string): string {
  return value.replace(/\s+/gu, '').replace(/^\+/, '');
}
