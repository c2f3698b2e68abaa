import { normalizeMobile } from '../../../shared/validation/mobile';
import { isRecord } from '../status-rules';

/** A national number shorter than this after the dialing code cannot be one (the platform's sandbox reads numbers the same way). */
const NATIONAL_MIN_DIGITS = 7;

/**
 * The number an SMS send goes to, in E.164 form whatever way it was typed: `+`, the dialing code,
 * then the national number without spaces, dashes or the trunk 0. The site strips the `+` before it
 * sends (shared/validation/mobile.ts), so `639171234567` with dialing code `+63` is the same phone as
 * `9171234567`, `09171234567` and `+63 917 123 4567`: the dialing code is read off the front when what
 * follows is still a whole national number. Without a dialing code, a number written with `+` is
 * taken as international and one without as national (its own key: the country is unknown).
 */
export function normaliseMobile(number: string, dialingCode?: string): string | null {
  const written = number.trim();
  const international = written.startsWith('+');
  let digits = normalizeMobile(written).replace(/\D/g, '');
  const dial = (dialingCode ?? '').replace(/\D/g, '');
  if (dial && digits.startsWith(dial) && (international || digits.length - dial.length >= NATIONAL_MIN_DIGITS)) {
    digits = digits.slice(dial.length);
  } else if (international && !dial) {
    return digits.length >= NATIONAL_MIN_DIGITS ? `+${digits}` : null;
  }
  digits = digits.replace(/^0+/, '');
  if (digits.length < 4) return null;
  return dial ? `+${dial}${digits}` : digits;
}

/**
 * Reads `mobileNum` or `mobileNo` with `countryDialingCode` from a JSON or form body. A body without
 * a dialing code takes the brand's (`homeDialingCode`, brand `dialingCode`) unless the number is
 * written with `+`, which makes it international.
 */
export function mobileFromBody(body: unknown, contentType: string | undefined, homeDialingCode = ''): string | null {
  const fields = parseFields(body, contentType);
  if (!fields) return null;
  const number = fields.mobileNum ?? fields.mobileNo;
  const sent = fields.countryDialingCode;
  if (typeof number !== 'string' && typeof number !== 'number') return null;
  const written = String(number);
  const dial =
    (typeof sent === 'string' || typeof sent === 'number') && String(sent).trim() !== ''
      ? String(sent)
      : written.trim().startsWith('+') || homeDialingCode === ''
        ? undefined
        : homeDialingCode;
  return normaliseMobile(written, dial);
}

/** The account a recovery by e-mail names: its username, as the platform matches it (without case or surrounding spaces). */
export function usernameFromBody(body: unknown, contentType: string | undefined): string | null {
  const username = parseFields(body, contentType)?.username;
  if (typeof username !== 'string') return null;
  const name = username.trim().toLowerCase();
  return name === '' ? null : name;
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
