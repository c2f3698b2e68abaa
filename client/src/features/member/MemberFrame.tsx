import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../../components/LoadStatus';
import { SafeNavLink } from '../../components/SafeLink';
import type { Loaded } from '../../lib/load/useLoad';

/** A menu entry: the page id the URL carries and its text in this namespace. */
export interface MemberMenuItem {
  id: string;
  labelKey: string;
}

/** What the frame shows beside its menu. */
export type MemberFrameContent =
  | { kind: 'page'; Page: ComponentType }
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'signIn' }
  | { kind: 'trial' }
  | { kind: 'waiting'; load: Loaded<unknown> };

/**
 * The member centre's frame: its title, the close button, the menu of the pages that apply (a side
 * column, a scrolling tab row on a phone) and the active page, shown once its chunk has arrived.
 * The app composes it with the pages of the other areas.
 */
export function MemberFrame({
  items,
  linkState,
  onClose,
  content,
}: {
  items: readonly MemberMenuItem[];
  /** The history state each menu link carries (how far the player went inside the centre). */
  linkState: unknown;
  onClose: () => void;
  content: MemberFrameContent;
}) {
  const { t } = useTranslation('member');
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is a row wider than the screen: the active page's entry is scrolled into sight.
  useEffect(() => {
    const current = menu.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && typeof current.scrollIntoView === 'function') current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, items.length]);
  const loading = (
    <p role="status" className="status-text">
      {t('memberCentre.loading')}
    </p>
  );
  return (
    <section className="member-centre" aria-labelledby="member-centre-title">
      <header className="member-centre__bar">
        <h1 id="member-centre-title" className="member-centre__title">
          {t('memberCentre.title')}
        </h1>
        <button type="button" className="icon-btn member-centre__close" aria-label={t('memberCentre.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="member-centre__body">
        {items.length > 0 && (
          <nav ref={menu} className="member-centre__menu" aria-label={t('memberCentre.menuLabel')}>
            <ul className="member-centre__list">
              {items.map((item) => (
                <li key={item.id}>
                  <SafeNavLink to={`/member/${item.id}`} state={linkState} className="member-centre__link">
                    {t(item.labelKey)}
                  </SafeNavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="member-centre__page">
          <FrameContent content={content} loading={loading} />
        </div>
      </div>
    </section>
  );
}

function FrameContent({ content, loading }: { content: MemberFrameContent; loading: ReactNode }) {
  const { t } = useTranslation('member');
  switch (content.kind) {
    case 'page':
      return (
        <Suspense fallback={loading}>
          <content.Page />
        </Suspense>
      );
    case 'loading':
      return loading;
    case 'waiting':
      return <LoadStatus load={content.load} loadingText={t('memberCentre.loading')} failedText={t('memberCentre.settingsFailed')} />;
    case 'notFound':
      return (
        <div className="member-centre__notice">
          <h2>{t('memberCentre.notFoundTitle')}</h2>
          <p>{t('memberCentre.notFound')}</p>
        </div>
      );
    case 'signIn':
      return <p className="member-centre__notice">{t('memberCentre.signIn')}</p>;
    case 'trial':
      return <p className="member-centre__notice">{t('memberCentre.trial')}</p>;
  }
}
