import type { WireSpecs } from '../../api/endpointWire';

/**
 * Player protection (shared/domains/protection/schemas.ts): no platform publishes these calls, so every
 * one is ours, under /wps/edge/protection/*. Ending a self-exclusion proves ownership with the
 * password instead of a session (the account cannot sign in meanwhile), so it is encrypted.
 */
export const protectionWire = {
  'protection.state': { method: 'GET', path: '/wps/edge/protection', moduleId: 'COMM3', token: true, kind: 'edge' },
  'protection.setLimit': { method: 'PUT', path: '/wps/edge/protection/limit', moduleId: 'COMM3', token: true, kind: 'edge' },
  'protection.confirmLimit': { method: 'POST', path: '/wps/edge/protection/limit/confirm', moduleId: 'COMM3', token: true, kind: 'edge' },
  'protection.cancelPending': { method: 'POST', path: '/wps/edge/protection/limit/cancel', moduleId: 'COMM3', token: true, kind: 'edge' },
  'protection.setSessionLimit': { method: 'PUT', path: '/wps/edge/protection/session', moduleId: 'COMM3', token: true, kind: 'edge' },
  'protection.setRealityCheck': { method: 'PUT', path: '/wps/edge/protection/reality', moduleId: 'COMM3', token: true, kind: 'edge' },
  'protection.startRestriction': { method: 'POST', path: '/wps/edge/protection/restriction', moduleId: 'COMM3', token: true, kind: 'edge' },
  'protection.endExclusion': {
    method: 'POST',
    path: '/wps/edge/protection/restriction/end',
    moduleId: 'COMM3',
    encrypted: true,
    kind: 'edge',
  },
  'protection.history': { method: 'GET', path: '/wps/edge/protection/history', moduleId: 'COMM3', token: true, kind: 'edge' },
} as const satisfies WireSpecs;
