import Type, { type Static } from 'typebox';
import { Money } from '../cashier/schemas';

/**
 * The activity centre: promotions a member joins and then applies to with a comment and pictures
 * (MCSFE_signUpPromotionJoin, MCSFE_signUpRequestReward); the operator approves or rejects each
 * application, and an approval issues the activity's reward, which the member claims with
 * promotions.claimIssued (`promotionClaimId` = the activity's `rewardId`). The eight states below
 * are the platform's activity states; IN_PROCESS is an open activity the member has not joined.
 */
export const ActivityStates = ['IN_PROCESS', 'JOINED', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'CLOSED', 'COMING_SOON'] as const;
export type ActivityState = (typeof ActivityStates)[number];
/** Written as a tuple: a union built with `.map` types its value as `never`. */
const ActivityStateSchema = Type.Union([
  Type.Literal('IN_PROCESS'),
  Type.Literal('JOINED'),
  Type.Literal('APPLYING'),
  Type.Literal('REJECTED'),
  Type.Literal('ISSUED'),
  Type.Literal('CLAIMED'),
  Type.Literal('CLOSED'),
  Type.Literal('COMING_SOON'),
]);

const Open = { additionalProperties: true } as const;
const Id = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });

export const Activity = Type.Object({
  promotionId: Id,
  title: Type.String(),
  /** The promotion category (the announcements' codes: new_player, slots, live, lottery, referral, …). */
  category: Type.String(),
  /** HTML; sanitized before render. */
  content: Type.String(),
  startDate: Type.Integer({ description: 'Epoch ms' }),
  endDate: Type.Integer({ description: 'Epoch ms; the activity is closed from this instant' }),
  /** What an approved application pays. */
  rewardAmount: Money,
  state: ActivityStateSchema,
  /** The issued reward to claim (ISSUED) or the one claimed (CLAIMED); otherwise null. */
  rewardId: Type.Union([Id, Type.Null()]),
  /** Why the last application was refused (REJECTED); otherwise null. */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
});
export type Activity = Static<typeof Activity>;

export const ActivitiesQuery = Type.Object({}, Open);
export const ActivitiesValue = Type.Array(Activity);
export type ActivitiesValue = Static<typeof ActivitiesValue>;

export const ActivityJoinPayload = Type.Object({ promotionId: Id }, Open);
export type ActivityJoinPayload = Static<typeof ActivityJoinPayload>;

/**
 * An application: `remarks` (the comment) and `pictures` as base64 `data:` URLs. The schema only
 * bounds the body; the handler applies the activity rules (shared/domains/promotions/errors.ts) with their own codes.
 */
export const ActivityApplicationPayload = Type.Object(
  {
    promotionId: Id,
    remarks: Type.String({ maxLength: 2000 }),
    pictures: Type.Array(Type.String({ maxLength: 9_000_000 }), { maxItems: 8 }),
  },
  Open,
);
export type ActivityApplicationPayload = Static<typeof ActivityApplicationPayload>;
