import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game } from '../../../../shared/domains/games/schemas';
import { language } from '../../lib/i18n';
import { brand } from '../../lib/stores/brand';
import { fetchGamePage } from '../../lib/gameList';
import { useLoad } from '../../lib/load/useLoad';
import type { Answer } from '../../lib/load/answer';
import { useLaunch } from '../../lib/launch/useLaunch';
import { gameTitle } from '../../lib/launch/launch';
import './games.css';
import './inhouse.css';

/**
 * The platform's own games: a slot, a table game and the lottery lobby. Slot and table are
 * played through a catalogue game of their kind (the first of the slots and of the live tables),
 * launched under its own name: the frame's title, the recently played entry and the demo all
 * name the same game, and the card says which one it is.
 */
export const InhouseKinds = [
  { key: 'slot', gameType: 'RNG' },
  { key: 'table', gameType: 'LIVE' },
  { key: 'lottery', gameType: null },
] as const;

type Representatives = Partial<Record<'slot' | 'table', Game | null>>;
const PlayedThroughCatalogue = InhouseKinds.flatMap((kind) => (kind.gameType === null ? [] : [{ key: kind.key, gameType: kind.gameType }]));

export default function InhousePage() {
  useSignals();
  const { t } = useTranslation('games');
  const { play, playLottery, busy } = useLaunch();
  const merchant = brand.value.merchant;
  const lang = language.value;
  const representatives = useLoad(`${merchant}:${lang}`, async (signal): Promise<Answer<Representatives>> => {
    const found = await Promise.all(
      PlayedThroughCatalogue.map(async (kind) => {
        const result = await fetchGamePage({ gameType: kind.gameType, pageNo: 1, pageSize: 1 }, { merchant, language: lang }, signal);
        return [kind.key, result.success ? (result.value.games[0] ?? null) : null] as const;
      }),
    );
    return { success: true, value: Object.fromEntries(found) };
  });
  const games: Representatives = representatives.state.value ?? {};

  return (
    <div className="page inhouse-page">
      <h1 className="section-title">{t('inhouse.title')}</h1>
      <p className="status-text">{t('inhouse.intro')}</p>
      <ul className="inhouse-grid">
        {InhouseKinds.map((kind) => {
          const name = t(`inhouse.kinds.${kind.key}.name`);
          const game = kind.key === 'lottery' ? undefined : games[kind.key];
          const unavailable = kind.key !== 'lottery' && game === null;
          const pending = kind.key !== 'lottery' && game === undefined;
          const launch = () => {
            if (kind.key === 'lottery') void playLottery({ view: 'lobby', title: name });
            else if (game) void play(game);
          };
          return (
            <li key={kind.key}>
              <article className={`inhouse-card inhouse-card--${kind.key}`} aria-labelledby={`inhouse-${kind.key}`}>
                <h2 id={`inhouse-${kind.key}`}>{name}</h2>
                <p>{t(`inhouse.kinds.${kind.key}.description`)}</p>
                {game && <p className="inhouse-card__game">{t('inhouse.playsGame', { game: gameTitle(game) })}</p>}
                {unavailable ? (
                  <p role="status" className="status-text">
                    {t('inhouse.unavailable')}
                  </p>
                ) : (
                  <button
                    type="button"
                    className="pill-button"
                    disabled={busy || pending}
                    aria-label={t('games.playGame', { game: name })}
                    onClick={launch}
                  >
                    {t('games.play')}
                  </button>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
