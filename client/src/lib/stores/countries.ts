import { signal } from '@preact/signals-core';
import type { Country } from '../../../../shared/domains/system/schemas';
import { call } from '../api';

/** Country dial codes, loaded once at boot. */
export const countries = signal<Country[]>([]);

export async function loadCountries(): Promise<void> {
  const answer = await call('system.countries');
  if (answer.success && Array.isArray(answer.value)) countries.value = answer.value;
}
