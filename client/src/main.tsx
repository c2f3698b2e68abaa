import { applyTheme } from './lib/theme';
import { startPwa } from './lib/pwa/state';
import { BOOT_NAMESPACES, preloadNamespace } from './lib/localeFiles';
import { adoptTokenFromAddress, bootOnce } from './app/boot';
import './styles/index.css';

/*
 * The entry is small and free of the libraries (docs/architecture.md, "First load"): the page's
 * first calls and text leave while React and the rest still download (index.html preloads them),
 * so the status, the menus' vendors and the banner are there when the first render runs.
 */
// First: the browser's install offer can arrive while the rest loads.
startPwa();
applyTheme();
adoptTokenFromAddress();
// The text's requests go first, as the first render waits for them; then the status and the lists.
for (const namespace of BOOT_NAMESPACES) preloadNamespace(namespace);
void bootOnce();

/**
 * Resolves once the browser has had a frame to paint the page as parsed (the spinner), so the app's
 * scripts, already downloading, run after the first paint rather than before it; at once in a
 * hidden tab, which paints nothing until it is shown.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await afterFirstPaint();
const { start } = await import('./app/start');
await start();
