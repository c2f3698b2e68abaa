import type { SystemStatus } from '../../../shared/domains/system/schemas';
import { systemStatus } from './stores/status';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function join(base: string | undefined, path: string): string {
  if (ABSOLUTE.test(path) || !base) return path;
  const cleanBase = base.replace(/\/+$/, '');
  return `${cleanBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The platform answers relative image paths; they live on the image CDN the gateway picked (in the status). */
export function imageUrl(path: string, status: SystemStatus | null = systemStatus.value): string {
  return join(status?.imageCDN ?? status?.info.imageCDNs[0], path);
}

/** Game launch paths live on the launch CDN the gateway picked. */
export function launchUrl(path: string): string {
  const status = systemStatus.value;
  return join(status?.launchGameCDN ?? status?.info.launchGameCDNs[0], path);
}
