import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { FeedbackItem } from '../../../../shared/domains/feedback/schemas';
import {
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_PICTURE_MAX_BYTES,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  FeedbackError,
  countWords,
} from '../../../../shared/domains/feedback/rules';
import { DEFAULT_LANGUAGE, isShippedLanguage, type ShippedLanguage } from '../../../../shared/languages';
import { refuse, requireFlag } from '../../core/refusals';
import { readPictures } from '../../core/pictures';
import type { FeedbackRow } from './feedback-repository';
import type { SandboxServices } from '../../core/area-context';

/** The language a reply is written in: the member's stored one, else the request's, else the default (English). */
function languageOf(stored: string | null | undefined, header: string | string[] | undefined): ShippedLanguage {
  const asked = (typeof header === 'string' ? header : '').toUpperCase();
  if (stored && isShippedLanguage(stored)) return stored;
  return isShippedLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}

export function feedbackItem(ctx: SandboxServices, row: FeedbackRow): FeedbackItem {
  const item: FeedbackItem = {
    id: row.id,
    category: row.category,
    content: row.content,
    pictureCount: ctx.repos.feedback.pictureCount(row.id),
    createdAt: row.createdAt,
  };
  if (row.reply !== null && row.repliedAt !== null) Object.assign(item, { reply: row.reply, repliedAt: row.repliedAt });
  return item;
}

/**
 * Feedback (FEEDBACK3): anyone may send (the platform lists feedback among its public calls); with a session it
 * is the member's, who later reads it with the operator's reply. The content is required and
 * between FEEDBACK_WORDS_MIN and FEEDBACK_WORDS_MAX words; pictures as the activity application's.
 * Every check runs before anything is written.
 */
export function feedbackHandlers(ctx: SandboxServices): CatalogueHandlers {
  return {
    'feedback.send': ({ payload, session, request }) => {
      requireFlag(ctx, 'FEEDBACK3', 'Feedback');
      const content = payload.content.trim();
      if (content === '') throw refuse(FeedbackError.contentRequired, 'Feedback content is required');
      const words = countWords(content);
      if (words < FEEDBACK_WORDS_MIN || words > FEEDBACK_WORDS_MAX) {
        throw refuse(FeedbackError.contentWords, `The content must be between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`, {
          min: FEEDBACK_WORDS_MIN,
          max: FEEDBACK_WORDS_MAX,
        });
      }
      const pictures = readPictures(payload.pictures ?? [], {
        max: FEEDBACK_PICTURES_MAX,
        maxBytes: FEEDBACK_PICTURE_MAX_BYTES,
        what: 'Feedback',
        errors: { tooMany: FeedbackError.tooManyPictures, tooLarge: FeedbackError.pictureTooLarge, type: FeedbackError.pictureType },
      });
      const account = session ? ctx.repos.accounts.byId(session.accountId) : undefined;
      const id = ctx.repos.feedback.add(
        {
          accountId: account?.id ?? null,
          category: payload.category,
          content,
          language: languageOf(account?.language, request.headers.language),
          createdAt: ctx.clock.now(),
        },
        pictures,
      );
      return { id };
    },

    'feedback.mine': ({ payload, session }) => {
      const { pageNo, pageSize } = payload;
      const accountId = session!.accountId;
      const totalCount = ctx.repos.feedback.mineCount(accountId);
      const list = ctx.repos.feedback.mine(accountId, pageSize, (pageNo - 1) * pageSize).map((row) => feedbackItem(ctx, row));
      return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize), totals: null };
    },
  };
}
