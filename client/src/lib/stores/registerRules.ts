import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { RegisterRules } from '../../../../shared/domains/system/schemas';
import { call } from '../api';
import { systemStatus } from './status';

/** The answer of `system.registerSettings`, once fetched; it is fresher than the status copy. */
const fetched = signal<RegisterRules | null>(null);

/** Per-field register rules: the settings call's answer, else the status `info.register`. */
export const registerRules: ReadonlySignal<RegisterRules> = computed(() => fetched.value ?? systemStatus.value?.info.register ?? {});

let loading: Promise<void> | null = null;

/** Fetches the register settings once per page load; forms work with the status copy meanwhile. */
export function ensureRegisterRules(): Promise<void> {
  loading ??= call('system.registerSettings').then((answer) => {
    if (answer.success && answer.value && typeof answer.value === 'object') fetched.value = answer.value;
    else loading = null;
  });
  return loading;
}

export function resetRegisterRulesForTesting(): void {
  fetched.value = null;
  loading = null;
}
