import type { WireSpecs } from '../../api/endpointWire';

/** Security: the security centre, binding a mobile or e-mail, the real name, the recent sign-ins and the session that displaced this one. */
export const securityWire = {
  'security.config': { method: 'GET', path: '/wps/v2/member/securityConfig', moduleId: 'COMM3', token: true, guess: true },
  // The security centre's own calls: no platform publishes how a member binds a mobile or e-mail, sets the real name, lists sign-ins or learns who displaced a session.
  'security.bindMobile': { method: 'POST', path: '/wps/gf/member/mobile', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'security.bindEmail': { method: 'POST', path: '/wps/gf/member/email', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'security.setRealName': { method: 'POST', path: '/wps/gf/member/realName', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'security.signIns': { method: 'GET', path: '/wps/edge/member/signIns', moduleId: 'COMM3', token: true, kind: 'edge' },
  'security.displacedBy': { method: 'POST', path: '/wps/edge/member/displacedBy', moduleId: 'COMM3', kind: 'edge' },
} as const satisfies WireSpecs;
