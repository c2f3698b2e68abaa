import Type, { type Static } from 'typebox';

const Open = { additionalProperties: true } as const;

/** The member's club (VIP) label; rankLevel above 4 routes customer service to the VIP channel. */
export const ClubLabel = Type.Object({
  labelName: Type.String(),
  color: Type.Optional(Type.String()),
  color2: Type.Optional(Type.String()),
  rankLevel: Type.Integer({ minimum: 0 }),
});
export type ClubLabel = Static<typeof ClubLabel>;

export const MemberLabel = Type.Object({
  labelName: Type.String(),
  textColor: Type.Optional(Type.String()),
  bgColor: Type.Optional(Type.String()),
});
export type MemberLabel = Static<typeof MemberLabel>;

/**
 * `GET /wps/member/info` value. `type` decides the role:
 * 1, 2, 41, 42 = agent, 4 = trial, anything else = member.
 */
export const MemberInfo = Type.Object({
  account: Type.String(),
  id: Type.Integer(),
  nickname: Type.Optional(Type.String()),
  type: Type.Integer(),
  toUpline: Type.Optional(Type.Boolean()),
  clubLabel: Type.Optional(ClubLabel),
  memberLabel: Type.Array(MemberLabel),
  regDate: Type.Optional(Type.Integer({ description: 'Epoch ms' })),
  mobile: Type.Optional(Type.String({ description: 'Masked' })),
  /** The language the platform keeps for the member (member.updateLanguage), upper case: the site follows it after sign-in. */
  language: Type.Optional(Type.String()),
});
export type MemberInfo = Static<typeof MemberInfo>;

export const AgentTypes = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export const UpdateLanguagePayload = Type.Object({ language: Type.String({ pattern: '^[A-Za-z]{2,3}$' }) }, Open);
