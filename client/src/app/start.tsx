import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { i18n, initI18n } from '../lib/i18n';
import { App } from './App';
import { pageRoutes } from './routes';
import { pageNamespace, preloadPage } from './lazyPage';

/**
 * Loads the page at `pathname` beside the shell's text: its chunk, and its text into i18next after
 * the shell's. The first render does not wait for it: the banner and the rest of the shell paint
 * at once, and the page renders without suspending when it is there first.
 */
export async function preparePageAt(pathname: string, shellText: Promise<void>): Promise<void> {
  const Page = matchRoutes([...pageRoutes], pathname)?.[0]?.route.Page;
  if (!Page) return;
  const namespace = pageNamespace(Page);
  await Promise.all([preloadPage(Page), namespace ? shellText.then(() => i18n.loadNamespaces(namespace)) : null]);
}

/** The app itself, once the libraries are there: the shell's text, then the first render, with the page on its way. */
export async function start(): Promise<void> {
  const shellText = initI18n();
  void preparePageAt(window.location.pathname, shellText);
  await shellText;
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the whole shell in slices that yield to the browser between
  // them, instead of in one long task that would hold back taps (the status gate's spinner stays
  // on screen until the render commits).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
