import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { role } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import { useLaunch } from '../../lib/launch/useLaunch';
import { fetchPvpRooms } from './pvpRoomList';
import { useLoad } from '../../lib/load/useLoad';
import { LoadStatus } from '../../components/LoadStatus';
import './games.css';

/** The PVP rooms of the lobby's "Rooms" tab; joining launches the room's game with its room id. */
export function PvpRooms({ vendor }: { vendor: string | null }) {
  useSignals();
  const { t } = useTranslation('games');
  const { play, busy } = useLaunch();
  const signedIn = role.value !== 'visitor';
  const rooms = useLoad(signedIn ? (vendor ?? '') : null, (signal) => fetchPvpRooms(vendor, signal));

  if (!signedIn) {
    return (
      <div>
        <p className="status-text">{t('pvp.loginToSee')}</p>
        <button type="button" className="pill-button" onClick={() => (loginPopup.value = 'login')}>
          {t('header.login')}
        </button>
      </div>
    );
  }
  if (rooms.state.status !== 'ready') return <LoadStatus load={rooms} loadingText={t('pvp.loading')} failedText={t('pvp.failed')} />;
  const list = rooms.state.value;
  if (list.length === 0) return <p className="status-text">{t('pvp.empty')}</p>;
  return (
    <ul className="pvp-rooms" aria-label={t('pvp.roomsLabel')}>
      {list.map((room) => {
        const full = room.status === 'FULL';
        const name = t('pvp.roomName', { game: room.gameName, room: room.roomId });
        return (
          <li key={String(room.roomId)} className="pvp-room">
            <h3>{name}</h3>
            <span className="pvp-room__meta">
              {room.vassalage} · {t('pvp.minBet', { amount: room.minBet })}
            </span>
            <span className="pvp-room__meta">{t('pvp.players', { players: room.players, max: room.maxPlayers })}</span>
            <button
              type="button"
              className="pill-button"
              disabled={full || busy}
              aria-label={full ? t('pvp.fullRoom', { room: name }) : t('pvp.joinRoom', { room: name })}
              onClick={() =>
                void play(
                  { nodeId: room.nodeId, gameCode: '', vassalage: room.vassalage, gameType: 'PVP', displayName: room.gameName },
                  { roomId: room.roomId },
                )
              }
            >
              {full ? t('pvp.full') : t('pvp.join')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
