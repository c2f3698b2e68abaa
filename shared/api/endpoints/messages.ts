import Type from 'typebox';
import type { SchemasFor } from '../endpoint';
import type { messagesWire } from './messages.wire';

/** Payload and answer schemas of the message and chat calls (an empty entry keeps the defaults, see SchemasFor). */
export const messagesSchemas = {
  'messages.unreadCount': { value: Type.Integer({ minimum: 0 }) },
  'messages.inbox': {},
  'messages.imUrl': {},
  'chat.unreadCount': {},
  'chat.launch': {},
  'chat.models': {},
  'chat.permission': {},
} satisfies SchemasFor<typeof messagesWire>;
