import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RegisterPayload, RegisterValue } from '../../../../shared/domains/identity/schemas';
import type { FieldRule } from '../../../../shared/domains/system/schemas';
import { SERVER_CONTROLLED_FIELDS } from '../../../../shared/validation';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { IdentityError } from './constants';
import { FIELD_INVALID, refuse, requireFlag } from '../../core/refusals';
import { PlatformError } from '../../core/errors';
import { requireGeetest } from './geetest';
import { passCaptcha } from './captcha';
import { hashPassword } from '../../core/password';
import { newToken, openSession } from './sign-in';
import { readMobile, requireSmsCode } from './sms';
import { takeProviderIdToken } from './phone-provider';
import { fullNumber, type MobileNumber } from './mobile';
import { checkConfirmation, checkRegisterFields } from './register-check';
import type { IdentitySettings } from '../../core/identity-settings';
import { invitationOf } from './invitations';
import { MEMBER_TYPE } from '../../core/accounts';
import type { AreaContext, SandboxServices } from '../../core/area-context';

/** Register-rule fields in the order the form shows them; the first problem is the one reported. */
const CHECKED_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'paymentPassword',
  ...SERVER_CONTROLLED_FIELDS.filter((field) => field !== 'payeeName'),
] as const;
const CONTACT_FIELDS = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

export function registerHandlers(ctx: AreaContext): CatalogueHandlers {
  const settings = ctx.identity;
  return {
    'identity.register': ({ payload, request }) => register(ctx, settings, payload, request, 'username'),
    'identity.registerMobile': ({ payload, request }) => register(ctx, settings, payload, request, 'mobile'),
    'identity.registerAuto': ({ payload, request }) => register(ctx, settings, payload, request, 'auto'),
    'identity.checkUsername': ({ payload }) => checkUsername(ctx, payload.username),
  };
}

/**
 * The register form's name check, as a third-party register script reads the platform's: HTTP 400
 * `success: false` for a name the brand's register rule refuses (the check registration runs, the
 * name required), HTTP 200 `success: false` with `username.exists` for a name an account has, else
 * `success: true`. Public clients never read the value.
 */
function checkUsername(ctx: SandboxServices, username: string): null {
  const rules = ctx.repos.system.registerRules();
  const named: Record<string, FieldRule> = rules.username ? { username: { ...rules.username, enabled: true, required: true } } : {};
  try {
    checkRegisterFields(rules, { username }, ['username'], named);
  } catch (error) {
    if (error instanceof PlatformError && error.errorCode === FIELD_INVALID) {
      throw new PlatformError(error.errorCode, error.message, 400, error.value);
    }
    throw error;
  }
  if (ctx.repos.accounts.byUsername(username.trim())) throw refuse(IdentityError.usernameExists, 'This username is already taken');
  return null;
}

/**
 * Username, mobile or automatic-username registration, checked in the order a person fixes things (the gateway has
 * already run its bot check): the fields against the published rules, the captcha, the SMS code, then whether the name,
 * number and invitation codes are usable. Nothing is written until everything has passed.
 */
async function register(
  ctx: SandboxServices,
  settings: IdentitySettings,
  payload: RegisterPayload,
  request: FastifyRequest,
  mode: 'username' | 'mobile' | 'auto',
): Promise<RegisterValue> {
  const { system, accounts } = ctx.repos;
  // The platform makes the name and the password of an automatic registration: it is a username registration.
  if (mode !== 'mobile') requireFlag(ctx, 'USERNAMEREG3', 'Username registration');
  else requireFlag(ctx, 'MOBILENUMREG3', 'Mobile registration');
  const flags = system.flags();
  requireGeetest(ctx, payload.geetestValidateV4);

  const rules = system.registerRules();
  const askPassword = mode === 'username' || (mode === 'mobile' && flags.MOBILENUMPASSREG3 === true);
  const skipped = new Set<string>([...(mode === 'username' ? [] : ['username']), ...(askPassword ? [] : ['password'])]);
  checkRegisterFields(
    rules,
    payload,
    CHECKED_FIELDS.filter((f) => !skipped.has(f)),
    mode === 'mobile' && rules.mobileNum ? { mobileNum: { ...rules.mobileNum, enabled: true, required: true } } : {},
  );
  if (askPassword) checkConfirmation('confirmPassword', payload.confirmPassword, payload.password);

  if (rules.captcha?.enabled && rules.captcha.required && !passCaptcha(ctx, request, payload.captcha)) {
    throw refuse(IdentityError.captchaInvalid, 'Please enter the correct captcha code');
  }

  const mobileText = payload.mobileNum?.trim() ?? '';
  let mobile: MobileNumber | null = null;
  if (mobileText) {
    mobile = readMobile(ctx, mobileText, payload.countryDialingCode);
    if (!mobile.dialingCode) throw refuse(IdentityError.mobileInvalid, 'Choose the country dialing code of the number');
  }
  if (flags.REGMOBVERF3 && mobile) {
    // Verified by the phone-authentication provider: its id token for this number, on the sms channel.
    if (payload.firebaseIdToken !== undefined) {
      if (payload.firebaseChannel !== 'sms' || !takeProviderIdToken(ctx, payload.firebaseIdToken, mobile)) {
        throw refuse(IdentityError.verificationCodeInvalid, 'The phone verification is not valid for this number');
      }
    } else requireSmsCode(ctx, mobile, ['register'], payload.verificationCode);
  }

  const username =
    mode === 'mobile' ? fullNumber(mobile!).replace(/^\+/, '') : mode === 'auto' ? generatedUsername(ctx) : payload.username!.trim();
  if (accounts.byUsername(username)) throw refuse(IdentityError.usernameExists, 'This username is already taken');
  if (mobile && accounts.byMobile(mobile.dialingCode!, mobile.national))
    throw refuse(IdentityError.mobileExists, 'This mobile number is already registered');

  const affiliateCode = payload.affiliateCode?.trim();
  // An agent's referral code or one of its affiliate links: the link decides the new account's type.
  const affiliate = affiliateCode ? invitationOf(ctx, affiliateCode) : undefined;
  if (affiliateCode && !affiliate) throw refuse(IdentityError.invitationCodeError, 'The invitation code is not valid');
  const referralCode = payload.referralCode?.trim();
  const referrer = referralCode ? accounts.byReferralCode(referralCode) : undefined;
  if (referralCode && !referrer) throw refuse(IdentityError.invitationCodeError, 'The referral code is not valid');

  const password = askPassword ? payload.password! : generatedPassword();
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(password),
    payload.paymentPassword ? hashPassword(payload.paymentPassword) : Promise.resolve(null),
  ]);
  const now = ctx.clock.now();
  const contacts: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = payload[field]?.trim();
    if (value) contacts[field] = value;
  }

  let id: number;
  try {
    id = ctx.db.transaction(() => {
      const created = accounts.create({
        username,
        passwordHash,
        type: affiliate?.accountType ?? MEMBER_TYPE,
        nickname: payload.payeeName?.trim() || null,
        mobileDialingCode: mobile?.dialingCode ?? null,
        mobileNumber: mobile?.national ?? null,
        email: payload.email?.trim() || null,
        payeeName: payload.payeeName?.trim() || null,
        paymentPasswordHash,
        contacts,
        uplineId: (affiliate?.agent ?? referrer)?.id ?? null,
        referralCode: newToken(5).toUpperCase(),
        passwordIsDefault: password === settings.defaultPassword,
        passwordChangedAt: now,
        avatar: randomInt(0, 10),
        createdAt: now,
      });
      ctx.repos.wallets.ensureMain(created);
      const invitation = affiliate ? affiliateCode : referrer ? referralCode : undefined;
      if (invitation) ctx.repos.agent.noteInvitationCode(created, invitation);
      // The member whose code it was refers the friend (the referral page lists them), whoever the upline is.
      if (referrer) ctx.repos.profiles.setReferrer(created, referrer.id);
      return created;
    })();
  } catch (error) {
    // Two registrations of one name at the same moment: the unique index decides, the loser is told.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const onMobile = String((error as Error).message).includes('mobile');
      throw onMobile
        ? refuse(IdentityError.mobileExists, 'This mobile number is already registered')
        : refuse(IdentityError.usernameExists, 'This username is already taken');
    }
    throw error;
  }

  const account = accounts.byId(id)!;
  const value: RegisterValue =
    payload.login === true ? openSession(ctx, settings, account, request, payload.loginDeviceId) : { id, userName: account.username };
  return askPassword ? value : { ...value, password };
}

/**
 * A free name the brand's username rule accepts: a letter then digits, 8 characters or the rule's
 * bounds. A rule such a name cannot pass refuses the registration as `field.invalid`.
 */
function generatedUsername(ctx: SandboxServices): string {
  const rules = ctx.repos.system.registerRules();
  const rule = rules.username;
  const length = Math.min(Math.max(8, rule?.minLength ?? 0), Math.max(rule?.maxLength ?? 8, 2));
  for (;;) {
    let name = 'abcdefghjkmnpqrstuvwxyz'[randomInt(23)]!;
    while (name.length < length) name += String(randomInt(10));
    const named: Record<string, FieldRule> = rule ? { username: { ...rule, enabled: true, required: true } } : {};
    checkRegisterFields(rules, { username: name }, ['username'], named);
    if (!ctx.repos.accounts.byUsername(name)) return name;
  }
}

/** 10 characters of letters and digits with at least one of each: passes the seeded password rule. */
function generatedPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)], digits[randomInt(digits.length)]];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
