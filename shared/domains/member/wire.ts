import type { WireSpecs } from '../../api/endpointWire';

/** Member: the signed-in member's data, icon and language. */
export const memberWire = {
  'member.info': { method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', token: true },
  'member.icon': { method: 'GET', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', token: true, guess: true },
  'member.updateLanguage': { method: 'PUT', path: '/wps/member/language', moduleId: 'COMM3', token: true, guess: true },
} as const satisfies WireSpecs;
