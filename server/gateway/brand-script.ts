import { createHash } from 'node:crypto';
import { BRAND_GLOBAL, type BrandConfig } from '../../shared/brand';
import { APPLE_TOUCH_ICON_SIZE, SITE_APPLE_TOUCH_ICON, SITE_ICONS } from '../../shared/webAppIcons';

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

/** The marker in client/index.html that the web app's head tags replace. */
export const WEB_APP_MARKER = '<!--gamefront:web-app-->';

/** Where the gateway serves the web app manifest and the service worker. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';

/** The manifest of the installable web app, from the brand: its names, colours and icons. */
export function webAppManifest(brand: BrandConfig) {
  const icons = brand.webApp.icons.length > 0 ? brand.webApp.icons : SITE_ICONS;
  return {
    id: '/',
    name: brand.name,
    short_name: brand.webApp.shortName || brand.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.webApp.themeColor,
    background_color: brand.webApp.backgroundColor,
    icons: icons.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
  };
}

/**
 * The home-screen icon iOS uses (it reads no manifest icons): the site's own, or the brand's
 * smallest PNG of purpose any that is at least 180 px.
 */
export function appleTouchIcon(brand: BrandConfig): string {
  const candidates = brand.webApp.icons
    .filter((icon) => icon.purpose === 'any' && icon.type === 'image/png')
    .map((icon) => ({ src: icon.src, size: Math.max(...icon.sizes.split(' ').map((s) => Number.parseInt(s, 10) || 0)) }))
    .filter((icon) => icon.size >= APPLE_TOUCH_ICON_SIZE)
    .sort((a, b) => a.size - b.size);
  return candidates[0]?.src ?? SITE_APPLE_TOUCH_ICON;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags that make the page an installable app: the manifest, the bar colour and the iOS icon. */
export function webAppHeadTags(brand: BrandConfig): string {
  return [
    `<meta name="theme-color" content="${escapeAttribute(brand.webApp.themeColor)}" />`,
    `<link rel="manifest" href="${MANIFEST_PATH}" />`,
    `<link rel="apple-touch-icon" href="${escapeAttribute(appleTouchIcon(brand))}" />`,
  ].join('');
}
