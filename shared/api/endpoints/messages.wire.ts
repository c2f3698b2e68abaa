import { relay, type WireSpecs } from '../endpointWire';

/** Messages and chat: the inbox, its unread count, the instant-messaging and chat services. */
export const messagesWire = {
  'messages.unreadCount': {
    method: 'GET',
    path: relay('CSP_unreadCount'),
    moduleId: 'INBOX3',
    token: true,
    aliases: [relay('EMFE_getInboxUnreadCount')],
    guess: true,
  },
  'messages.inbox': {
    method: 'GET',
    path: relay('CSP_getInbox'),
    moduleId: 'INBOX3',
    token: true,
    aliases: [relay('EMFE_getInbox')],
    guess: true,
  },
  // Reading and deleting a message: no public path, so ours.
  'messages.read': { method: 'POST', path: '/wps/gf/messages/read', moduleId: 'INBOX3', token: true, ours: true },
  'messages.delete': { method: 'POST', path: '/wps/gf/messages/delete', moduleId: 'INBOX3', token: true, ours: true },
  'messages.imUrl': { method: 'GET', path: relay('CSP_ImUrl'), moduleId: 'INBOX3', token: true, guess: true },
  'chat.unreadCount': { method: 'GET', path: relay('CBS_unreadCount'), moduleId: 'CBS3', token: true, guess: true },
  'chat.launch': { method: 'GET', path: relay('CBS_launchChat'), moduleId: 'CBS3', token: true },
  'chat.models': { method: 'GET', path: relay('CBS_modelList'), moduleId: 'CBS3', guess: true },
  'chat.permission': { method: 'GET', path: relay('CBS_groupPermission'), moduleId: 'CBS3', token: true, guess: true },
} as const satisfies WireSpecs;
