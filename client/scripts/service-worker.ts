/**
 * The build step of the installable web app: writes /sw.js (client/src/sw/sw.ts bundled as a classic
 * script, with this build's version, its precache list and the offline page) and the icon set
 * (icons.ts). Hand-written rather than a library: the worker's rules are the site's own
 * (client/src/sw/policy.ts), and all the build has to add is what only it knows.
 */
import { directionOf, localeOf } from '../../shared/languages.ts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import type { OfflineDocument, WorkerConfig } from '../src/sw/worker';
import { siteIconFiles } from './icons.ts';

export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Source modules whose chunks the worker keeps at install besides the entry's: the app the entry
 * imports once its first calls have left (src/app/start.tsx, with the libraries and the shell), the
 * interface text library that a failed call imports to word the failure (src/lib/i18n.ts), the
 * dialog a failed call raises ("Network link abnormal", src/app/NoticeDialogs.tsx), the offline page
 * and the update prompt (features/pwa), and in every language the shell's text and theirs, so that
 * a page that loses the network, or is opened without it, can still say so.
 */
const PRECACHED_SOURCES = [
  /\/src\/app\/start\.tsx$/,
  /\/src\/lib\/i18n\.ts$/,
  /\/src\/app\/NoticeDialogs\.tsx$/,
  /\/src\/features\/pwa\/[^/]+\.tsx?$/,
];

/** The files a page needs from the first byte, and what the offline page needs: entries and the chunks above, with what they import. */
export function precacheList(bundle: Rolldown.OutputBundle): string[] {
  const chosen = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || chosen.has(fileName)) return;
    chosen.add(fileName);
    if (item.type !== 'chunk') return;
    for (const next of item.imports) visit(next);
    for (const css of item.viteMetadata?.importedCss ?? []) visit(css);
  };
  for (const item of Object.values(bundle)) {
    // No text at install: of 35 languages a page hands the worker its reader's (lib/pwa/register.ts).
    if (item.type === 'asset') continue;
    const sources = [item.facadeModuleId ?? '', ...item.moduleIds].map((id) => id.replace(/\\/g, '/'));
    if (item.isEntry || sources.some((id) => PRECACHED_SOURCES.some((pattern) => pattern.test(id)))) visit(item.fileName);
  }
  return [...chosen]
    .filter((fileName) => fileName.startsWith('assets/'))
    .sort()
    .map((fileName) => `/${fileName}`);
}

/** The build's version: a hash of every output file's name, which Vite derives from the content. */
export function buildVersion(bundle: Rolldown.OutputBundle): string {
  const names = Object.keys(bundle).sort().join('\n');
  return createHash('sha256').update(names).digest('hex').slice(0, 12);
}

/** The offline page's text in one language: pwa.json's `pwa.offline` (the same keys the app's offline page reads). */
export interface OfflineText {
  language: string;
  title: string;
  text: string;
  retry: string;
}

/** Every shipped language's offline text, English first (the page's language when the visitor chose none). */
export function readOfflineTexts(localesDir: string): OfflineText[] {
  const languages = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(localesDir, entry.name, 'pwa.json')))
    .map((entry) => entry.name)
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  return languages.map((language) => {
    const json = JSON.parse(readFileSync(join(localesDir, language, 'pwa.json'), 'utf8')) as {
      pwa: { offline: Omit<OfflineText, 'language'> };
    };
    const { title, text, retry } = json.pwa.offline;
    return { language, title, text, retry };
  });
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const sha256 = (value: string) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;

const OFFLINE_STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0e1f;color:#eef0ff;font:16px/1.5 system-ui,sans-serif}' +
  'main{max-width:28rem;padding:24px;text-align:center}h1{font-size:1.4rem;margin:0 0 8px}p{margin:0 0 20px;color:#a5abd6}' +
  'button{font:inherit;font-weight:700;padding:10px 24px;border:0;border-radius:999px;background:#f5c542;color:#1a1300;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #ffd75e;outline-offset:3px}';

/**
 * Shows the visitor's language (the site's stored choice, `hisLang`), else the first; reloads on the
 * button and when the browser says the network is back.
 */
const OFFLINE_SCRIPT =
  "(function(){var c='';try{c=(localStorage.getItem('hisLang')||'').toLowerCase()}catch(e){}" +
  "var all=[].slice.call(document.querySelectorAll('section[data-lang]'));" +
  "var shown=all.filter(function(s){return s.getAttribute('data-lang')===c})[0]||all[0];" +
  'all.forEach(function(s){s.hidden=s!==shown});document.documentElement.lang=shown.lang;document.documentElement.dir=shown.dir;' +
  "document.title=shown.querySelector('h1').textContent;" +
  "function retry(){location.reload()}shown.querySelector('button').addEventListener('click',retry);" +
  "addEventListener('online',retry)})();";

/** The page the worker answers a page request with when the network is gone and no shell is kept. */
export function offlineDocument(texts: readonly OfflineText[]): OfflineDocument {
  if (texts.length === 0) throw new Error('No pwa.json in any language: the offline page has no text');
  const sections = texts
    .map(
      (t, i) =>
        `<section data-lang="${escapeHtml(t.language)}" lang="${escapeHtml(localeOf(t.language))}" dir="${directionOf(t.language)}"${i === 0 ? '' : ' hidden'}>` +
        `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><button type="button">${escapeHtml(t.retry)}</button></section>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${escapeHtml(localeOf(texts[0].language))}" dir="${directionOf(texts[0].language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark">' +
    `<title>${escapeHtml(texts[0].title)}</title><style>${OFFLINE_STYLE}</style></head>` +
    `<body><main>${sections}</main><script>${OFFLINE_SCRIPT}</script></body></html>`;
  const csp = `default-src 'none'; script-src ${sha256(OFFLINE_SCRIPT)}; style-src ${sha256(OFFLINE_STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
  return { html, csp };
}

/** Bundles the worker into one classic script (a module worker is not yet offered by every browser) with its configuration. */
export async function bundleWorker(entry: string, config: WorkerConfig): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __SW_CONFIG__: JSON.stringify(config) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'gamefrontWorker', fileName: () => SERVICE_WORKER_FILE },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk) return chunk.code;
  }
  throw new Error('The service worker bundle produced no script');
}

/** The Vite plugin: after the client's bundle is complete, adds /sw.js and the icons. */
export function serviceWorker(clientDir: string): Plugin {
  const entry = resolve(clientDir, 'src/sw/sw.ts');
  const localesDir = resolve(clientDir, 'src/locales');
  return {
    name: 'gamefront-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const config: WorkerConfig = {
        version: buildVersion(bundle),
        precache: precacheList(bundle),
        offline: offlineDocument(readOfflineTexts(localesDir)),
      };
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: await bundleWorker(entry, config) });
      for (const icon of siteIconFiles()) this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
    },
  };
}
