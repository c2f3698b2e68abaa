import { signal, computed, type ReadonlySignal } from '@preact/signals-core';
import type { Resource, SystemStatus, WhitelabelNode } from '../../../../shared/domains/system/schemas';
import { call } from '../api';
import { sandboxCalls } from './offered';

export const systemStatus = signal<SystemStatus | null>(null);

/** True when the last status load failed; the gate then offers a retry. */
export const statusLoadFailed = signal(false);

/**
 * modId → (enabled === "1"), recursively, as the platform's own site flattens the tree.
 * The same as shared/domains/system/schemas.ts flattenWhitelabel, which the client cannot import without
 * the schema engine; status.test.ts holds the two together.
 */
export function flattenFlags(nodes: readonly WhitelabelNode[], into: Record<string, boolean> = {}): Record<string, boolean> {
  for (const node of nodes) {
    into[node.modId] = node.enabled === '1';
    flattenFlags(node.childrenNodes ?? [], into);
  }
  return into;
}

/** Feature flags: modId → enabled, flattened from the whitelabel tree. */
export const flags: ReadonlySignal<Record<string, boolean>> = computed(() => flattenFlags(systemStatus.value?.info.whitelabel ?? []));

/** 0 normal, 1 maintenance, 2 region restricted; null while loading. */
export const statusState: ReadonlySignal<0 | 1 | 2 | null> = computed(() => {
  const status = systemStatus.value;
  if (!status) return null;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
});

export const resources: ReadonlySignal<Resource[]> = computed(() => systemStatus.value?.info.resources ?? []);

export function resourceOf(type: string): Resource | undefined {
  const wanted = type.toUpperCase();
  return resources.value.find((r) => r.resourceType.toUpperCase() === wanted);
}

/**
 * The platform is told which host the visitor used (the current host is sent as `url`); the answer
 * also says whether sandbox-only calls are answered (lib/stores/offered.ts).
 * `beforeShown` gets the answer before the page does: setting the status renders the page at once
 * (the status gate opens), so work that should start before that render starts there.
 */
export async function loadStatus(beforeShown?: (status: SystemStatus) => void): Promise<void> {
  statusLoadFailed.value = false;
  const answer = await call('system.status', { url: globalThis.location?.host ?? '' });
  if (answer.success && answer.value) {
    // The gateway's word on sandbox-only calls; a status without it comes from a gateway that forwards none.
    sandboxCalls.value = answer.value.sandboxCalls === true;
    beforeShown?.(answer.value);
    systemStatus.value = answer.value;
  } else {
    statusLoadFailed.value = true;
  }
}
