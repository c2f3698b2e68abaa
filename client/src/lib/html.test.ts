import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusWith } from '../test/status';
import { sanitizeHtml, safeStyle } from './html';
import { HTML_KEPT, HTML_VECTORS } from './html.vectors';
import { systemStatus } from './stores/status';

/** Positioning, stacking, sizing and loading in a style attribute let content leave its container. */
const ESCAPING_STYLE = /position|inset|z-index|width|height|transform|margin|top|left|url\(|expression|!important|\\|\/\*/i;
const FORBIDDEN =
  'script, style, form, input, button, textarea, select, iframe, frame, object, embed, meta, link, base, svg, math, video, audio, source, dialog, template';

function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  document.body.append(container);
  return container;
}

function assertContained(container: HTMLElement): void {
  expect(container.querySelectorAll(FORBIDDEN)).toHaveLength(0);
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name).not.toMatch(/^on/i);
      expect([
        'class',
        'srcset',
        'background',
        'poster',
        'ping',
        'popover',
        'action',
        'formaction',
        'width',
        'height',
        'contenteditable',
        'autofocus',
        'tabindex',
      ]).not.toContain(attr.name);
    }
    const style = el.getAttribute('style');
    if (style !== null) expect(style).not.toMatch(ESCAPING_STYLE);
  }
  for (const img of container.querySelectorAll('img')) {
    const src = new URL(img.getAttribute('src') ?? '', location.href);
    expect([location.origin, 'http://img.test']).toContain(src.origin);
  }
  for (const a of container.querySelectorAll('a')) {
    const href = a.getAttribute('href');
    if (href === null) {
      expect(a.hasAttribute('target')).toBe(false);
      continue;
    }
    const url = new URL(href, location.href);
    expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(url.protocol);
    if (url.protocol.startsWith('http') && !href.startsWith('#')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    } else {
      expect(a.hasAttribute('target')).toBe(false);
    }
  }
}

describe('sanitizeHtml', () => {
  beforeEach(() => {
    systemStatus.value = statusWith();
  });
  afterEach(() => {
    systemStatus.value = null;
    document.body.innerHTML = '';
  });

  for (const vector of HTML_VECTORS) {
    it(`keeps "${vector.name}" inside its container`, () => {
      assertContained(render(vector.html));
    });
  }

  it('keeps all vectors contained when rendered together', () => {
    const container = render(HTML_VECTORS.map((v) => v.html).join('\n'));
    assertContained(container);
    expect(container.textContent).toContain('Session expired, sign in');
    expect(container.querySelector('[style*="fixed"]')).toBeNull();
  });

  it('keeps formatting, CDN images and safe links', () => {
    const container = render(HTML_KEPT);
    assertContained(container);
    expect(container.querySelector('p')?.getAttribute('style')).toBe('color: #c00; font-weight: bold; text-align: center');
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      'http://img.test/img/promo/a.png',
      'http://img.test/img/b.png',
    ]);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('target'))).toEqual(['_blank', null, null]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://news.example/x', 'mailto:help@example.com', '#terms']);
  });

  it('drops images from hosts that are not image CDNs, and keeps them from a CDN the status names', () => {
    systemStatus.value = statusWith({ over: { imageCDN: 'https://cdn2.example/base' } });
    const container = render('<img src="https://cdn2.example/x.png"><img src="https://elsewhere.example/x.png">');
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['https://cdn2.example/x.png']);
  });

  it('reduces inline styles to colour and type', () => {
    expect(safeStyle('color: red; position: fixed; z-index: 9; background-color: rgb(1, 2, 3)')).toBe(
      'color: red; background-color: rgb(1, 2, 3)',
    );
    expect(safeStyle('background-color: url(x)')).toBe('');
    expect(safeStyle('color: red !important')).toBe('');
  });
});
