import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { language } from '../../lib/i18n';
import { noticePopup } from '../../lib/stores/ui';
import { openModals } from '../../lib/stores/modals';
import { WhenNear } from '../../components/WhenNear';
import { dialogRequested } from '../../lib/stores/dialogs';
import { categories, type Category } from '../../lib/stores/vendors';
import { announcements, ensureAnnouncements } from '../../lib/content';
import { HotGames } from '../../components/games/HotGames';
import { VendorTile } from '../../components/games/VendorTile';
import { vendorHref } from '../../components/games/vendorLink';
import { HelpPaths, useHelpFromLocation } from '../../lib/hooks/useHelpFromLocation';
import { markNoticeShown, noticeAlreadyShown } from './noticeOnce';
import './home.css';

// This module loads beside the boot's calls (app/boot.ts preloads the first page): so does its text.

/** The winners board sits below the hot games: its own chunk, so the first paint does not wait for it. */
const WinnersBoard = lazy(() => import('./WinnersBoard').then((m) => ({ default: m.WinnersBoard })));

/** How long no dialog must be open before the announcements open by themselves. */
export const NOTICE_SETTLE_MS = 300;

const NO_CATEGORIES: readonly Category[] = [];

/**
 * The home view (/, /index, /home) and the help centre addresses (/help, /helpmc), which show the
 * same view with the help modal open on the address's #tag.
 */
export default function HomePage() {
  useSignals();
  const { t } = useTranslation('home');
  const lang = language.value;
  const { pathname } = useLocation();
  useHelpFromLocation();
  // On the help addresses the help centre is what the visitor asked for: no notices on top of it.
  const isHelp = HelpPaths.includes(pathname);

  useEffect(() => {
    void ensureAnnouncements(lang);
  }, [lang]);

  // First visit of the session: the notices open by themselves when there are any, once no other
  // dialog (the disclaimer, a registration success, a forced password change) is showing.
  const noticeCount = announcements.value?.player.length ?? 0;
  // A dialog asked for but still loading (the login popup) or in use counts as open.
  const otherDialogs = openModals.value + (dialogRequested.value ? 1 : 0);
  useEffect(() => {
    if (isHelp || noticeCount === 0 || otherDialogs > 0 || noticeAlreadyShown()) return;
    // One dialog often closes just as the next opens (sign-up → its success message): the count
    // must stay at zero a moment before the notices take the screen.
    const timer = setTimeout(() => {
      if (openModals.peek() > 0 || dialogRequested.peek() || noticeAlreadyShown()) return;
      markNoticeShown();
      if (!noticePopup.peek().open) noticePopup.value = { open: true, index: 0 };
    }, NOTICE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [noticeCount, isHelp, otherDialogs]);

  // The providers' sections (dozens of tiles, below the fold on a phone) render just after the rest
  // of the page, in a render React splits into short slices: the first paint does not wait for
  // them, and the page stays responsive while they arrive.
  const shownCategories = useDeferredValue(categories.value, NO_CATEGORIES);

  return (
    <div className="page home-page">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <HotGames />
      <WhenNear placeholderClassName="winners-placeholder">
        <Suspense fallback={null}>
          <WinnersBoard />
        </Suspense>
      </WhenNear>
      {shownCategories.map((category) => (
        <CategorySection key={category.code} category={category} />
      ))}
    </div>
  );
}

function CategorySection({ category }: { category: Category }) {
  const { t } = useTranslation('home');
  const headingId = `home-category-${category.code}`;
  return (
    <section className="home-category" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t(`menu.categories.${category.code}`, { defaultValue: category.code })}
      </h2>
      <ul className="vendor-grid">
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorTile vendor={vendor} to={vendorHref(category, vendor)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
