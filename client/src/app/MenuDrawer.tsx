import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../components/Modal';
import { i18n } from '../lib/i18n';
import { theme, toggleTheme } from '../lib/theme';
import { isLoggedIn, role } from '../lib/stores/session';
import { helpModal, noticePopup } from '../lib/stores/ui';
import { AffiliateButton } from './Header';
import { LeftMenuEntries } from './LeftMenu';
import '../features/service/service.css';

// The member's label, shortcuts and chat entry come from the member header's chunk (MemberParts), which a signed-in phone has loaded already.
const memberHeader = () => import('./MemberParts');
const MemberLabelChip = lazy(() => memberHeader().then((m) => ({ default: m.MemberLabelChip })));
const MemberShortcuts = lazy(() => memberHeader().then((m) => ({ default: m.MemberShortcuts })));
const ChatEntry = lazy(() => memberHeader().then((m) => ({ default: m.ChatEntry })));
const StopNowButton = lazy(() => import('../features/protection/ShellParts').then((m) => ({ default: m.StopNowButton })));
const SpeedTest = lazy(() => import('../features/service/SpeedTest').then((m) => ({ default: m.SpeedTest })));

// The service entries keep the service panel's own texts (namespace `service`), which a phone has not
// loaded with the panel: the drawer's chunk waits for them, so it never shows a key.
await i18n.loadNamespaces('service');

/**
 * The service entries' icons, drawn as the side menu's are (components/MenuIcon). Kept here rather
 * than shared with the service panel's: sharing them would cut a chunk of its own out of the panel,
 * one more request on a desktop's first paint.
 */
const ServiceIconPaths = {
  announcements: 'M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01',
  speed: 'M4 18a9 9 0 1 1 16 0M12 14l4-5',
  light:
    'M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
} as const;

function ServiceIcon({ name }: { name: keyof typeof ServiceIconPaths }) {
  return (
    <svg className="menu-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ServiceIconPaths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The service panel's entries, which a phone has no column for (announcements, help centre, speed
 * test), and the theme, which the desktop has in its header.
 */
function ServiceEntries() {
  useSignals();
  const { t } = useTranslation();
  const headingId = useId();
  const speedId = useId();
  const [speedOpen, setSpeedOpen] = useState(false);
  const light = theme.value === 'light';
  return (
    <section className="menu-drawer__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="left-menu__heading">
        {t('service:service.panel')}
      </h2>
      <ul className="left-menu__list">
        <li className="left-menu__item">
          <button type="button" className="left-menu__link" onClick={() => (noticePopup.value = { open: true, index: null })}>
            <ServiceIcon name="announcements" />
            <span className="left-menu__label">{t('service:service.announcement')}</span>
          </button>
        </li>
        <li className="left-menu__item">
          <button type="button" className="left-menu__link" onClick={() => (helpModal.value = { open: true, tag: null })}>
            <ServiceIcon name="help" />
            <span className="left-menu__label">{t('service:service.helpCentre')}</span>
          </button>
        </li>
        <li className="left-menu__item">
          <button
            type="button"
            className="left-menu__link"
            aria-expanded={speedOpen}
            aria-controls={speedId}
            onClick={() => setSpeedOpen((v) => !v)}
          >
            <ServiceIcon name="speed" />
            <span className="left-menu__label">{t('service:service.speedTest')}</span>
          </button>
          <div id={speedId} className="menu-drawer__speed" hidden={!speedOpen}>
            {speedOpen && (
              <Suspense fallback={null}>
                <SpeedTest />
              </Suspense>
            )}
          </div>
        </li>
        <li className="left-menu__item">
          {/* Its name says what a press does, as the desktop header's theme button. */}
          <button type="button" className="left-menu__link" onClick={toggleTheme}>
            <ServiceIcon name={light ? 'dark' : 'light'} />
            <span className="left-menu__label">{t(light ? 'theme.switchToDark' : 'theme.switchToLight')}</span>
          </button>
        </li>
      </ul>
    </section>
  );
}

/**
 * The phone's menu: a drawer from the start side with what the desktop spreads over the header,
 * the side menu and the service panel: the member's shortcuts (or the agent entry for a visitor),
 * the side menu's entries with the vendor lists and languages, the service entries and the theme.
 * It closes on Escape, on its close button, on a press on the overlay and when the page changes.
 */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const { key } = useLocation();
  const shownAt = useRef(key);
  const who = role.value;

  // A new page (a menu link, a shortcut, a banner): the drawer has done its job.
  useEffect(() => {
    if (key === shownAt.current) return;
    shownAt.current = key;
    onClose();
  }, [key, onClose]);

  // A link to the page already shown changes no location: its press closes the drawer all the same.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  return (
    <Modal open={open} title={t('menu.tabs.menu')} onClose={onClose} variant="drawer" className="menu-drawer">
      {isLoggedIn.value ? (
        <div className="menu-drawer__member">
          <Suspense fallback={null}>
            <MemberLabelChip />
            <div className="menu-drawer__shortcuts">
              <MemberShortcuts layout="menu" />
              <ChatEntry layout="menu" />
              {(who === 'member' || who === 'agent') && <StopNowButton />}
            </div>
          </Suspense>
        </div>
      ) : (
        <AffiliateButton className="btn btn--ghost btn--block menu-drawer__affiliate" />
      )}
      {/* The entries are the controls: a link's press, by pointer or by Enter, reaches the nav as a bubbling click. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <nav className="menu-drawer__nav" aria-label={t('menu.sideLabel')} onClick={closeOnLink}>
        <LeftMenuEntries />
      </nav>
      <ServiceEntries />
    </Modal>
  );
}
