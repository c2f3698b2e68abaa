import type { Plugin } from 'vite';

/**
 * React Router's production build keeps components the site never renders: `Form`,
 * `ScrollRestoration` and `unstable_HistoryRouter` each get a `displayName` written on them, and
 * `Form` is made by a `React.forwardRef(…)` call that carries no `@__PURE__` mark. The bundler must
 * assume either could have an effect, so all three stay, with what they use (form submission, scroll
 * keys): about 1.3 KB gzip of the first load (bench/budget.ts).
 *
 * Marking the top-level `forwardRef` calls pure and dropping the `displayName` writes lets the
 * bundler drop what nothing imports. Both are safe: `forwardRef` only wraps its function in an
 * object, and React reads `displayName` only in development tools, which a production build has not.
 */
const DISPLAY_NAME_WRITE = /^[ \t]*[\w$.]+\.displayName = "[^"\n]*";[ \t]*$/gm;
const TOP_LEVEL_FORWARD_REF = /^(var [\w$]+ = )(React\d*\.forwardRef\()/gm;

/** The router's module text with its displayName writes removed and its top-level forwardRef calls marked pure. */
export function markRouterPure(code: string): string {
  return code.replace(DISPLAY_NAME_WRITE, '').replace(TOP_LEVEL_FORWARD_REF, '$1/* @__PURE__ */ $2');
}

/** The build step over React Router's production modules (see productionBuilds in client/vite.config.ts). */
export function routerPure(): Plugin {
  return {
    name: 'gamefront-router-pure',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      // The lines removed are whole statements and the mark is a comment: positions a source map
      // would need barely move, and the build writes no source maps.
      handler: (code) => ({ code: markRouterPure(code), map: null }),
    },
  };
}
