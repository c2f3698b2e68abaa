import { isRecord } from '../status-rules';

/**
 * The number an SMS send goes to, in one form whatever way it was typed: dialing code digits, then
 * the national number without spaces, dashes or the trunk 0 (`+63`, `0917 123 4567` → `639171234567`).
 */
export function normaliseMobile(number: string, dialingCode?: string): string | null {
  let digits = number.replace(/\D/g, '');
  const dial = (dialingCode ?? '').replace(/\D/g, '');
  if (dial && number.trim().startsWith('+') && digits.startsWith(dial)) digits = digits.slice(dial.length);
  digits = digits.replace(/^0+/, '');
  if (digits.length < 4) return null;
  return `${dial}${digits}`;
}

/** Reads `mobileNum` or `mobileNo` with `countryDialingCode` from a JSON or form body. */
export function mobileFromBody(body: unknown, contentType: string | undefined): string | null {
  const fields = parseFields(body, contentType);
  if (!fields) return null;
  const number = fields.mobileNum ?? fields.mobileNo;
  const dial = fields.countryDialingCode;
  if (typeof number !== 'string' && typeof number !== 'number') return null;
  return normaliseMobile(String(number), typeof dial === 'string' || typeof dial === 'number' ? String(dial) : undefined);
}

function parseFields(body: unknown, contentType: string | undefined): Record<string, unknown> | null {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  const text = body.toString('utf8');
  if ((contentType ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** How long the number rests after a successful send: the code's lifetime as the upstream gave it. */
export function restFromAnswer(body: Buffer, now: number): { success: boolean; restMs: number | null } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { success: false, restMs: null };
  }
  if (!isRecord(parsed) || parsed.success !== true) return { success: false, restMs: null };
  const value = isRecord(parsed.value) ? parsed.value : {};
  const minutes = Number(value.expiredMinutes);
  if (value.expiredMinutes !== undefined && value.expiredMinutes !== null && Number.isFinite(minutes) && minutes > 0) {
    return { success: true, restMs: minutes * 60_000 };
  }
  const expiresAt = Number(value.expirationTime);
  if (value.expirationTime !== undefined && value.expirationTime !== null && Number.isFinite(expiresAt) && expiresAt > now) {
    return { success: true, restMs: expiresAt - now };
  }
  return { success: true, restMs: null };
}
