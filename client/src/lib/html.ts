import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { systemStatus } from './stores/status';
import { imageUrl } from './cdn';

/**
 * Platform HTML (notices, help articles, promotions) is written by operators and rendered inside the
 * site's own page, so it may format text but never take over the page: no layout or stacking styles
 * (an overlay with `position:fixed; inset:0` could pose as a sign-in page), no forms, no frames or
 * media, no images from hosts other than the image CDNs (a tracking pixel learns who read what), no
 * app class names (they carry the site's own positioning rules), and links that leave in a new tab.
 */

/** The only CSS properties kept from inline styles: colour and type, nothing that sizes or moves a box. */
const SAFE_STYLE_PROPERTIES = new Set(['color', 'background-color', 'font-weight', 'font-style', 'text-decoration', 'text-align']);

/**
 * A kept value is words, numbers, hex colours and colour functions only: no `url(`, no
 * `expression(`, no quotes, escapes or comments that could smuggle either past this check.
 */
const SAFE_STYLE_VALUE = /^[#a-z0-9.,%\s-]*(?:(?:rgba?|hsla?)\([0-9.,%\s/-]*\))?[a-z0-9.,%\s-]*$/i;

/** Link schemes that stay; anything else (javascript:, data:, vbscript:, …) loses its href. */
const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Images written inline (no request leaves the page). */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);base64,[a-z0-9+/=\s]+$/i;

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'output',
  'fieldset',
  'legend',
  'label',
  'dialog',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'meta',
  'link',
  'base',
];

const FORBID_ATTR = [
  'class',
  'width',
  'height',
  'background',
  'poster',
  'srcset',
  'sizes',
  'ping',
  'action',
  'formaction',
  'popover',
  'popovertarget',
  'tabindex',
  'accesskey',
  'autofocus',
  'contenteditable',
];

export function safeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!SAFE_STYLE_PROPERTIES.has(property) || value === '' || !SAFE_STYLE_VALUE.test(value)) continue;
    if (/!\s*important/i.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

function origins(list: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const entry of list) {
    try {
      out.add(new URL(entry).origin);
    } catch {
      // A CDN entry that is not an absolute URL names no host to load from.
    }
  }
  return out;
}

/** The image CDNs of the status answer: the chosen one and every one listed. */
function imageCdnOrigins(): Set<string> {
  const status = systemStatus.value;
  const list = [...(status?.info.imageCDNs ?? [])];
  if (status?.imageCDN) list.push(status.imageCDN);
  return origins(list);
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The address an image loads from, or null when it would load from a host that is not an image CDN. */
function allowedImageSource(src: string, cdns: Set<string>): string | null {
  const trimmed = src.trim();
  if (INLINE_IMAGE.test(trimmed)) return trimmed;
  if (trimmed === '' || /^data:/i.test(trimmed)) return null;
  // The platform writes relative image paths; they live on the chosen image CDN.
  const resolved = ABSOLUTE.test(trimmed) ? trimmed : imageUrl(trimmed);
  let url: URL;
  try {
    url = new URL(resolved, globalThis.location?.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === globalThis.location?.origin || cdns.has(url.origin)) return url.href;
  return null;
}

function secureLink(node: Element): void {
  node.removeAttribute('target');
  node.removeAttribute('rel');
  const href = node.getAttribute('href');
  if (href === null) return;
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return;
  let url: URL;
  try {
    url = new URL(trimmed, globalThis.location?.href);
  } catch {
    node.removeAttribute('href');
    return;
  }
  if (!SAFE_LINK_PROTOCOLS.has(url.protocol)) {
    node.removeAttribute('href');
    return;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    // A link never replaces the site in its own tab, and the new page gets no handle on this one.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

let purifier: Purifier | null = null;

function instance(): Purifier {
  if (purifier) return purifier;
  // An instance of its own, so these hooks never change how other code uses DOMPurify.
  const own = DOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const style = node.getAttribute('style');
    if (style !== null) {
      const kept = safeStyle(style);
      if (kept === '') node.removeAttribute('style');
      else node.setAttribute('style', kept);
    }
    if (node.tagName === 'A') secureLink(node);
    if (node.tagName === 'IMG') {
      const src = allowedImageSource(node.getAttribute('src') ?? '', imageCdnOrigins());
      if (src === null) node.remove();
      else node.setAttribute('src', src);
    }
  });
  purifier = own;
  return own;
}

/** HTML from the platform (notices, help articles, promotions) is sanitized before it is rendered. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    SANITIZE_NAMED_PROPS: true,
    ALLOW_DATA_ATTR: false,
  });
}
