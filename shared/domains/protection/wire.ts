import type { WireSpecs } from '../../api/endpointWire';

/**
 * Player protection (shared/domains/protection/schemas.ts): no platform publishes these calls, so every
 * one is ours, under /wps/gf/protection/*. Ending a self-exclusion proves ownership with the
 * password instead of a session (the account cannot sign in meanwhile), so it is encrypted.
 */
export const protectionWire = {
  'protection.state': { method: 'GET', path: '/wps/gf/protection', moduleId: 'COMM3', token: true, ours: true },
  'protection.setLimit': { method: 'PUT', path: '/wps/gf/protection/limit', moduleId: 'COMM3', token: true, ours: true },
  'protection.confirmLimit': { method: 'POST', path: '/wps/gf/protection/limit/confirm', moduleId: 'COMM3', token: true, ours: true },
  'protection.cancelPending': { method: 'POST', path: '/wps/gf/protection/limit/cancel', moduleId: 'COMM3', token: true, ours: true },
  'protection.setSessionLimit': { method: 'PUT', path: '/wps/gf/protection/session', moduleId: 'COMM3', token: true, ours: true },
  'protection.setRealityCheck': { method: 'PUT', path: '/wps/gf/protection/reality', moduleId: 'COMM3', token: true, ours: true },
  'protection.startRestriction': { method: 'POST', path: '/wps/gf/protection/restriction', moduleId: 'COMM3', token: true, ours: true },
  'protection.endExclusion': {
    method: 'POST',
    path: '/wps/gf/protection/restriction/end',
    moduleId: 'COMM3',
    encrypted: true,
    ours: true,
  },
  'protection.history': { method: 'GET', path: '/wps/gf/protection/history', moduleId: 'COMM3', token: true, ours: true },
} as const satisfies WireSpecs;
