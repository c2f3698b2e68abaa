import { signal } from '@preact/signals-core';
import type { CallKind } from '../../../../shared/api/endpointWire';
import type { EndpointKey } from '../../../../shared/api/wire';
import { wireOf } from '../wireTable';
import { readKindsWith } from './offered';

/**
 * The kinds lib/stores/offered.ts asks about while sandbox-only calls are off, each read from its
 * domain's wire table, which arrives with the first question (a signal: what shows them follows).
 */
const kinds = signal<Readonly<Record<string, CallKind>>>({});
const asked = new Set<string>();

readKindsWith((key: EndpointKey) => {
  if (!asked.has(key)) {
    asked.add(key);
    Promise.resolve(wireOf(key)).then(
      (entry) => (kinds.value = { ...kinds.value, [key]: entry.kind }),
      () => asked.delete(key),
    );
  }
  return kinds.value[key];
});
