import { relay, type WireSpecs } from '../../api/endpointWire';

/** Chat: the customer chat service (CBS3): unread count, launch, models, permission. */
export const chatWire = {
  'chat.unreadCount': { method: 'GET', path: relay('CBS_unreadCount'), moduleId: 'CBS3', token: true, guess: true },
  'chat.launch': { method: 'GET', path: relay('CBS_launchChat'), moduleId: 'CBS3', token: true },
  'chat.models': { method: 'GET', path: relay('CBS_modelList'), moduleId: 'CBS3', guess: true },
  'chat.permission': { method: 'GET', path: relay('CBS_groupPermission'), moduleId: 'CBS3', token: true, guess: true },
} as const satisfies WireSpecs;
