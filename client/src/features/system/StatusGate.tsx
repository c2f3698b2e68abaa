import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { statusLoadFailed, statusState, systemStatus } from '../../lib/stores/status';
import { vendorsSettled } from '../../lib/stores/vendors';
import { GateCard } from '../../components/GateCard';

/** How long the site waits for the game vendors before drawing the menus without them. */
export const VENDOR_WAIT_MS = 2_500;

// Shown only while the platform says so: their own chunks, so every visitor's first load skips them.
const MaintenancePage = lazy(() => import('./MaintenancePage').then((m) => ({ default: m.MaintenancePage })));
const RestrictionPage = lazy(() => import('./RestrictionPage').then((m) => ({ default: m.RestrictionPage })));

/**
 * Decides what the visitor sees: the app (0), the maintenance page (1) or the
 * restriction page (2). `onRetry` reloads the status when it could not be fetched.
 */
export function StatusGate({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const state = statusState.value;
  const [vendorWaitOver, setVendorWaitOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVendorWaitOver(true), VENDOR_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // The shell's menus come from the vendors: drawing it before they arrive would make it jump.
  const waiting = state === null || (state === 0 && !vendorsSettled.value && !vendorWaitOver);
  // Opening the site renders the whole shell and page: as a deferred render, which React splits into
  // short slices, rather than one long task that leaves the page unresponsive (Total Blocking Time).
  const stillWaiting = useDeferredValue(waiting, true);

  if (state === null && statusLoadFailed.value) {
    return (
      <GateCard
        id="status-failed-title"
        title={t('system.loadFailedTitle')}
        text={t('system.loadFailedText')}
        action={t('common.retry')}
        onAction={onRetry}
      />
    );
  }
  const loading = (
    <div className="gate-page" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="gate-page__loading">{t('system.loading')}</span>
    </div>
  );
  if (waiting || stillWaiting) return loading;
  if (state === 1)
    return (
      <Suspense fallback={loading}>
        <MaintenancePage endTime={systemStatus.value?.maintenanceEndTime} />
      </Suspense>
    );
  if (state === 2)
    return (
      <Suspense fallback={loading}>
        <RestrictionPage location={systemStatus.value?.location} />
      </Suspense>
    );
  return <>{children}</>;
}
