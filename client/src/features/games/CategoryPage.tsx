import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { isLoggedIn } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import { categories, type Category } from '../../lib/stores/vendors';
import { HotGames } from './HotGames';
import { VendorTile } from './VendorTile';
import '../content/shared.css';
import { vendorHref } from './vendorLink';


/** The games route: /rng … /elott list the category's providers; /hot and /favorite are lists of games. */
export default function CategoryPage() {
  const { pathname } = useLocation();
  const route = pathname.split('/').filter(Boolean).pop() ?? '';
  return (
    <div className="page games-page">
      {route === 'hot' ? <HotGames headingLevel={1} /> : route === 'favorite' ? <Favourites /> : <CategoryVendors route={route} />}
    </div>
  );
}

function CategoryVendors({ route }: { route: string }) {
  useSignals();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const category = categories.value.find((c) => c.route === route);
  const title = t(`menu.categories.${category?.code ?? route.toUpperCase()}`, { defaultValue: route.toUpperCase() });

  if (!category) {
    return (
      <section aria-labelledby="category-heading">
        <h1 id="category-heading" className="section-title">{title}</h1>
        <p className="status-text">{t('games.noProviders')}</p>
        <Link to="/" className="text-link">{t('common.backHome')}</Link>
      </section>
    );
  }

  const wanted = params.get('vendor');
  const selected = wanted ? category.vendors.find((v) => v.vassalage === wanted) : undefined;
  const shown = selected ? [selected] : category.vendors;
  return (
    <section aria-labelledby="category-heading">
      <h1 id="category-heading" className="section-title">{title}</h1>
      <VendorFilter category={category} selected={selected?.vassalage ?? null} />
      {wanted && !selected && <p role="status" className="status-text">{t('games.unknownVendor', { vendor: wanted })}</p>}
      <ul className="vendor-grid">
        {shown.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorTile vendor={vendor} to={vendorHref(category, vendor)} current={vendor === selected} />
          </li>
        ))}
      </ul>
      {selected && <p className="games-note">{t('games.lobbySoon', { vendor: selected.displayName })}</p>}
    </section>
  );
}

/** Filter chips: All plus one per provider; the current one is marked for assistive technology too. */
function VendorFilter({ category, selected }: { category: Category; selected: string | null }) {
  const { t } = useTranslation();
  return (
    <nav className="vendor-filter" aria-label={t('games.filterLabel')}>
      <ul>
        <li>
          <Link to={`/${category.route}`} className="chip" aria-current={selected === null ? 'page' : undefined}>
            {t('common.all')}
          </Link>
        </li>
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={vendorHref(category, vendor)} className="chip" aria-current={selected === vendor.vassalage ? 'page' : undefined}>
              {vendor.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Favourites need a session (spec 2 §4); a guest is asked to log in. */
function Favourites() {
  useSignals();
  const { t } = useTranslation();
  const loggedIn = isLoggedIn.value;

  useEffect(() => {
    if (!loggedIn) loginPopup.value = 'login';
  }, [loggedIn]);

  return (
    <section aria-labelledby="favourites-heading">
      <h1 id="favourites-heading" className="section-title">{t('games.favouritesTitle')}</h1>
      {loggedIn ? (
        <p className="status-text">{t('games.favouritesEmpty')}</p>
      ) : (
        <>
          <p className="status-text">{t('games.favouritesLogin')}</p>
          <button type="button" className="pill-button" onClick={() => (loginPopup.value = 'login')}>
            {t('header.login')}
          </button>
        </>
      )}
    </section>
  );
}
