import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { applyTheme } from './lib/theme';
import { adoptTokenFromAddress, bootOnce } from './app/boot';
import { startPwa } from './lib/pwa/state';
import { App } from './app/App';
import './styles/index.css';

// First: the browser's install offer can arrive while the text loads.
startPwa();
applyTheme();
adoptTokenFromAddress();
// The interface text and the status calls load side by side: the first render needs only the text.
// The text's request goes first, as it is the one the first render waits for.
const text = initI18n();
void bootOnce();
await text;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
