import { describe, expect, it } from 'vitest';
import css from './tokens.css?raw';

/**
 * WCAG 2.2 AA over the design tokens of both themes: 4.5:1 for text, 3:1 for large text, control
 * boundaries and focus rings (success criteria 1.4.3 and 1.4.11). Every rule reads colours from
 * these tokens (no fallbacks), so meeting them here is meeting them on every page.
 */

function themeTokens(selector: RegExp): Record<string, string> {
  const block = css.match(selector)?.[1];
  if (!block) throw new Error(`no block for ${selector}`);
  const tokens: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)) tokens[name!] = value!;
  return tokens;
}

const themes = {
  dark: themeTokens(/:root\[data-theme='dark'\]\s*\{([^}]*)\}/),
  light: themeTokens(/:root\[data-theme='light'\]\s*\{([^}]*)\}/),
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5;
const CONTROL = 3;
const surfaces = ['bg', 'surface', 'surface-2', 'surface-3'];

/** [foreground, background, minimum]: every pairing the stylesheets use. */
const pairs: Array<[string, string, number]> = [
  ...surfaces.flatMap((s): Array<[string, string, number]> => [
    ['text', s, TEXT],
    ['text-muted', s, TEXT],
    ['accent', s, TEXT], // prices, links and headings drawn in the accent colour
    ['danger', s, TEXT], // error lines
    ['success', s, TEXT],
    ['focus', s, CONTROL],
  ]),
  ['on-primary', 'primary', TEXT],
  ['on-primary', 'primary-strong', TEXT],
  ['on-accent', 'accent', TEXT], // primary buttons and chips
  ['on-accent', 'accent-strong', TEXT], // their hover state
  ['on-accent', 'danger', TEXT],
  ['on-accent', 'success', TEXT],
];

describe.each(Object.entries(themes))('%s theme', (_name, tokens) => {
  it.each(pairs)('%s on %s reaches %d:1', (fg, bg, minimum) => {
    const [a, b] = [tokens[`color-${fg}`], tokens[`color-${bg}`]];
    expect(a, `--color-${fg}`).toBeDefined();
    expect(b, `--color-${bg}`).toBeDefined();
    expect(Number(contrast(a!, b!).toFixed(2))).toBeGreaterThanOrEqual(minimum);
  });
});

it('measures contrast as WCAG defines it', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#ffffff', '#ffffff')).toBe(1);
  expect(contrast('#ffffff', '#c98f00')).toBeCloseTo(2.83, 2);
});
