import { relay, type WireSpecs } from '../../api/endpointWire';

/** System: platform status, site settings, location and the lists every visitor's page needs. */
export const systemWire = {
  'system.status': { method: 'GET', path: '/wps/system/status', moduleId: 'COMM3', aliases: ['/wps/v2/system/status'] },
  'system.whitelabel': { method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3', guess: true },
  'system.registerSettings': { method: 'GET', path: '/wps/system/setting/register', moduleId: 'REG3' },
  'system.settings': { method: 'GET', path: '/wps/system/settings/consolidated', moduleId: 'COMM3', guess: true },
  'system.location': { method: 'GET', path: '/wps/system/location', moduleId: 'COMM3', guess: true },
  'system.countries': { method: 'GET', path: '/wps/system/country', moduleId: 'COMM3', guess: true },
  'system.domainRoute': { method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3', guess: true },
  'system.helpCenter': { method: 'GET', path: '/wps/system/helpCenter', moduleId: 'COMM3' },
  'system.templates': { method: 'GET', path: '/wps/system/templates', moduleId: 'COMM3', guess: true },
  // The analytics beacon of every page load: a live capture shows HTTP 204 and no body.
  'system.collect': { method: 'POST', path: '/wps/system/collect', moduleId: 'COMM3', answer: 'none' },
  // The platform's own bundles call it at boot and leave the site for another when `value` is
  // truthy; what type a platform answers is not shown publicly (a boolean is ours).
  'system.checkAppDomain': { method: 'GET', path: relay('WPSCORE_checkIfAppDomain'), moduleId: 'COMM3', guess: true },
} as const satisfies WireSpecs;
