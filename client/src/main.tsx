import { applyTheme } from './lib/theme';
import { registerWorkerWhenIdle, startPwa } from './lib/pwa/state';
import { BOOT_NAMESPACES, preloadNamespace } from './lib/localeFiles';
import { adoptTokenFromAddress, bootOnce } from './app/boot';
import { appMayLoad } from './app/earlyBanner';
import { language } from './lib/language';
import { preloadFirstBanner } from './features/banners/preloadBanner';
import { yieldToBrowser } from './lib/yieldToBrowser';
import './styles/index.css';

/*
 * The entry is small and free of the libraries (docs/behaviour/first-load.md): the page's
 * first calls and text leave while React and the rest still download (index.html preloads them),
 * so the status, the menus' vendors and the banner are there when the first render runs. On a
 * phone the app's download waits for the banner to paint instead (src/app/earlyBanner.ts).
 */
// First: the browser's install offer can arrive while the rest loads.
startPwa();
applyTheme();
adoptTokenFromAddress();
// The text's requests go first, as the first render waits for them; then the status and the lists.
for (const namespace of BOOT_NAMESPACES) preloadNamespace(namespace);
const firstBanner = preloadFirstBanner(window.location.pathname, language.value);
const booted = bootOnce(firstBanner);

// On a phone the banner paints before the app downloads; elsewhere the app runs after the first paint.
await appMayLoad(firstBanner.image, booted, document.getElementById('root')!);
const { start } = await import('./app/start');
// The libraries' evaluation ends its task; the first render's preparation runs in the next.
await yieldToBrowser();
await start();
// After the app's own download: the worker's install keeps the same files.
registerWorkerWhenIdle();
