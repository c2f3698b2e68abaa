import type { SchemasFor } from '../../api/endpoint';
import type { chatWire } from './wire';

/** Payload and answer schemas of the chat calls (an empty entry keeps the defaults, see SchemasFor). */
export const chatSchemas = {
  'chat.unreadCount': {},
  'chat.launch': {},
  'chat.models': {},
  'chat.permission': {},
} satisfies SchemasFor<typeof chatWire>;
