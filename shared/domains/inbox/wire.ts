import { relay, type WireSpecs } from '../../api/endpointWire';

/** Inbox: the member's messages, their unread count and the instant-messaging address. */
export const inboxWire = {
  'inbox.unreadCount': {
    method: 'GET',
    path: relay('CSP_unreadCount'),
    moduleId: 'INBOX3',
    token: true,
    aliases: [relay('EMFE_getInboxUnreadCount')],
    guess: true,
  },
  'inbox.list': {
    method: 'GET',
    path: relay('CSP_getInbox'),
    moduleId: 'INBOX3',
    token: true,
    aliases: [relay('EMFE_getInbox')],
    guess: true,
  },
  // Reading a message: the older generation's documented path (reference S13), in its envelope.
  'inbox.read': { method: 'POST', path: '/wps/message/read', moduleId: 'INBOX3', token: true, answer: 'legacy', guess: true },
  // Deleting a message: no platform generation documents it, so ours.
  'inbox.delete': { method: 'POST', path: '/wps/gf/messages/delete', moduleId: 'INBOX3', token: true, kind: 'sandbox' },
  // Its answer, a string, is seen live by the go444 client (reference S4): see endpoints.ts.
  'inbox.imUrl': { method: 'GET', path: relay('CSP_ImUrl'), moduleId: 'INBOX3', token: true },
} as const satisfies WireSpecs;
