import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrizeTickets } from './PrizeTickets';
import { PromoCodes } from './PromoCodes';
import { Raffles } from './Raffles';
import { RewardList } from './RewardList';
import { SignInCard } from './SignInCard';
import './rewards.css';

/**
 * The reward centre (rewardCenter, REWCEN3): the daily sign-in, the rewards to claim and those
 * claimed, promo codes, prize tickets and raffles. A payment in any section refreshes them all.
 */
export default function RewardCenterPage() {
  const { t } = useTranslation('rewards');
  const [round, setRound] = useState(0);
  const paid = () => setRound((n) => n + 1);
  return (
    <div className="rewards-page">
      <h2 className="section-title">{t('rewards.title')}</h2>
      <p className="rewards-intro">{t('rewards.intro')}</p>
      <div className="rewards-grid">
        <SignInCard refresh={round} onPaid={paid} />
        <RewardList refresh={round} onPaid={paid} />
        <PrizeTickets refresh={round} onPaid={paid} />
        <PromoCodes refresh={round} onPaid={paid} />
        <Raffles refresh={round} />
      </div>
    </div>
  );
}
