import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { brand } from '../lib/stores/brand';
import { categories, type Category } from '../lib/stores/vendors';
import { requireMember } from '../lib/requireMember';
import { directionOf, language, localeOf, nativeLanguageName } from '../lib/i18n';
import { changeLanguage } from '../lib/changeLanguage';
import { useNavigateSafe } from '../lib/navigation';
import { SafeLink, SafeNavLink } from '../components/SafeLink';
import { MenuIcon } from '../components/MenuIcon';
import { openCustomerService } from '../lib/customerService';
import { openDownloadModal } from '../lib/stores/download';
import { useLaunch } from '../lib/launch/useLaunch';
import { REFERRAL_CALLS, REWARD_CENTRE_CALLS } from '../lib/linkedCalls';
import { offers } from '../lib/stores/offered';
import { VENDOR_SCROLL_THRESHOLD, categoryEntries, vendorLink } from './categoryLinks';

function CategoryWithVendors({ category }: { category: Category }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const listId = useId();
  const onThisPage = pathname === `/${category.route}`;
  const [open, setOpen] = useState(onThisPage);
  const activeVendor = onThisPage ? new URLSearchParams(search).get('vendor') : null;
  const label = t(`menu.categories.${category.code}`);
  const scrolls = category.vendors.length > VENDOR_SCROLL_THRESHOLD;
  return (
    <li className="left-menu__item left-menu__item--group">
      <div className="left-menu__row">
        <SafeNavLink to={`/${category.route}`} className="left-menu__link" end>
          <MenuIcon name={category.code} />
          <span className="left-menu__label">{label}</span>
        </SafeNavLink>
        <button
          type="button"
          className="left-menu__disclosure"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('menu.showVendors', { category: label })}
          onClick={() => setOpen((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M8 10l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('menu.vendorsOf', { category: label })}
        className={scrolls ? 'left-menu__vendors left-menu__vendors--scroll' : 'left-menu__vendors'}
      >
        <li>
          <SafeLink to={`/${category.route}`} className="left-menu__vendor" aria-current={onThisPage && !activeVendor ? 'page' : undefined}>
            {t('menu.allVendors')}
          </SafeLink>
        </li>
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <SafeLink
              to={vendorLink(category, vendor.vassalage)}
              className="left-menu__vendor"
              aria-current={activeVendor === vendor.vassalage ? 'page' : undefined}
            >
              {vendor.displayName || vendor.vassalage}
            </SafeLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuLink({ to, icon, label, guard }: { to: string; icon: string; label: string; guard?: () => boolean }) {
  return (
    <li className="left-menu__item">
      <SafeNavLink to={to} className="left-menu__link" end onClick={guard ? (e) => !guard() && e.preventDefault() : undefined}>
        <MenuIcon name={icon} />
        <span className="left-menu__label">{label}</span>
      </SafeNavLink>
    </li>
  );
}

function MenuButton({ icon, label, onClick }: { icon: string; label: string; onClick: () => void }) {
  return (
    <li className="left-menu__item">
      <button type="button" className="left-menu__link" onClick={onClick}>
        <MenuIcon name={icon} />
        <span className="left-menu__label">{label}</span>
      </button>
    </li>
  );
}

/**
 * The side menu's entries: fixed entries, one per game category with its vendors, and the
 * language list when the brand offers more than one language. The desktop shows them in the side
 * menu, a phone in the menu drawer (MenuDrawer).
 */
export function LeftMenuEntries() {
  useSignals();
  const { t } = useTranslation();
  const go = useNavigateSafe();
  const { playLottery } = useLaunch();
  const languages = brand.value.languages;

  // Invite and the reward centre belong to the member centre: guests and trial accounts are stopped first.
  const memberPage = (page: string) => () => {
    if (requireMember()) go(`/member/${page}`);
  };

  return (
    <>
      <ul className="left-menu__list">
        <MenuLink to="/" icon="home" label={t('menu.home')} />
        <MenuLink to="/hot" icon="hot" label={t('menu.hot')} />
        <MenuLink to="/favorite" icon="favorite" label={t('menu.favorite')} guard={requireMember} />
        {categories.value.map((category) =>
          category.isLottery ? (
            categoryEntries(category).map((entry) =>
              entry.launchesSeaLottery ? (
                <MenuButton
                  key={`${category.code}:${entry.to}`}
                  icon={category.code}
                  label={t(entry.labelKey)}
                  onClick={() => void playLottery({ view: 'lobby', title: t(entry.labelKey) })}
                />
              ) : (
                <MenuLink key={`${category.code}:${entry.to}`} to={entry.to} icon={category.code} label={t(entry.labelKey)} />
              ),
            )
          ) : (
            <CategoryWithVendors key={category.code} category={category} />
          ),
        )}
        <MenuLink to="/promotions" icon="promotions" label={t('menu.promotions')} />
        <MenuButton icon="service" label={t('menu.customerService')} onClick={() => void openCustomerService()} />
        {/* A member-centre page whose calls the platform does not offer is not linked (lib/featureCalls.ts). */}
        {offers(REFERRAL_CALLS) && <MenuButton icon="invite" label={t('menu.invite')} onClick={memberPage('referral')} />}
        {offers(REWARD_CENTRE_CALLS) && <MenuButton icon="reward" label={t('menu.rewardCenter')} onClick={memberPage('rewardCenter')} />}
        <MenuButton icon="download" label={t('menu.download')} onClick={openDownloadModal} />
      </ul>
      {/* One id: the entries show in one place at a time, the side menu or the phone's menu drawer. */}
      {languages.length > 1 && (
        <section className="left-menu__languages" aria-labelledby="left-menu-languages">
          <h2 id="left-menu-languages" className="left-menu__heading">
            <MenuIcon name="language" />
            <span className="left-menu__label">{t('menu.language')}</span>
          </h2>
          <ul className="left-menu__language-list">
            {languages.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  lang={localeOf(code)}
                  dir={directionOf(code)}
                  className="left-menu__language"
                  aria-pressed={language.value === code}
                  onClick={() => void changeLanguage(code)}
                >
                  {nativeLanguageName(code)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The desktop's side menu: the entries, with a button that folds it to a rail of icons. */
export function LeftMenu({ mini, onToggleMini }: { mini: boolean; onToggleMini: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className={mini ? 'left-menu left-menu--mini' : 'left-menu'} aria-label={t('menu.sideLabel')}>
      <button type="button" className="left-menu__toggle" aria-pressed={mini} aria-label={t('menu.collapse')} onClick={onToggleMini}>
        <MenuIcon name="menu" />
      </button>
      <LeftMenuEntries />
    </nav>
  );
}
