import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { role } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import { useLaunch } from '../../lib/launch/useLaunch';
import { fetchPvpRooms, type PvpRoom } from './pvpRoomList';
import './games.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rooms: PvpRoom[] };

/** The PVP rooms of the lobby's "Rooms" tab; joining launches the room's game with its room id. */
export function PvpRooms({ vendor }: { vendor: string | null }) {
  useSignals();
  const { t } = useTranslation();
  const { play, busy } = useLaunch();
  const signedIn = role.value !== 'visitor';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    void fetchPvpRooms(vendor, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoaded(result.ok ? { state: 'ready', rooms: result.rooms } : { state: 'failed', message: result.message });
    });
    return () => controller.abort();
  }, [signedIn, vendor, attempt]);

  if (!signedIn) {
    return (
      <div>
        <p className="status-text">{t('pvp.loginToSee')}</p>
        <button type="button" className="pill-button" onClick={() => (loginPopup.value = 'login')}>{t('header.login')}</button>
      </div>
    );
  }
  if (loaded.state === 'loading') return <p role="status" className="status-text">{t('pvp.loading')}</p>;
  if (loaded.state === 'failed') {
    return (
      <p role="alert" className="status-text">
        {loaded.message || t('pvp.failed')}{' '}
        <button type="button" className="chip" onClick={() => setAttempt(attempt + 1)}>{t('common.retry')}</button>
      </p>
    );
  }
  if (loaded.rooms.length === 0) return <p className="status-text">{t('pvp.empty')}</p>;
  return (
    <ul className="pvp-rooms" aria-label={t('pvp.roomsLabel')}>
      {loaded.rooms.map((room) => {
        const full = room.status === 'FULL';
        const name = t('pvp.roomName', { game: room.gameName, room: room.roomId });
        return (
          <li key={String(room.roomId)} className="pvp-room">
            <h3>{name}</h3>
            <span className="pvp-room__meta">{room.vassalage} · {t('pvp.minBet', { amount: room.minBet })}</span>
            <span className="pvp-room__meta">{t('pvp.players', { players: room.players, max: room.maxPlayers })}</span>
            <button
              type="button"
              className="pill-button"
              disabled={full || busy}
              aria-label={full ? t('pvp.fullRoom', { room: name }) : t('pvp.joinRoom', { room: name })}
              onClick={() => void play({ nodeId: room.nodeId, gameCode: '', vassalage: room.vassalage, gameType: 'PVP', displayName: room.gameName }, { roomId: room.roomId })}
            >
              {full ? t('pvp.full') : t('pvp.join')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
