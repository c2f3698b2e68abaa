import { relay, type WireSpecs } from '../endpointWire';

/** Messages and chat: the inbox, its unread count, the instant-messaging and chat services. */
export const messagesWire = {
  'messages.unreadCount': {
    method: 'GET',
    path: relay('CSP_unreadCount'),
    moduleId: 'INBOX3',
    token: true,
    aliases: [relay('EMFE_getInboxUnreadCount')],
  },
  'messages.inbox': { method: 'GET', path: relay('CSP_getInbox'), moduleId: 'INBOX3', token: true, aliases: [relay('EMFE_getInbox')] },
  'messages.imUrl': { method: 'GET', path: relay('CSP_ImUrl'), moduleId: 'INBOX3', token: true },
  'chat.unreadCount': { method: 'GET', path: relay('CBS_unreadCount'), moduleId: 'CBS3', token: true },
  'chat.launch': { method: 'GET', path: relay('CBS_launchChat'), moduleId: 'CBS3', token: true },
  'chat.models': { method: 'GET', path: relay('CBS_modelList'), moduleId: 'CBS3' },
  'chat.permission': { method: 'GET', path: relay('CBS_groupPermission'), moduleId: 'CBS3', token: true },
} as const satisfies WireSpecs;
