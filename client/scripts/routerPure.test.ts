import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markRouterPure } from './routerPure';

const routerProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

describe('markRouterPure', () => {
  it('drops displayName writes and marks top-level forwardRef calls pure, keeping every line', () => {
    const code = [
      'var Form = React10.forwardRef(',
      '  (props, ref) => null',
      ');',
      'Form.displayName = "Form";',
      'var Link = React10.forwardRef(function Link2() {});',
      '    FetcherForm2.displayName = "fetcher.Form";',
      'LocationContext.displayName = "Location";',
      'var x = React.forwardRef;',
      'el.displayName = name;',
    ].join('\n');
    const out = markRouterPure(code);
    expect(out.split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(',
      '  (props, ref) => null',
      ');',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
      '',
      '',
      // Not a call, and a write of a computed name: left as they are.
      'var x = React.forwardRef;',
      'el.displayName = name;',
    ]);
  });

  it('still finds what it changes in the installed React Router', () => {
    // An upgrade that words these statements differently would silently bring the unused
    // components back into the first load: this fails first.
    const files = readdirSync(routerProduction).filter((name) => name.endsWith('.mjs'));
    const code = files.map((name) => readFileSync(join(routerProduction, name), 'utf8')).join('\n');
    const out = markRouterPure(code);
    expect(out).not.toMatch(/^\s*(Form|ScrollRestoration|HistoryRouter)\.displayName =/m);
    expect(out).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  });
});
