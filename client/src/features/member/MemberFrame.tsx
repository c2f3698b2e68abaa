import { Suspense, useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../../components/LoadStatus';
import { SafeNavLink } from '../../components/SafeLink';
import type { Loaded } from '../../lib/load/useLoad';

/** A menu entry: the page id the URL carries and the key of its text. */
export interface MemberMenuItem {
  id: string;
  labelKey: string;
  /** A count shown beside the entry's text (pending missions); none when 0 or absent. */
  badge?: number;
}

/** The frame's own texts, already in the reader's language. */
export interface CentreTexts {
  title: string;
  menuLabel: string;
  close: string;
  loading: string;
  settingsFailed: string;
  notFoundTitle: string;
  notFound: string;
  signIn: string;
  trial: string;
  /** A menu entry's text from its key. */
  menuText: (labelKey: string) => string;
}

/** The member centre's texts, from the member namespace. */
export function useMemberCentreTexts(): CentreTexts {
  const { t } = useTranslation('member');
  return {
    title: t('memberCentre.title'),
    menuLabel: t('memberCentre.menuLabel'),
    close: t('memberCentre.close'),
    loading: t('memberCentre.loading'),
    settingsFailed: t('memberCentre.settingsFailed'),
    notFoundTitle: t('memberCentre.notFoundTitle'),
    notFound: t('memberCentre.notFound'),
    signIn: t('memberCentre.signIn'),
    trial: t('memberCentre.trial'),
    menuText: (labelKey) => t(labelKey),
  };
}

/**
 * How the player moved inside a centre, kept in each entry's history state: `depth` pages opened
 * from the menu since entering, and whether a page of the site lies before the centre (the first
 * entry of a visit has the key 'default': there is nothing to go back to).
 */
export interface CentreTrail {
  depth: number;
  entered: boolean;
}

export function trailOf(state: unknown, locationKey: string): CentreTrail {
  const trail = (state ?? {}) as Partial<CentreTrail>;
  return {
    depth: typeof trail.depth === 'number' && trail.depth >= 0 ? trail.depth : 0,
    entered: typeof trail.entered === 'boolean' ? trail.entered : locationKey !== 'default',
  };
}

/** What the frame shows beside its menu. */
export type MemberFrameContent =
  | { kind: 'page'; Page: ComponentType }
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'signIn' }
  | { kind: 'trial' }
  /** The account may not use this centre: a heading and why, without a menu. */
  | { kind: 'notice'; title: string; text: string }
  | { kind: 'waiting'; load: Loaded<unknown> };

interface FrameProps {
  items: readonly MemberMenuItem[];
  /** The history state each menu link carries (how far the player went inside the centre). */
  linkState: unknown;
  onClose: () => void;
  content: MemberFrameContent;
  /** The centre's address; a page is `<basePath>/<id>`. */
  basePath?: string;
  /** The centre's texts; the member centre's when absent. */
  texts?: CentreTexts;
}

/**
 * The frame of the member centre and of the agent centre: its title, the close button, the menu of
 * the pages that apply (a side column; on a phone a strip above the page that scrolls sideways) and the active page, shown
 * once its chunk has arrived. The app composes it with the pages of the other areas; a centre other
 * than the member centre passes its own address (`basePath`) and texts, so the member namespace is
 * read only by the member centre.
 */
export function MemberFrame(props: FrameProps) {
  return props.texts ? <CentreFrame {...props} texts={props.texts} /> : <MemberCentreFrame {...props} />;
}

function MemberCentreFrame(props: FrameProps) {
  const texts = useMemberCentreTexts();
  return <CentreFrame {...props} texts={texts} />;
}

function CentreFrame({ items, linkState, onClose, content, basePath = '/member', texts: text }: FrameProps & { texts: CentreTexts }) {
  const titleId = useId();
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is a strip wider than the screen: the active page's entry is brought to its
  // middle, so the entries on both sides show. Only the strip scrolls, never the window, so Back keeps
  // the position the shell's scroll restoration gave the page.
  useEffect(() => {
    const strip = menu.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const stripBox = strip.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    strip.scrollLeft += entry.left + entry.width / 2 - (stripBox.left + stripBox.width / 2);
  }, [pathname, items.length]);
  const loading = (
    <p role="status" className="status-text">
      {text.loading}
    </p>
  );
  return (
    <section className="member-centre" aria-labelledby={titleId}>
      <header className="member-centre__bar">
        <h1 id={titleId} className="member-centre__title">
          {text.title}
        </h1>
        <button type="button" className="icon-btn member-centre__close" aria-label={text.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="member-centre__body">
        {items.length > 0 && (
          <nav ref={menu} className="member-centre__menu" aria-label={text.menuLabel}>
            <ul className="member-centre__list">
              {items.map((item) => (
                <li key={item.id}>
                  <SafeNavLink to={`${basePath}/${item.id}`} state={linkState} className="member-centre__link">
                    {text.menuText(item.labelKey)}
                    {item.badge ? (
                      <>
                        {' '}
                        <span className="member-centre__badge">{item.badge}</span>
                      </>
                    ) : null}
                  </SafeNavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="member-centre__page">
          <FrameContent content={content} loading={loading} texts={text} />
        </div>
      </div>
    </section>
  );
}

function FrameContent({ content, loading, texts }: { content: MemberFrameContent; loading: ReactNode; texts: CentreTexts }) {
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
      return <LoadStatus load={content.load} loadingText={texts.loading} failedText={texts.settingsFailed} />;
    case 'notFound':
      return (
        <div className="member-centre__notice">
          <h2>{texts.notFoundTitle}</h2>
          <p>{texts.notFound}</p>
        </div>
      );
    case 'notice':
      return (
        <div className="member-centre__notice">
          <h2>{content.title}</h2>
          <p>{content.text}</p>
        </div>
      );
    case 'signIn':
      return <p className="member-centre__notice">{texts.signIn}</p>;
    case 'trial':
      return <p className="member-centre__notice">{texts.trial}</p>;
  }
}
