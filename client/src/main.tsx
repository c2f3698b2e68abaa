import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { applyTheme } from './lib/theme';
import { adoptTokenFromAddress, bootOnce } from './app/boot';
import { App } from './app/App';
import './styles/index.css';

applyTheme();
adoptTokenFromAddress();
// The status call starts while the interface text loads; the first render needs only the text.
void bootOnce();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
