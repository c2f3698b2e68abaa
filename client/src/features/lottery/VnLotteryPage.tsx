import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { LotteryMenuGroup } from '../../../../shared/schemas/lottery';
import { call } from '../../lib/api';
import { brand } from '../../lib/stores/brand';
import { VN_LOTTERY_VENDOR } from '../../lib/stores/vendors';
import { useLaunch } from '../../lib/launch/useLaunch';
import { fetchVnOpened, type OpenedNumbers } from './lotteryData';
import { groupsOf, LotteryMenu, menuGameName } from './LotteryMenu';
import { ResultsTable } from './ResultsTable';
import './lottery.css';

type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/**
 * /vnlottery?gameCode: the Vietnam menu as the side list, the chosen game's last 100 results and a
 * bet button. The shell leaves out banner and footer here.
 */
export default function VnLotteryPage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const prizeMode = brand.value.lotteryType;
  const { playLottery, busy } = useLaunch();
  const [menu, setMenu] = useState<Loaded<LotteryMenuGroup[]>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<Loaded<OpenedNumbers[]>>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setMenu({ state: 'loading' });
    void call('lottery.vnMenus', { prizeMode, device: 'WEB' }, { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return;
      setMenu(answer.success ? { state: 'ready', value: groupsOf(answer.value) } : { state: 'failed', message: answer.message ?? '' });
    });
    return () => controller.abort();
  }, [prizeMode, attempt]);

  const games = menu.state === 'ready' ? menu.value.flatMap((g) => g.gameMenus) : [];
  // Without ?gameCode the first game of the menu is shown.
  const chosen = games.find((g) => g.gameCode === params.get('gameCode')) ?? games[0];
  const chosenCode = chosen?.gameCode ?? null;

  useEffect(() => {
    if (chosenCode === null) return;
    const controller = new AbortController();
    setResults({ state: 'loading' });
    void fetchVnOpened(chosenCode, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setResults(result.ok ? { state: 'ready', value: result.value } : { state: 'failed', message: result.message });
    });
    return () => controller.abort();
  }, [chosenCode]);

  return (
    <div className="page lottery-page vn-lottery">
      <h1 className="section-title">{t('lottery.vnTitle')}</h1>
      {menu.state === 'loading' && <p role="status" className="status-text">{t('lottery.loading')}</p>}
      {menu.state === 'failed' && (
        <p role="alert" className="status-text">
          {menu.message || t('lottery.failed')}{' '}
          <button type="button" className="chip" onClick={() => setAttempt(attempt + 1)}>{t('common.retry')}</button>
        </p>
      )}
      {menu.state === 'ready' && games.length === 0 && <p className="status-text">{t('lottery.empty')}</p>}
      {menu.state === 'ready' && chosen && (
        <div className="vn-lottery__layout">
          <LotteryMenu groups={menu.value} basePath="/vnlottery" selected={chosenCode} label={t('lottery.vnMenuLabel')} />
          <section className="lottery-selected" aria-labelledby="vn-chosen-heading">
            <h2 id="vn-chosen-heading" className="lottery-selected__title">{menuGameName(chosen)}</h2>
            <button
              type="button"
              className="pill-button"
              disabled={busy}
              onClick={() => void playLottery({ view: 'betting', gameCode: chosen.gameCode, vassalage: VN_LOTTERY_VENDOR, title: menuGameName(chosen) })}
            >
              {t('lottery.betNow')}
            </button>
            <h3 className="lottery-group__title">{t('lottery.resultsTitle')}</h3>
            {results.state === 'loading' && <p role="status" className="status-text">{t('lottery.loadingResults')}</p>}
            {results.state === 'failed' && <p role="alert" className="status-text">{results.message || t('lottery.resultsFailed')}</p>}
            {results.state === 'ready' && (
              <ResultsTable rows={results.value} caption={t('lottery.resultsCaption', { game: menuGameName(chosen) })} locale={i18n.language} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
