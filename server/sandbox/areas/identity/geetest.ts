import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { GeetestValidateV4 } from '../../../../shared/domains/identity/schemas';
import { refuse } from '../../core/refusals';
import type { SandboxServices } from '../../core/area-context';

/**
 * The GeeTest v4 stand-in's service side. GeeTest v4 hands the widget, once the visitor passes,
 * `{lot_number, pass_token, gen_time, captcha_output}` for the site's captcha id; the platform
 * checks them with GeeTest before it signs in, registers or sends an SMS, and each pass answers
 * once. Here the stand-in issues them (`issueGeetestPass`, called by the widget's verify request)
 * and `requireGeetest` is the platform's check: every value is random and kept by the service
 * (`geetest_passes`), so values not issued by the stand-in for that captcha id cannot pass.
 */

/** The captcha id of the stand-in's GeeTest account (GeeTest ids are 32 hex characters). */
export const SANDBOX_GEETEST_CAPTCHA_ID = '5f2e7d0c9a4b4e1f8c3a6b2d1e0f9a7c';

/** A pass is good this long after the visitor passed the check, and only once. */
export const GEETEST_PASS_LIFETIME_MS = 5 * 60_000;

/** The platform's refusal of a sign-in, registration or SMS send without a valid GeeTest pass. */
export const GEETEST_FAILED = 'geetest.validate.failed';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the stand-in's GeeTest account has this captcha id. */
export function knownCaptchaId(captchaId: unknown): captchaId is string {
  return captchaId === SANDBOX_GEETEST_CAPTCHA_ID;
}

/** A passed check for the captcha id: what the widget's `getValidate()` then returns. */
export function issueGeetestPass(ctx: SandboxServices, captchaId: string): Omit<GeetestValidateV4, 'captcha_id'> {
  const now = ctx.clock.now();
  const lotNumber = randomBytes(16).toString('hex');
  const passToken = randomBytes(32).toString('hex');
  const captchaOutput = randomBytes(32).toString('base64url');
  // GeeTest writes gen_time as Unix seconds in a string.
  const genTime = String(Math.floor(now / 1000));
  ctx.repos.geetest.issue({ lotNumber, captchaId, passToken, genTime, captchaOutput, issuedAt: now }, now - GEETEST_PASS_LIFETIME_MS);
  return { lot_number: lotNumber, pass_token: passToken, gen_time: genTime, captcha_output: captchaOutput };
}

/**
 * With GEETEST3 on, the call needs a pass the stand-in issued for the platform's captcha id, unused
 * and younger than GEETEST_PASS_LIFETIME_MS; any attempt uses the pass up. With the flag off the
 * platform asks for nothing and ignores what is sent.
 */
export function requireGeetest(ctx: SandboxServices, validate: GeetestValidateV4 | undefined): void {
  if (!ctx.repos.system.flags().GEETEST3) return;
  const pass = validate ? ctx.repos.geetest.take(validate.lot_number) : undefined;
  const valid =
    validate !== undefined &&
    pass !== undefined &&
    knownCaptchaId(validate.captcha_id) &&
    pass.captchaId === validate.captcha_id &&
    pass.issuedAt + GEETEST_PASS_LIFETIME_MS > ctx.clock.now() &&
    sameText(pass.passToken, validate.pass_token) &&
    pass.genTime === validate.gen_time &&
    sameText(pass.captchaOutput, validate.captcha_output);
  if (!valid) throw refuse(GEETEST_FAILED, 'The security check failed, please try again');
}
