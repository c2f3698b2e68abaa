import type { SchemasFor } from '../../api/endpoint';
import type { promotionsWire } from './wire';
import { ActivitiesQuery, ActivitiesValue, Activity, ActivityApplicationPayload, ActivityJoinPayload } from './schemas';
import {
  ClaimIssuedPayload,
  ClaimLoginValue,
  ClaimableQuery,
  ClaimableReward,
  ClaimableValue,
  CancelTicketPayload,
  DiscountTicket,
  RebateSettingsQuery,
  RebateSettingsValue,
  RegisterPromotionsValue,
  LoginConfigHistoryValue,
  LoginPromotionValue,
  Raffle,
  RaffleClaimPayload,
  RaffleStatusValue,
} from '../rewards/schemas';

/** Payload and answer schemas of the promotion calls (an empty entry keeps the defaults, see SchemasFor). */
export const promotionsSchemas = {
  'promotions.available': { payload: ActivitiesQuery, value: ActivitiesValue },
  'promotions.merchantAvailable': { payload: ActivitiesQuery, value: ActivitiesValue },
  'promotions.claimList': { value: ClaimableValue },
  'promotions.raffleClaim': { payload: RaffleClaimPayload, value: Raffle },
  'promotions.raffleStatus': { value: RaffleStatusValue },
  'promotions.registerList': { value: RegisterPromotionsValue },
  'promotions.claimable': { payload: ClaimableQuery, value: ClaimableValue },
  'promotions.claimIssued': { payload: ClaimIssuedPayload, value: ClaimableReward },
  'promotions.claimLogin': { value: ClaimLoginValue },
  'promotions.loginPromotion': { value: LoginPromotionValue },
  'promotions.loginConfigHistory': { value: LoginConfigHistoryValue },
  'promotions.signUpJoin': { payload: ActivityJoinPayload, value: Activity },
  'promotions.signUpRequestReward': { payload: ActivityApplicationPayload, value: Activity },
  'promotions.cancelTicket': { payload: CancelTicketPayload, value: DiscountTicket },
  'promotions.rebateSettings': { payload: RebateSettingsQuery, value: RebateSettingsValue },
} satisfies SchemasFor<typeof promotionsWire>;
