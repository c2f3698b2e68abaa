/**
 * The site's own icons of the installable web app: the build draws them (client/scripts/icons.ts)
 * and the gateway names them in the manifest when the brand sets no icons of its own.
 */
export interface WebAppIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

/** Sizes a manifest must offer (purpose any) for browsers to offer the install. */
export const INSTALL_ICON_SIZES = ['192x192', '512x512'] as const;

export const SITE_ICONS: readonly WebAppIcon[] = [
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** What iOS puts on the home screen (it reads no manifest icons): 180 px, opaque. */
export const SITE_APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';
export const APPLE_TOUCH_ICON_SIZE = 180;
