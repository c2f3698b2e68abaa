import Type, { type Static } from 'typebox';

/**
 * Payloads and answers of the identity calls: sign-in, sessions, registration, recovery, SMS and
 * the bot check. Real clients add fields of their own
 * (`isSms`, `isOfficialAppLogin`, `normalRegister` …), so payloads accept unknown
 * properties and ignore them; every known text has a length bound so oversized input is refused
 * before any work is done.
 */
const Text = (maxLength: number) => Type.String({ maxLength });
const OptText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const Open = { additionalProperties: true } as const;

/**
 * GeeTest v4's answer to a passed check (`getValidate()` plus the captcha id), sent as
 * `geetestValidateV4` in sign-in, registration and SMS-send bodies while the GEETEST3 flag is on.
 */
export const GeetestValidateV4 = Type.Object({
  captcha_id: Type.String({ minLength: 1, maxLength: 64 }),
  lot_number: Type.String({ minLength: 1, maxLength: 64 }),
  pass_token: Type.String({ minLength: 1, maxLength: 256 }),
  gen_time: Type.String({ minLength: 1, maxLength: 16 }),
  captcha_output: Type.String({ minLength: 1, maxLength: 2048 }),
});
export type GeetestValidateV4 = Static<typeof GeetestValidateV4>;

/**
 * `GET /wps/captcha/geetest?product=register`: which form the check guards; `value.gt` is the
 * captcha id. The go444 client asks without a product: the register form's is the default.
 */
export const GeetestQuery = Type.Object({ product: Type.String({ minLength: 1, maxLength: 32, default: 'register' }) }, Open);
export const GeetestValue = Type.Object({ gt: Type.String({ minLength: 1 }) });

/**
 * `GET /wps/check/username?username=`, the register form's check. Public clients read only
 * `success` (true: free; false: taken) and the HTTP status (400: not a name the register rules
 * allow); none reads `value`, so any value matches.
 */
export const CheckUsernameQuery = Type.Object({ username: Text(64) }, Open);
export const CheckUsernameValue = Type.Unknown({ description: 'Never read by public clients; the sandbox answers null' });

/**
 * The gateway's bot-check challenge (shared/api/botCheck.ts): the solution travels in request
 * headers, so no payload here carries it.
 */
export const BotChallenge = Type.Object({
  challengeId: Type.String(),
  prefix: Type.String(),
  /** Leading zero bits SHA-256(prefix + nonce) must have. */
  difficulty: Type.Integer({ minimum: 0 }),
  expiresAt: Type.Integer({ description: 'Epoch ms' }),
});
export type BotChallenge = Static<typeof BotChallenge>;

export const LoginType = Type.Union([Type.Literal('username'), Type.Literal('sms')]);

/** SMS sign-in puts the mobile number in `username` and the code in `password`. */
export const LoginPayload = Type.Object(
  {
    username: Text(64),
    password: Text(64),
    captcha: OptText(16),
    type: Type.Optional(LoginType),
    loginDeviceId: OptText(128),
    /** SMS sign-in through the phone-authentication provider: the provider's id token for the number. */
    firebaseIdToken: OptText(4096),
    geetestValidateV4: Type.Optional(GeetestValidateV4),
  },
  Open,
);
export type LoginPayload = Static<typeof LoginPayload>;

/**
 * The login value; `isAgent` repeats `type` the way the site's session storage keeps it.
 * `passwordIsDefault` is the sandbox's (a password the operator set); the reference documents no
 * such field for the platform, so a login answer without it is read as false.
 */
export const LoginValue = Type.Object({
  token: Type.String(),
  id: Type.Integer(),
  userName: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  passwordIsDefault: Type.Optional(Type.Boolean()),
  type: Type.Integer(),
  isAgent: Type.Integer(),
});
export type LoginValue = Static<typeof LoginValue>;

/** Failure values: `{captcha: true}` asks for the image captcha; a new address asks for an SMS code. */
export const LoginCaptchaRequired = Type.Object({ captcha: Type.Literal(true) });
export const LoginVerifyRequired = Type.Object({ verifyToken: Type.String(), mobileMasked: Type.String() });

export const LoginVerificationPayload = Type.Object(
  {
    verifyToken: Type.String({ minLength: 1, maxLength: 128 }),
    verificationCode: Type.String({ minLength: 1, maxLength: 16 }),
  },
  Open,
);

export const FreePlayPayload = Type.Object({ os: OptText(32), platform: OptText(16) }, Open);

export const SocialProvider = Type.Union([Type.Literal('google'), Type.Literal('facebook')]);
export type SocialProvider = Static<typeof SocialProvider>;
export const SocialLoginPayload = Type.Object(
  {
    provider: SocialProvider,
    code: Type.String({ minLength: 1, maxLength: 128 }),
    redirectUri: Type.String({ minLength: 1, maxLength: 2048 }),
    loginDeviceId: OptText(128),
  },
  Open,
);

const DialingCode = Type.String({ pattern: '^\\+?[0-9]{1,4}$' });
const MobileText = Type.String({ minLength: 1, maxLength: 24 });

export const SmsNoLoginPayload = Type.Object(
  {
    mobileNum: MobileText,
    countryDialingCode: Type.Optional(DialingCode),
    geetestValidateV4: Type.Optional(GeetestValidateV4),
  },
  Open,
);

export const SmsRegisterPayload = Type.Object(
  {
    mobileNo: MobileText,
    countryDialingCode: Type.Optional(DialingCode),
    type: Type.Optional(Type.Union([Type.Literal('register'), Type.Literal('registerMobile')])),
    geetestValidateV4: Type.Optional(GeetestValidateV4),
  },
  Open,
);

/** Answer of every SMS send; `expirationTime` is epoch ms. */
export const SmsSent = Type.Object({
  expiredMinutes: Type.Integer({ minimum: 1 }),
  maxAttemptTimes: Type.Integer({ minimum: 1 }),
  expirationTime: Type.Integer(),
});
export type SmsSent = Static<typeof SmsSent>;

export const ForgotPasswordSmsPayload = SmsNoLoginPayload;

/** Every field of the registration payload; the server's register rules decide which apply. */
export const RegisterPayload = Type.Object(
  {
    username: OptText(64),
    password: OptText(64),
    confirmPassword: OptText(64),
    payeeName: OptText(100),
    email: OptText(100),
    qqNum: OptText(50),
    mobileNum: OptText(24),
    countryDialingCode: Type.Optional(DialingCode),
    recommenderId: OptText(50),
    captcha: OptText(16),
    verificationCode: OptText(255),
    affiliateCode: OptText(50),
    paymentPassword: OptText(64),
    line: OptText(50),
    whatsapp: OptText(50),
    zalo: OptText(50),
    facebook: OptText(100),
    wechat: OptText(50),
    idNumber: OptText(50),
    referralCode: OptText(50),
    domain: OptText(255),
    registerUrl: OptText(2048),
    registerMethod: OptText(16),
    loginDeviceId: OptText(128),
    login: Type.Optional(Type.Boolean()),
    /** The number was verified by the phone-authentication provider: its channel and id token. */
    firebaseChannel: Type.Optional(Type.Literal('sms')),
    firebaseIdToken: OptText(4096),
    geetestValidateV4: Type.Optional(GeetestValidateV4),
  },
  Open,
);
export type RegisterPayload = Static<typeof RegisterPayload>;

/**
 * With `login: true` the new member is signed in and the value is the login value; a mobile
 * registration without a password field also returns the generated password, once.
 */
export const RegisterValue = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  token: Type.Optional(Type.String()),
  firstTimeLogin: Type.Optional(Type.Boolean()),
  passwordExpired: Type.Optional(Type.Boolean()),
  passwordIsDefault: Type.Optional(Type.Boolean()),
  type: Type.Optional(Type.Integer()),
  isAgent: Type.Optional(Type.Integer()),
  password: Type.Optional(Type.String()),
});
export type RegisterValue = Static<typeof RegisterValue>;

export const ChangePasswordPayload = Type.Object(
  {
    oldPassword: Text(64),
    newPassword: Text(64),
    confirmNewPassword: Text(64),
  },
  Open,
);

export const ForgotPasswordEmailPayload = Type.Object({ username: Text(64), email: Text(100) }, Open);

/** The e-mailed reset link's token (32 hex digits) and the new password the member chose. */
export const ResetPasswordByLinkPayload = Type.Object(
  { token: Type.String({ pattern: '^[0-9a-f]{32}$' }), password: Text(64) },
  { additionalProperties: false },
);
export type ResetPasswordByLinkPayload = Static<typeof ResetPasswordByLinkPayload>;

export const SetPasswordByPhonePayload = Type.Object(
  {
    newPassword: Text(64),
    mobileNum: MobileText,
    verificationCode: Type.String({ minLength: 1, maxLength: 16 }),
    countryDialingCode: Type.Optional(DialingCode),
  },
  Open,
);

/** A field refused by the register rules: the i18n key of its message and the rule's bounds. */
export const FieldProblem = Type.Object({
  field: Type.String(),
  key: Type.String(),
  min: Type.Optional(Type.Integer()),
  max: Type.Optional(Type.Integer()),
});
export type FieldProblem = Static<typeof FieldProblem>;
