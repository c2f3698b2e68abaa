import { signal, computed, type ReadonlySignal } from '@preact/signals-core';
import type { BrandConfig } from '../../../../shared/brand';
import { BRAND_GLOBAL, brandDefaults as sharedDefaults } from '../../../../shared/brandDefaults';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Missing settings (at any depth) are taken from the defaults; present ones are kept. */
function fillFrom(defaults: unknown, value: unknown): unknown {
  if (value === undefined) return structuredClone(defaults);
  if (!isPlainObject(defaults) || !isPlainObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [key, fallback] of Object.entries(defaults)) out[key] = fillFrom(fallback, value[key]);
  return out;
}

/** The brand schema's defaults: the configuration of a brand file that sets nothing. */
export function brandDefaults(): BrandConfig {
  return sharedDefaults();
}

/**
 * The brand configuration the gateway embeds in index.html, already checked and completed there.
 * Under the Vite dev server (no gateway) the global is absent and the defaults apply; missing
 * settings are filled from the defaults, and a language list that cannot work falls back whole.
 */
export function readEmbeddedBrand(embedded: unknown = (globalThis as Record<string, unknown>)[BRAND_GLOBAL]): BrandConfig {
  if (!isPlainObject(embedded)) return brandDefaults();
  const defaults = brandDefaults();
  const brand = fillFrom(defaults, embedded) as BrandConfig;
  const languagesUsable = Array.isArray(brand.languages) && brand.languages.length > 0 && brand.languages.includes(brand.defaultLanguage);
  if (!languagesUsable) {
    return { ...brand, languages: defaults.languages, defaultLanguage: defaults.defaultLanguage };
  }
  return brand;
}

const brandState = signal<BrandConfig>(readEmbeddedBrand());

export const brand: ReadonlySignal<BrandConfig> = computed(() => brandState.value);

/** Tests replace the brand; the product never changes it after boot. */
export function setBrandForTesting(next: Partial<BrandConfig>): void {
  brandState.value = readEmbeddedBrand(next);
}
