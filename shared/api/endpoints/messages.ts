import Type from 'typebox';
import type { SchemasFor } from '../endpoint';
import type { messagesWire } from './messages.wire';
import { InboxQuery, InboxValue, MessageIdsPayload } from '../../schemas/records';

/** Payload and answer schemas of the message and chat calls (an empty entry keeps the defaults, see SchemasFor). */
export const messagesSchemas = {
  'messages.unreadCount': { value: Type.Integer({ minimum: 0 }) },
  'messages.inbox': { payload: InboxQuery, value: InboxValue },
  'messages.read': { payload: MessageIdsPayload, value: Type.Integer({ minimum: 0 }) },
  'messages.delete': { payload: MessageIdsPayload, value: Type.Integer({ minimum: 0 }) },
  'messages.imUrl': {},
  'chat.unreadCount': {},
  'chat.launch': {},
  'chat.models': {},
  'chat.permission': {},
} satisfies SchemasFor<typeof messagesWire>;
