import Type, { type Static } from 'typebox';
import { GeetestValidateV4 } from '../identity/schemas';

/** Epoch milliseconds. */
const Time = Type.Integer({ minimum: 0 });

/**
 * `security.config`: the security centre's overview ("my account"). Mobile and e-mail are
 * masked; `lastLogin` is the sign-in before the current session (null on the first one); each item
 * of `items` says whether the member has done it.
 */
export const SecurityOverview = Type.Object({
  account: Type.String(),
  mobile: Type.Union([Type.String(), Type.Null()], { description: "Masked, '+63 917****567'" }),
  email: Type.Union([Type.String(), Type.Null()], { description: "Masked, 'j***@example.com'" }),
  regDate: Time,
  lastLogin: Type.Union([Type.Object({ time: Time, ip: Type.String() }), Type.Null()]),
  items: Type.Object({
    loginPassword: Type.Boolean({ description: 'A password of the member’s own (not the default one)' }),
    withdrawPassword: Type.Boolean(),
    mobile: Type.Boolean(),
    email: Type.Boolean(),
    realName: Type.Boolean(),
  }),
});
export type SecurityOverview = Static<typeof SecurityOverview>;

const MobileText = Type.String({ minLength: 1, maxLength: 24 });
const DialingCode = Type.String({ pattern: '^\\+?[0-9]{1,4}$' });

/** `identity.smsBind`: a code to the number the member is binding. */
export const SmsBindPayload = Type.Object(
  { mobileNum: MobileText, countryDialingCode: Type.Optional(DialingCode), geetestValidateV4: Type.Optional(GeetestValidateV4) },
  { additionalProperties: false },
);

/** `security.bindMobile`: the new number with the code sent to it. */
export const BindMobilePayload = Type.Object(
  {
    mobileNum: MobileText,
    countryDialingCode: Type.Optional(DialingCode),
    verificationCode: Type.String({ minLength: 1, maxLength: 12 }),
  },
  { additionalProperties: false },
);

/** 254 is the longest address SMTP can deliver to; the register rule's own bounds apply within it. */
export const BindEmailPayload = Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false });

export const SetRealNamePayload = Type.Object({ realName: Type.String({ maxLength: 100 }) }, { additionalProperties: false });

/** One sign-in of the account: when, from which address and device, and whether it ended another session. */
export const SignIn = Type.Object({
  time: Time,
  ip: Type.String(),
  device: Type.String({ description: "Browser and system, 'Chrome · Windows'; the Device header when unknown" }),
  displacedOther: Type.Boolean(),
  current: Type.Boolean({ description: 'The sign-in of the session asking' }),
});
export type SignIn = Static<typeof SignIn>;

export const SignInsValue = Type.Object({ list: Type.Array(SignIn) });
export type SignInsValue = Static<typeof SignInsValue>;

/** `security.displacedBy`: the token of a session that ended; answered only when a sign-in elsewhere ended it. */
export const DisplacedByPayload = Type.Object({ token: Type.String({ pattern: '^[0-9a-f]{16,128}$' }) }, { additionalProperties: false });
export const DisplacedBy = Type.Object({ endedAt: Time, ip: Type.String(), device: Type.String() });
export type DisplacedBy = Static<typeof DisplacedBy>;
