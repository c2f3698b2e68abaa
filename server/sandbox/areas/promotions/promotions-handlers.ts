import { centsToWire } from '../../../../shared/money';
import {
  ACTIVITY_PICTURES_MAX,
  ACTIVITY_PICTURE_MAX_BYTES,
  ACTIVITY_REMARKS_MAX,
  PromotionError,
} from '../../../../shared/domains/promotions/errors';
import type { Activity } from '../../../../shared/domains/promotions/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import type { AccountRow } from '../identity';
import { refuse, requireFlag } from '../../core/refusals';
import type { ActivityRow } from './activities-repository';
import { activityView, phaseOf } from './activity-view';
import { readPictures } from '../../core/pictures';
import { TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

/** The reward centre's module (REWCEN3) carries the activity calls. */
const MODULE = 'REWCEN3';
/** The promotion category of the activities for new players (the announcements' codes). */
const NEW_PLAYER_CATEGORY = 'new_player';

/**
 * The activity centre: the member's activities with their state, the guests' list, joining and
 * applying. Claiming an issued reward is promotions.claimIssued (the reward centre's call).
 */
export function promotionsHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { accounts, activities, rewardGrants } = ctx.repos;

  const memberView = (activity: ActivityRow, accountId: number, now: number): Activity => {
    const application = activities.latestApplications(accountId).get(activity.id);
    const grant = application?.grantId ? rewardGrants.byId(application.grantId) : undefined;
    return activityView(activity, now, { joined: activities.joined(accountId).has(activity.id), application, grant });
  };

  /** The caller, who must be a real member with a mobile number (the platform's sign-up rule). */
  const member = (session: ActiveSession | null): AccountRow => {
    requireFlag(ctx, MODULE, 'Activities');
    const account = accounts.byId(session!.accountId)!;
    if (account.type === TRIAL_TYPE) throw refuse(PromotionError.trialAccount, 'Please register an account first');
    if (!account.mobileNumber) throw refuse(PromotionError.noMobile, 'Add a mobile number to your account to take part');
    return account;
  };

  /** The activity, open now: a coming or ended one takes no sign-up and no application. */
  const openActivity = (promotionId: number, now: number): ActivityRow => {
    const activity = activities.byId(promotionId);
    if (!activity) throw refuse(PromotionError.unknown, `No activity ${promotionId}`);
    const phase = phaseOf(activity, now);
    if (phase === 'COMING_SOON') throw refuse(PromotionError.notStarted, 'This activity has not started yet');
    if (phase === 'CLOSED') throw refuse(PromotionError.closed, 'This activity has ended');
    return activity;
  };

  return {
    'promotions.available': ({ session }) => {
      requireFlag(ctx, MODULE, 'Activities');
      const now = ctx.clock.now();
      const accountId = session!.accountId;
      const joined = activities.joined(accountId);
      const applications = activities.latestApplications(accountId);
      return activities.all().map((activity) => {
        const application = applications.get(activity.id);
        const grant = application?.grantId ? rewardGrants.byId(application.grantId) : undefined;
        return activityView(activity, now, { joined: joined.has(activity.id), application, grant });
      });
    },

    'promotions.merchantAvailable': () => {
      requireFlag(ctx, MODULE, 'Activities');
      const now = ctx.clock.now();
      return activities.all().map((activity) => activityView(activity, now, null));
    },

    // The new-player activities open now: what a member can take part in from registration.
    'promotions.registerList': () => {
      requireFlag(ctx, MODULE, 'Activities');
      const now = ctx.clock.now();
      return activities
        .all()
        .filter((activity) => activity.category === NEW_PLAYER_CATEGORY && phaseOf(activity, now) === 'OPEN')
        .map((activity) => ({
          promotionId: activity.id,
          title: activity.title,
          rewardAmount: centsToWire(activity.rewardAmount),
          startDate: activity.startDate,
          endDate: activity.endDate,
        }));
    },

    'promotions.signUpJoin': ({ payload, session }) => {
      const account = member(session);
      const now = ctx.clock.now();
      const activity = openActivity(payload.promotionId, now);
      if (activities.joined(account.id).has(activity.id)) throw refuse(PromotionError.alreadyJoined, 'You have joined this activity');
      activities.join(activity.id, account.id, now);
      return memberView(activity, account.id, now);
    },

    'promotions.signUpRequestReward': ({ payload, session }) => {
      const account = member(session);
      const now = ctx.clock.now();
      const activity = openActivity(payload.promotionId, now);
      if (!activities.joined(account.id).has(activity.id)) throw refuse(PromotionError.notJoined, 'Join the activity before applying');
      if (activities.liveApplication(activity.id, account.id)) {
        throw refuse(PromotionError.alreadyApplied, 'You have already applied to this activity');
      }
      const remarks = payload.remarks.trim();
      // Characters as a person counts them (code points), as the comment box does.
      if ([...remarks].length > ACTIVITY_REMARKS_MAX) {
        throw refuse(PromotionError.remarksTooLong, `The comment takes at most ${ACTIVITY_REMARKS_MAX} characters`);
      }
      const pictures = readPictures(payload.pictures, {
        max: ACTIVITY_PICTURES_MAX,
        maxBytes: ACTIVITY_PICTURE_MAX_BYTES,
        what: 'An application',
        errors: { tooMany: PromotionError.tooManyPictures, tooLarge: PromotionError.pictureTooLarge, type: PromotionError.pictureType },
      });
      activities.apply(activity.id, account.id, remarks, pictures, now);
      return memberView(activity, account.id, now);
    },
  };
}
