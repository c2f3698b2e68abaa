import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { StatusGate } from '../features/system/StatusGate';
import { DisclaimerModal } from '../features/disclaimer/DisclaimerModal';
import { AppRouter } from './router';
import { boot, bootOnce } from './boot';

export function App() {
  useEffect(() => {
    void bootOnce();
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <StatusGate onRetry={() => void boot()}>
        <AppRouter />
        <DisclaimerModal />
      </StatusGate>
    </I18nextProvider>
  );
}
