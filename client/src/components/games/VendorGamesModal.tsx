import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game, VendorCard } from '../../../../shared/domains/games/schemas';
import { Modal } from '../Modal';
import { Pagination } from '../Pagination';
import { language } from '../../lib/i18n';
import { brand } from '../../lib/stores/brand';
import { useLaunch } from '../../lib/launch/useLaunch';
import { GameGrid } from './GameCard';
import { fetchGamePage, isListGameType } from '../../lib/gameList';
import { useLoad } from '../../lib/load/useLoad';
import { LoadStatus } from '../LoadStatus';

/** Vendors marked isGame 'VASSALAGE' show their games in a popup list instead of a lobby page. */
export function VendorGamesModal({ vendor, open, onClose }: { vendor: VendorCard; open: boolean; onClose: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const { play, busy } = useLaunch();
  const [pageNo, setPageNo] = useState(1);
  const merchant = brand.value.merchant;
  const lang = language.value;
  const query = { gameType: isListGameType(vendor.gameType) ? vendor.gameType : undefined, vassalage: vendor.vassalage, pageNo };
  const games = useLoad(open ? JSON.stringify([query, merchant, lang]) : null, (signal) =>
    fetchGamePage(query, { merchant, language: lang }, signal),
  );
  const page = games.state.status === 'ready' ? games.state.value : null;

  const launch = (game: Game) => {
    void play(game).then((result) => {
      if (result.kind !== 'refused') onClose();
    });
  };

  return (
    <Modal open={open} title={vendor.displayName} onClose={onClose} className="vendor-popup">
      <LoadStatus load={games} loadingText={t('games.loading')} failedText={t('games.listFailed')} />
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
