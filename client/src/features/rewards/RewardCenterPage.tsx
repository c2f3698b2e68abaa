import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscountTickets } from './DiscountTickets';
import { Achievements, Quests } from './Goals';
import { PrizeTickets } from './PrizeTickets';
import { PromoCodes } from './PromoCodes';
import { RankBoard } from './RankBoard';
import { Raffles } from './Raffles';
import { RewardList } from './RewardList';
import { recordHeartbeat } from './rewardsData';
import { SignInCard } from './SignInCard';
import './rewards.css';

/**
 * The reward centre (rewardCenter, REWCEN3): the daily sign-in, the rewards to claim and those
 * claimed, quests and achievements with the member's progress, promo codes, prize tickets, discount
 * tickets, raffles and the week's rank board. A payment in any section refreshes them all; a section
 * whose call the platform does not offer steps aside. Opening the centre records the day's visit
 * (the heartbeat), and the achievements follow when it was the day's first.
 */
export default function RewardCenterPage() {
  const { t } = useTranslation('rewards');
  const [round, setRound] = useState(0);
  const paid = () => setRound((n) => n + 1);
  const [beat, setBeat] = useState(0);
  useEffect(() => {
    let live = true;
    void recordHeartbeat().then((recorded) => {
      if (recorded && live) setBeat(1);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="rewards-page">
      <h2 className="section-title">{t('rewards.title')}</h2>
      <p className="rewards-intro">{t('rewards.intro')}</p>
      <div className="rewards-grid">
        <SignInCard refresh={round} onPaid={paid} />
        <RewardList refresh={round} onPaid={paid} />
        <Quests refresh={round} />
        <Achievements refresh={round + beat} />
        <PrizeTickets refresh={round} onPaid={paid} />
        <PromoCodes refresh={round} onPaid={paid} />
        <DiscountTickets refresh={round} />
        <Raffles refresh={round} />
        <RankBoard refresh={round} />
      </div>
    </div>
  );
}
