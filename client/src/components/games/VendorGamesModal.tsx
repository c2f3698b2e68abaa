import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game, VendorCard } from '../../../../shared/schemas/games';
import { Modal } from '../Modal';
import { Pagination } from '../Pagination';
import { language } from '../../lib/i18n';
import { brand } from '../../lib/stores/brand';
import { useLaunch } from '../../lib/launch/useLaunch';
import { GameGrid } from './GameCard';
import { fetchGamePage, type GamePage } from '../../lib/gameList';

/** Vendors marked isGame 'VASSALAGE' show their games in a popup list instead of a lobby page (spec 2 §2). */
export function VendorGamesModal({ vendor, open, onClose }: { vendor: VendorCard; open: boolean; onClose: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const { play, busy } = useLaunch();
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<GamePage | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const merchant = brand.value.merchant;
  const lang = language.value;

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setPage(null);
    setFailed(null);
    void fetchGamePage({ gameType: vendor.gameType, vassalage: vendor.vassalage, pageNo }, { merchant, language: lang }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setPage(result.page);
      else setFailed(result.message || t('games.listFailed'));
    });
    return () => controller.abort();
  }, [open, vendor.gameType, vendor.vassalage, pageNo, merchant, lang, t]);

  const launch = (game: Game) => {
    void play(game).then((result) => {
      if (result.kind !== 'refused') onClose();
    });
  };

  return (
    <Modal open={open} title={vendor.displayName} onClose={onClose} className="vendor-popup">
      {page === null && failed === null && <p role="status" className="status-text">{t('games.loading')}</p>}
      {failed !== null && <p role="alert" className="status-text">{failed}</p>}
      {page !== null && page.games.length === 0 && <p className="status-text">{t('games.empty')}</p>}
      {page !== null && page.games.length > 0 && (
        <>
          <GameGrid games={page.games} onPlay={launch} busy={busy} label={t('games.vendorGames', { vendor: vendor.displayName })} />
          <Pagination page={pageNo} pageCount={page.totalPages} onChange={setPageNo} />
        </>
      )}
    </Modal>
  );
}
