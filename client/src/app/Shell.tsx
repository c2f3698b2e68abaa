import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { BarlessPaths } from '../../../shared/routes';
import { forceBars, leftMenuMini, setLeftMenuMini } from '../lib/stores/ui';
import { role } from '../lib/stores/session';
import { networkOnline, waitingWorker } from '../lib/pwa/state';
import { disclaimerPending } from '../features/disclaimer/disclaimerState';
import { LeftMenu } from './LeftMenu';
import { TopNav } from './TopNav';
import { Header } from './Header';
import { AlertDialog, DownloadDialog, NetworkErrorPrompt } from './SharedDialogs';
import { PageErrorBoundary } from './PageErrorBoundary';
import { WhenNear } from '../components/WhenNear';
import { useScrollRestoration } from '../lib/hooks/useScrollRestoration';
import { useIsPhone } from '../lib/hooks/useIsPhone';
import { useIdleTask } from '../lib/hooks/useIdle';
import { prefetchPageLoaders } from './routes';
import { bannerGroupFor } from '../features/banners/bannerGroup';
// In the entry: the banner is the largest thing most pages paint first (Swiper loads later, inside it).
import { BannerArea } from '../features/banners/BannerArea';

// The shell's content parts arrive in their own chunks (the carousel, the HTML sanitizer and the
// footer are not needed for the first paint); the menu, header and dialogs stay in the entry.
const Footer = lazy(() => import('../features/footer/Footer').then((m) => ({ default: m.Footer })));
const ServicePanel = lazy(() => import('../features/service/ServicePanel').then((m) => ({ default: m.ServicePanel })));
const HelpModal = lazy(() => import('../features/help/HelpModal').then((m) => ({ default: m.HelpModal })));
const NoticePopup = lazy(() => import('../features/notices/NoticePopup').then((m) => ({ default: m.NoticePopup })));
// Only a signed-in member or agent can have a withdrawal waiting for its receipt confirmation.
const ReceiptPrompt = lazy(() => import('../features/cashier/ReceiptPrompt'));
// Only a signed-in member or agent can be offered a contract by an upline.
const ContractPrompt = lazy(() => import('../features/contracts/ContractPrompt'));
// Only while a new version waits or the network is gone; kept by the service worker for when it is.
const PwaNotices = lazy(() => import('../features/pwa/PwaNotices').catch(() => ({ default: () => null })));
// The phone's tab bar loads only on a phone (and the menu drawer from it, when first opened).
const TabBar = lazy(() => import('./TabBar').then((m) => ({ default: m.TabBar })));

/** Pages that fill the screen with a game or a draw board: no banner, no footer, and on a phone no tab bar. */
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

/**
 * The layout around every page. On the desktop: side menu, top navigation, header, banner area,
 * page, footer and the service panel. On a phone (docs/behaviour/phone-layout.md): the
 * compact header, the categories, banner, page and footer, the bottom tab bar and the menu drawer.
 */
export function Shell() {
  useSignals();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const phone = useIsPhone();
  const barless = BarlessPaths.includes(pathname);
  const showBars = !barless || forceBars.value;
  const mini = leftMenuMini.value || barless;
  const fullBleed = FullBleedPaths.includes(pathname);
  const tabBar = phone && !fullBleed;
  useScrollRestoration();
  useIdleTask(prefetchPageLoaders);

  return (
    <div className={`shell${showBars ? '' : ' shell--barless'}${mini ? ' shell--mini' : ''}${tabBar ? ' shell--tabbed' : ''}`}>
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      {/* A phone has no side menu: its entries are in the menu drawer. */}
      {showBars && !phone && <LeftMenu mini={mini} onToggleMini={() => setLeftMenuMini(!leftMenuMini.value)} />}
      <div className="shell__column">
        {showBars && !phone && <TopNav />}
        <Header drawer={tabBar} />
        {/* On a phone the categories follow the header, a row that scrolls sideways. */}
        {showBars && phone && <TopNav />}
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
        {/* A phone has no room for the panel's column: its entries are in the menu drawer. */}
        {!phone && <ServicePanel />}
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
      {tabBar && (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      )}
      {(waitingWorker.value || !networkOnline.value) && (
        <Suspense fallback={null}>
          <PwaNotices />
        </Suspense>
      )}
      <DownloadDialog />
      <AlertDialog />
      <NetworkErrorPrompt />
    </div>
  );
}
