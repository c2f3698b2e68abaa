import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '../../../../shared/domains/points/schemas';
import { LoadStatus } from '../../components/LoadStatus';
import { Tabs } from '../../components/Tabs';
import { formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { requireMember } from '../../lib/requireMember';
import { isLoggedIn } from '../../lib/stores/session';
import { ConvertForm } from './ConvertForm';
import { PointDetails } from './PointDetails';
import { RedeemDialog } from './RedeemDialog';
import { RedeemHistory } from './RedeemHistory';
import { RewardGrid } from './RewardGrid';
import { loadBalance } from './pointsData';
import './points.css';

const TABS = ['rewards', 'history', 'details', 'convert'] as const;
type Tab = (typeof TABS)[number];

/**
 * The point mall (/pointMall): the member's point balance, the rewards with their cost and stock,
 * the redeem history, the point details and the conversion of points to cash. Guests browse the
 * rewards; redeeming and the member's own tabs open the login popup (trial accounts get the
 * register prompt), as every protected action does.
 */
export default function PointMallPage() {
  const { t } = useTranslation('points');
  const titleId = useId();
  const panelId = useId();
  const tabsId = useId();
  const member = isLoggedIn.value;
  const [tab, setTab] = useState<Tab>('rewards');
  const [chosen, setChosen] = useState<PointReward | null>(null);
  // Every redemption or conversion changes the balance and the lists: they ask again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  const balance = useLoad(member ? 'points/balance' : null, loadBalance, { refreshOn: version });

  const select = (key: string) => {
    const next = TABS.find((candidate) => candidate === key) ?? 'rewards';
    if (next !== 'rewards' && !requireMember()) return;
    setTab(next);
  };
  const choose = (reward: PointReward) => {
    if (requireMember()) setChosen(reward);
  };

  return (
    <section className="page point-mall" aria-labelledby={titleId}>
      <header className="point-mall__head">
        <h1 id={titleId} className="section-title">
          {t('points.title')}
        </h1>
        {member ? (
          <div className="point-mall__balance" role="group" aria-label={t('points.balance.label')}>
            <span className="point-mall__balance-label">{t('points.balance.label')}</span>
            {balance.state.value ? (
              <strong className="point-mall__balance-value" data-testid="point-balance">
                {formatNumber(balance.state.value.points)}
              </strong>
            ) : (
              <LoadStatus load={balance} loadingText={t('points.loading')} failedText={t('points.failed')} />
            )}
            <span className="point-mall__balance-note">{t('points.balance.never')}</span>
          </div>
        ) : (
          <p className="point-mall__guest">
            {t('points.guest')}{' '}
            <button type="button" className="btn btn--primary" onClick={() => requireMember()}>
              {t('points.signIn')}
            </button>
          </p>
        )}
      </header>
      <Tabs
        items={TABS.map((key) => ({ key, label: t(`points.tabs.${key}`) }))}
        selected={tab}
        onSelect={select}
        label={t('points.tabs.label')}
        panelId={panelId}
        idPrefix={tabsId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`} className="point-mall__panel">
        {tab === 'rewards' && <RewardGrid refreshOn={version} onRedeem={choose} />}
        {tab === 'history' && member && <RedeemHistory refreshOn={version} />}
        {tab === 'details' && member && <PointDetails refreshOn={version} />}
        {tab === 'convert' && member && <ConvertForm points={balance.state.value?.points ?? null} onDone={changed} />}
      </div>
      {chosen && member && (
        <RedeemDialog
          reward={chosen}
          points={balance.state.value?.points ?? null}
          onClose={() => setChosen(null)}
          onDone={() => {
            changed();
          }}
        />
      )}
    </section>
  );
}
