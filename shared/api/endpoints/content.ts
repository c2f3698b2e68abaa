import type { SchemasFor } from '../endpoint';
import type { contentWire } from './content.wire';
import { Announcements, AnnouncementQuery } from '../../schemas/content';

/** Payload and answer schemas of the content calls (an empty entry keeps the defaults, see SchemasFor). */
export const contentSchemas = {
  'content.announcements': { payload: AnnouncementQuery, value: Announcements },
  'content.promotionCategories': {},
  'content.customerServiceScript': {},
} satisfies SchemasFor<typeof contentWire>;
