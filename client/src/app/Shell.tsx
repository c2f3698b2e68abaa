import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { BarlessPaths } from '../../../shared/routes';
import { forceBars, leftMenuChosen, leftMenuMini, setLeftMenuMini } from '../lib/stores/ui';
import { role } from '../lib/stores/session';
import { disclaimerPending } from '../features/disclaimer/disclaimerState';
import { LeftMenu } from './LeftMenu';
import { TopNav } from './TopNav';
import { Header } from './Header';
import { AlertDialog, DownloadDialog, NetworkErrorPrompt } from './SharedDialogs';
import { PageErrorBoundary } from './PageErrorBoundary';
import { WhenNear } from '../components/WhenNear';
import { useScrollRestoration } from '../lib/hooks/useScrollRestoration';
import { bannerGroupFor } from '../features/banners/bannerGroup';

// The shell's content parts arrive in their own chunks (the carousel, the HTML sanitizer and the
// footer are not needed for the first paint); the menu, header and dialogs stay in the entry.
const BannerArea = lazy(() => import('../features/banners/BannerArea').then((m) => ({ default: m.BannerArea })));
const Footer = lazy(() => import('../features/footer/Footer').then((m) => ({ default: m.Footer })));
const ServicePanel = lazy(() => import('../features/service/ServicePanel').then((m) => ({ default: m.ServicePanel })));
const HelpModal = lazy(() => import('../features/help/HelpModal').then((m) => ({ default: m.HelpModal })));
const NoticePopup = lazy(() => import('../features/notices/NoticePopup').then((m) => ({ default: m.NoticePopup })));
// Only a signed-in member or agent can have a withdrawal waiting for its receipt confirmation.
const ReceiptPrompt = lazy(() => import('../features/withdraw/ReceiptPrompt'));
// Only a signed-in member or agent can be offered a contract by an upline.
const ContractPrompt = lazy(() => import('../features/contracts/ContractPrompt'));

/** Pages that fill the screen with a game or a draw board: no banner, no footer. */
const FullBleedPaths: readonly string[] = ['/vnlottery', '/seamless', '/game'];

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** The desktop layout: header, side menu, banner area, page, footer and the floating service panel. */
export function Shell() {
  useSignals();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const barless = BarlessPaths.includes(pathname);
  const showBars = !barless || forceBars.value;
  const mini = leftMenuMini.value || barless;
  const fullBleed = FullBleedPaths.includes(pathname);
  useScrollRestoration();

  // Narrow screens start with the compact menu so the page is not hidden behind it, unless the
  // visitor has chosen otherwise before.
  useEffect(() => {
    if (leftMenuChosen()) return;
    if (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 720px)').matches) leftMenuMini.value = true;
  }, []);

  return (
    <div className={`shell${showBars ? '' : ' shell--barless'}${mini ? ' shell--mini' : ''}`}>
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      {showBars && <LeftMenu mini={mini} onToggleMini={() => setLeftMenuMini(!leftMenuMini.value)} />}
      <div className="shell__column">
        {showBars && <TopNav />}
        <Header />
        {!fullBleed && (
          <Suspense fallback={bannerGroupFor(pathname) ? <div className="banner-placeholder" aria-hidden="true" /> : null}>
            <BannerArea />
          </Suspense>
        )}
        <main id="main-content" className="shell__main" tabIndex={-1}>
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        {!fullBleed && (
          // Far below the fold on most pages: its chunk loads as the visitor scrolls towards it.
          <WhenNear placeholderClassName="footer-placeholder">
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          </WhenNear>
        )}
      </div>
      <Suspense fallback={null}>
        <ServicePanel />
        {/* Popups wait for the disclaimer: it is the first thing a visitor answers. */}
        {!disclaimerPending.value && (
          <>
            <HelpModal />
            <NoticePopup />
            {(role.value === 'member' || role.value === 'agent') && <ReceiptPrompt />}
            {(role.value === 'member' || role.value === 'agent') && <ContractPrompt />}
          </>
        )}
      </Suspense>
      <DownloadDialog />
      <AlertDialog />
      <NetworkErrorPrompt />
    </div>
  );
}
