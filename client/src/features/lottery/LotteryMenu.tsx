import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGroup, LotteryMenus } from '../../../../shared/schemas/lottery';
import type { Envelope } from '../../../../shared/api/envelope';
import '../content/shared.css';
import './lottery.css';

/** `/lgw` menus arrive as an object of groups keyed by code; the platform's order is kept. */
export function groupsOf(menus: LotteryMenus | null | undefined): LotteryMenuGroup[] {
  if (!menus || typeof menus !== 'object') return [];
  return Object.values(menus).filter((g) => g && Array.isArray(g.gameMenus));
}

/**
 * The lottery groups and their games as links on the page's own route; `?gameCode` marks the chosen
 * game (the betting screen itself belongs to the lottery platform).
 */
export function LotteryMenu({ title, basePath, load }: {
  title: string;
  basePath: string;
  load: (signal: AbortSignal) => Promise<Envelope<LotteryMenus>>;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [groups, setGroups] = useState<LotteryMenuGroup[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setGroups(null);
    setFailed(false);
    void load(controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setFailed(!answer.success);
      setGroups(answer.success ? groupsOf(answer.value) : []);
    });
    return () => controller.abort();
  }, [load, attempt]);

  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  const chosen = groups?.flatMap((g) => g.gameMenus).find((g) => g.gameCode === gameCode);

  return (
    <div className="page lottery-page">
      <h1 className="section-title">{title}</h1>
      {chosen && (
        <p className="lottery-page__chosen" role="status">
          {t('lottery.chosen', { game: chosen.labelName || chosen.gameName })}
          {playType && ` · ${t('lottery.playType', { playType })}`}
        </p>
      )}
      {groups === null && <p role="status" className="status-text">{t('lottery.loading')}</p>}
      {failed && (
        <p role="alert" className="status-text">
          {t('lottery.failed')}{' '}
          <button type="button" className="chip" onClick={() => setAttempt(attempt + 1)}>{t('common.retry')}</button>
        </p>
      )}
      {groups !== null && !failed && groups.length === 0 && <p className="status-text">{t('lottery.empty')}</p>}
      {groups?.map((group) => (
        <section key={group.gameGroupCode} className="lottery-group" aria-labelledby={`lottery-group-${group.gameGroupCode}`}>
          <h2 id={`lottery-group-${group.gameGroupCode}`} className="lottery-group__title">{group.labelName}</h2>
          <ul className="lottery-group__games">
            {group.gameMenus.map((game) => {
              const current = game.gameCode === gameCode;
              return (
                <li key={game.gameCode}>
                  <Link
                    to={`${basePath}?gameCode=${encodeURIComponent(game.gameCode)}`}
                    className={current ? 'lottery-game lottery-game--current' : 'lottery-game'}
                    aria-current={current ? 'true' : undefined}
                  >
                    <span className="lottery-game__name">{game.labelName || game.gameName}</span>
                    {game.drawIntervalSeconds !== undefined && game.drawIntervalSeconds > 0 && (
                      <span className="lottery-game__interval">{formatInterval(game.drawIntervalSeconds, t)}</span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function formatInterval(seconds: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (seconds < 60) return t('lottery.everySeconds', { count: seconds });
  if (seconds < 3600) return t('lottery.everyMinutes', { count: Math.round(seconds / 60) });
  if (seconds < 86400) return t('lottery.everyHours', { count: Math.round(seconds / 3600) });
  return t('lottery.daily');
}
