import { lazy, Suspense, useState } from 'react';
import { Link } from '../RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { VendorCard } from '../../../../shared/domains/games/schemas';
import { LazyImage } from '../LazyImage';
import { imageUrl } from '../../lib/cdn';
import { SEA_LOTTERY_VENDOR } from '../../lib/launch/names';
import { useLaunch } from '../../lib/launch/useLaunch';
import './games.css';

// Opened by a click on a popup-list vendor: its list, paging and frame stay out of the pages that show tiles.
const VendorGamesModal = lazy(() => import('./VendorGamesModal').then((m) => ({ default: m.VendorGamesModal })));

/** Cards whose games open in a popup list rather than a lobby page. */
export const POPUP_LIST_MARK = 'VASSALAGE';

/**
 * A provider card: logo, name, and a hot badge when isHot is 1. It leads to the
 * provider's lobby (`to`); a popup-list vendor opens its game list instead, and the Southeast Asia
 * lottery launches its own lobby directly.
 */
export function VendorTile({ vendor, to, current = false }: { vendor: VendorCard; to: string; current?: boolean }) {
  useSignals(); // imageUrl reads the status signal (the image CDN)
  const { t } = useTranslation();
  const { playLottery, busy } = useLaunch();
  const [popup, setPopup] = useState(false);
  const className = current ? 'vendor-tile vendor-tile--current' : 'vendor-tile';
  const body = (
    <>
      <LazyImage src={imageUrl(vendor.lagerIcon)} alt="" width={160} height={80} className="vendor-tile__logo" />
      <span className="vendor-tile__name" translate="no">
        {vendor.displayName}
      </span>
      {vendor.isHot === 1 && <span className="vendor-tile__hot">{t('games.hotBadge')}</span>}
    </>
  );

  if (vendor.vassalage === SEA_LOTTERY_VENDOR) {
    return (
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => void playLottery({ view: 'lobby', title: vendor.displayName })}
      >
        {body}
      </button>
    );
  }
  if (vendor.isGame === POPUP_LIST_MARK) {
    return (
      <>
        <button type="button" className={className} aria-haspopup="dialog" onClick={() => setPopup(true)}>
          {body}
        </button>
        {popup && (
          <Suspense fallback={null}>
            <VendorGamesModal vendor={vendor} open={popup} onClose={() => setPopup(false)} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <Link to={to} className={className} aria-current={current ? 'page' : undefined}>
      {body}
    </Link>
  );
}
