import { createHash } from 'node:crypto';
import { BRAND_GLOBAL, type BrandConfig } from '../../shared/brand';

/** The marker in client/index.html that the brand script replaces. */
export const BRAND_MARKER = '<!--gamefront:brand-->';

/**
 * JSON inside a <script> must not be able to close the element or open a comment, and U+2028/2029
 * end a line in older JavaScript parsers; escaping these keeps the JSON identical once parsed.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface BrandScript {
  /** The whole element, ready to put in place of the marker. */
  tag: string;
  /** The CSP source that allows exactly this inline script. */
  cspHash: string;
}

export function brandScript(brand: BrandConfig): BrandScript {
  const body = `window.${BRAND_GLOBAL}=${scriptSafeJson(brand)};`;
  const digest = createHash('sha256').update(body, 'utf8').digest('base64');
  return { tag: `<script>${body}</script>`, cspHash: `'sha256-${digest}'` };
}
