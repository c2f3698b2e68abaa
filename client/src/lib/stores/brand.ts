import { signal, computed, type ReadonlySignal } from '@preact/signals-react';
import { BRAND_GLOBAL, defaultBrand, parseBrandConfig, type BrandConfig } from '../../../../shared/brand';

/**
 * The brand configuration the gateway embeds in index.html. Under the Vite dev server (no
 * gateway) the global is absent and the defaults apply. A malformed embed falls back to the
 * defaults too: the gateway checks the file at start, so this only guards against a hand-edited page.
 */
function readEmbeddedBrand(): BrandConfig {
  const embedded = (globalThis as Record<string, unknown>)[BRAND_GLOBAL];
  if (embedded === undefined) return defaultBrand();
  const { brand, problems } = parseBrandConfig(embedded);
  return problems.length === 0 ? brand : defaultBrand();
}

const brandState = signal<BrandConfig>(readEmbeddedBrand());

export const brand: ReadonlySignal<BrandConfig> = computed(() => brandState.value);

/** Tests and the dev tools replace the brand; the product never changes it after boot. */
export function setBrandForTesting(next: Partial<BrandConfig>): void {
  brandState.value = { ...defaultBrand(), ...next };
}
