import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { inboxWire } from './wire';
import { InboxQuery, InboxValue, MessageIdsPayload } from './schemas';

/** Payload and answer schemas of the inbox calls (an empty entry keeps the defaults, see SchemasFor). */
export const inboxSchemas = {
  'inbox.unreadCount': { value: Type.Integer({ minimum: 0 }) },
  'inbox.list': { payload: InboxQuery, value: InboxValue },
  'inbox.read': { payload: MessageIdsPayload, value: Type.Integer({ minimum: 0 }) },
  'inbox.delete': { payload: MessageIdsPayload, value: Type.Integer({ minimum: 0 }) },
  // CSP_ImUrl answers the customer-service IM address as a string (asifbadda/go444 plan-for-member-home.md: `https://socket.7243249.com`).
  'inbox.imUrl': { value: Type.String({ minLength: 1 }) },
} satisfies SchemasFor<typeof inboxWire>;
