import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/RouterLink';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { LotteryMenuGroup } from '../../../../shared/domains/lottery/schemas';
import { call } from '../../lib/api';
import { brand } from '../../lib/stores/brand';
import { VN_LOTTERY_VENDOR } from '../../lib/stores/vendors';
import { useLaunch } from '../../lib/launch/useLaunch';
import { fetchVnOpened } from './lotteryData';
import { useLoad } from '../../lib/load/useLoad';
import { failure, type Answer } from '../../lib/load/answer';
import { LoadStatus } from '../../components/LoadStatus';
import { groupsOf, LotteryMenu, menuGameName } from './LotteryMenu';
import { ResultsTable } from './ResultsTable';
import './lottery.css';

/**
 * /vnlottery?gameCode: the Vietnam menu as the side list, the chosen game's last 100 results and a
 * bet button. The shell leaves out banner and footer here and hides its top and side bars, so the
 * page itself leads back to the lobby (the home page).
 */
export default function VnLotteryPage() {
  useSignals();
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const prizeMode = brand.value.lotteryType;
  const { playLottery, busy } = useLaunch();
  const menu = useLoad(prizeMode, async (signal): Promise<Answer<LotteryMenuGroup[]>> => {
    const answer = await call('lottery.vnMenus', { prizeMode, device: 'WEB' }, { signal });
    return answer.success ? { success: true, value: groupsOf(answer.value) } : failure(answer);
  });

  const games = menu.state.value?.flatMap((g) => g.gameMenus) ?? [];
  // Without ?gameCode the first game of the menu is shown.
  const chosen = games.find((g) => g.gameCode === params.get('gameCode')) ?? games[0];
  const chosenCode = chosen?.gameCode ?? null;

  const results = useLoad(chosenCode, (signal) => fetchVnOpened(chosenCode ?? '', signal));

  return (
    <div className="page lottery-page vn-lottery">
      <Link to="/" className="chip vn-lottery__back">
        <span aria-hidden="true" className="vn-lottery__back-arrow">
          ←
        </span>{' '}
        {t('lottery.backToLobby')}
      </Link>
      <h1 className="section-title">{t('lottery.vnTitle')}</h1>
      <LoadStatus load={menu} loadingText={t('lottery.loading')} failedText={t('lottery.failed')} />
      {menu.state.status === 'ready' && games.length === 0 && <p className="status-text">{t('lottery.empty')}</p>}
      {menu.state.status === 'ready' && chosen && (
        <div className="vn-lottery__layout">
          <LotteryMenu groups={menu.state.value} basePath="/vnlottery" selected={chosenCode} label={t('lottery.vnMenuLabel')} />
          <section className="lottery-selected" aria-labelledby="vn-chosen-heading">
            <h2 id="vn-chosen-heading" className="lottery-selected__title">
              {menuGameName(chosen)}
            </h2>
            <button
              type="button"
              className="pill-button lottery-selected__bet"
              disabled={busy}
              onClick={() =>
                void playLottery({ view: 'betting', gameCode: chosen.gameCode, vassalage: VN_LOTTERY_VENDOR, title: menuGameName(chosen) })
              }
            >
              {t('lottery.betNow')}
            </button>
            <h3 className="lottery-group__title">{t('lottery.resultsTitle')}</h3>
            <LoadStatus load={results} loadingText={t('lottery.loadingResults')} failedText={t('lottery.resultsFailed')} />
            {results.state.status === 'ready' && (
              <ResultsTable rows={results.state.value} caption={t('lottery.resultsCaption', { game: menuGameName(chosen) })} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
