import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigateSafe } from '../../lib/navigation';
import { isLoggedIn } from '../../lib/stores/session';
import { helpModal, loginPopup, noticePopup } from '../../lib/stores/ui';
import { openCustomerService } from '../../lib/customerService';
import { ChevronIcon, GaugeIcon, HeadsetIcon, HelpIcon, MailIcon, MegaphoneIcon } from './icons';
import { readLocal, writeLocal } from '../../lib/storage';
import './service.css';

/** The speed test runs only when asked for: its probes and its chunk wait for the click. */
const SpeedTest = lazy(() => import('./SpeedTest').then((m) => ({ default: m.SpeedTest })));

/** The member centre's messages page (the member centre's messageV2 page). */
export const MESSAGES_PATH = '/member/messageV2';

/** The panel starts folded and then keeps whatever the player last chose, across reloads. */
function startsOpen(): boolean {
  return readLocal('servicePanel') === 'open';
}

/** The service panel: a column of the shell beside every page (styles/layout.css), so it never lies over content. */
export function ServicePanel() {
  useSignals();
  const { t } = useTranslation('service');
  const navigate = useNavigateSafe();
  const [expanded, setExpanded] = useState(startsOpen);
  const [speedOpen, setSpeedOpen] = useState(false);
  const listId = useId();
  const speedId = useId();

  const openMessages = () => {
    if (!isLoggedIn.value) {
      loginPopup.value = 'login';
      return;
    }
    navigate(MESSAGES_PATH);
  };

  return (
    <aside className={expanded ? 'service-panel service-panel--open' : 'service-panel'} aria-label={t('service.panel')}>
      <button
        type="button"
        className="service-panel__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          writeLocal('servicePanel', expanded ? 'closed' : 'open');
          setExpanded(!expanded);
        }}
      >
        <ChevronIcon open={expanded} />
        <span className="visually-hidden">{expanded ? t('service.collapse') : t('service.expand')}</span>
      </button>
      <div id={listId} className="service-panel__body" hidden={!expanded}>
        <ul className="service-panel__list">
          <Item icon={<HeadsetIcon />} label={t('service.customerService')} onClick={() => void openCustomerService()} />
          <Item icon={<MailIcon />} label={t('service.messages')} onClick={openMessages} />
          <Item
            icon={<MegaphoneIcon />}
            label={t('service.announcement')}
            onClick={() => (noticePopup.value = { open: true, index: null })}
          />
          <Item icon={<HelpIcon />} label={t('service.helpCentre')} onClick={() => (helpModal.value = { open: true, tag: null })} />
          <Item
            icon={<GaugeIcon />}
            label={t('service.speedTest')}
            onClick={() => setSpeedOpen(!speedOpen)}
            expanded={speedOpen}
            controls={speedId}
          />
        </ul>
        <div id={speedId} className="service-panel__speed" hidden={!speedOpen}>
          {speedOpen && (
            <Suspense fallback={null}>
              <SpeedTest />
            </Suspense>
          )}
        </div>
      </div>
    </aside>
  );
}

function Item({
  icon,
  label,
  onClick,
  expanded,
  controls,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  expanded?: boolean;
  controls?: string;
}) {
  return (
    <li>
      <button type="button" className="service-panel__item" onClick={onClick} aria-expanded={expanded} aria-controls={controls}>
        {icon}
        <span>{label}</span>
      </button>
    </li>
  );
}
