import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { categories } from '../lib/stores/vendors';
import { SafeNavLink } from '../components/SafeLink';
import { categoryEntries } from './categoryLinks';
import { useLaunch } from '../lib/launch/useLaunch';

/** Only categories with at least one vendor, in the server's order. */
export function TopNav() {
  useSignals();
  const { t } = useTranslation();
  const { playLottery } = useLaunch();
  const entries = categories.value.flatMap((c) => categoryEntries(c).map((e) => ({ ...e, key: `${c.code}:${e.to}` })));
  // While the vendors load, the bar keeps its height so the header and page below do not jump.
  if (entries.length === 0) return <div className="top-nav top-nav--pending" aria-hidden="true" />;
  return (
    <nav className="top-nav" aria-label={t('menu.topLabel')}>
      <ul className="top-nav__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.launchesSeaLottery ? (
              <button type="button" className="top-nav__link" onClick={() => void playLottery({ view: 'lobby', title: t(entry.labelKey) })}>
                {t(entry.labelKey)}
              </button>
            ) : (
              <SafeNavLink to={entry.to} className="top-nav__link">
                {t(entry.labelKey)}
              </SafeNavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
