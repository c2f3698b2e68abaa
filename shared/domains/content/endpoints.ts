import type { SchemasFor } from '../../api/endpoint';
import type { contentWire } from './wire';
import Type from 'typebox';
import { Announcements, AnnouncementQuery, CustomerServiceScript, PromotionCategoriesQuery, PromotionCategoriesValue } from './schemas';

/** Payload and answer schemas of the content calls (an empty entry keeps the defaults, see SchemasFor). */
export const contentSchemas = {
  'content.announcements': { payload: AnnouncementQuery, value: Announcements },
  'content.promotionCategories': { payload: PromotionCategoriesQuery, value: PromotionCategoriesValue },
  'content.customerServiceScript': { value: Type.Array(CustomerServiceScript) },
} satisfies SchemasFor<typeof contentWire>;
