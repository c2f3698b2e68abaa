import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { SafeLink } from '../../components/SafeLink';
import { isLoggedIn } from '../../lib/stores/session';
import { loadBalance } from '../../lib/stores/wallet';
import { frameOrigin, gameFrame } from '../../lib/launch/frameState';
import './launch.css';

/** What a demo game posts to its parent after each bet: the header balance is out of date. */
export const BALANCE_MESSAGE_TYPE = 'gamefront:balance';

export function isBalanceMessage(event: MessageEvent, allowedOrigin: string | null): boolean {
  if (allowedOrigin === null || event.origin !== allowedOrigin) return false;
  const data: unknown = event.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BALANCE_MESSAGE_TYPE;
}

/**
 * Keeps the header balance true while a game is open: a balance message from the game's own
 * origin refreshes it, and leaving the game refreshes it once more.
 */
function useBalanceFromGame(url: string | null): void {
  useEffect(() => {
    if (url === null) return;
    const origin = frameOrigin(url);
    const onMessage = (event: MessageEvent) => {
      if (isBalanceMessage(event, origin) && isLoggedIn.value) void loadBalance();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      if (isLoggedIn.value) void loadBalance();
    };
  }, [url]);
}

/** The launched game in a frame: /game inside the shell, /seamless edge to edge. */
export function GameFrameView({ seamless = false }: { seamless?: boolean }) {
  useSignals();
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const location = useLocation();
  const frame = gameFrame.value;
  useBalanceFromGame(frame?.url ?? null);

  // The first entry of a visit has key 'default': going back would leave the site, so go home.
  const leave = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  if (!frame) {
    return (
      <section className="page page--centered" aria-labelledby="game-frame-empty">
        <div className="notice-card">
          <h1 id="game-frame-empty">{t('launch.noGameTitle')}</h1>
          <p>{t('launch.noGame')}</p>
          <SafeLink to="/" className="btn btn--primary">
            {t('common.backHome')}
          </SafeLink>
        </div>
      </section>
    );
  }

  const title = frame.title || t('launch.gameFrame');
  return (
    <section className={seamless ? 'game-frame game-frame--seamless' : 'game-frame'} aria-label={title}>
      <div className="game-frame__bar">
        <button type="button" className={seamless ? 'game-frame__exit' : 'btn btn--ghost'} onClick={leave}>
          {seamless ? t('launch.exit') : t('launch.back')}
        </button>
        {!seamless && <h1 className="game-frame__title">{title}</h1>}
      </div>
      <iframe
        className="game-frame__frame"
        src={frame.url}
        title={title}
        allow="fullscreen; autoplay; clipboard-write"
        allowFullScreen
        referrerPolicy="origin"
      />
    </section>
  );
}
