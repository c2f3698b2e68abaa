import type { SchemasFor } from '../../api/endpoint';
import type { contentWire } from './wire';
import { Announcements, AnnouncementQuery, PromotionCategoriesQuery, PromotionCategoriesValue } from './schemas';

/** Payload and answer schemas of the content calls (an empty entry keeps the defaults, see SchemasFor). */
export const contentSchemas = {
  'content.announcements': { payload: AnnouncementQuery, value: Announcements },
  'content.promotionCategories': { payload: PromotionCategoriesQuery, value: PromotionCategoriesValue },
  'content.customerServiceScript': {},
} satisfies SchemasFor<typeof contentWire>;
