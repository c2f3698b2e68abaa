import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { VendorCard } from '../../../../shared/schemas/games';
import { LazyImage } from '../../components/LazyImage';
import { imageUrl } from '../../lib/cdn';
import './games.css';

/** A provider card (spec 2 §3): logo, name, and a hot badge when isHot is 1. */
export function VendorTile({ vendor, to, current = false }: { vendor: VendorCard; to: string; current?: boolean }) {
  useSignals(); // imageUrl reads the status signal (the image CDN)
  const { t } = useTranslation();
  return (
    <Link to={to} className={current ? 'vendor-tile vendor-tile--current' : 'vendor-tile'} aria-current={current ? 'page' : undefined}>
      <LazyImage src={imageUrl(vendor.lagerIcon)} alt="" width={160} height={80} className="vendor-tile__logo" />
      <span className="vendor-tile__name">{vendor.displayName}</span>
      {vendor.isHot === 1 && <span className="vendor-tile__hot">{t('games.hotBadge')}</span>}
    </Link>
  );
}
