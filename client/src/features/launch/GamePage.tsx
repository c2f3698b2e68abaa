import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { memberMoney } from '../../lib/money/format';
import { gameFrame } from '../../lib/launch/frameState';
import { isLoggedIn } from '../../lib/stores/session';
import { HIDDEN_BALANCE, balance, balanceHidden, followBalanceWhilePlaying } from '../../lib/stores/wallet';
import { GameFrameView } from './GameFrameView';
import './game-balance.css';

/**
 * The member's balance beside the game: the game moves money the site does not see, so while a
 * frame is open the balance is read again on window focus and every 15 s.
 */
function GameBalance() {
  useSignals();
  const { t } = useTranslation('games');
  useEffect(() => followBalanceWhilePlaying(), []);
  const value = balance.value;
  const text = balanceHidden.value ? HIDDEN_BALANCE : value ? memberMoney(value.sumBalance, value) : t('launch.balanceUpdating');
  return (
    <p className="game-balance" role="group" aria-label={t('launch.balance')}>
      <span className="game-balance__label">{t('launch.balance')}</span>
      <output className="game-balance__amount" aria-live="polite">
        {text}
      </output>
    </p>
  );
}

/** /game: the launched game in the site's frame, with a way back and the member's balance. */
export default function GamePage() {
  useSignals();
  const playing = gameFrame.value !== null && isLoggedIn.value;
  return (
    <>
      {playing && <GameBalance />}
      <GameFrameView />
    </>
  );
}
