import { arrowStep } from '../../lib/readingDirection';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { HelpArticle } from '../../../../shared/domains/content/schemas';
import { Modal } from '../../components/Modal';
import { sanitizeHtml } from '../../lib/html';
import { language } from '../../lib/i18n';
import { helpModal } from '../../lib/stores/ui';
import { ensureHelpTopics, helpTopics, helpTopicsState } from '../../lib/content';
import { HelpPaths } from '../../lib/hooks/useHelpFromLocation';
import './help.css';

/** The article a tag names, else the first one. */
export function selectArticle(topics: readonly HelpArticle[], tag: string | null): HelpArticle | undefined {
  const wanted = tag?.toLowerCase();
  return topics.find((a) => a.tag.toLowerCase() === wanted) ?? topics[0];
}

/**
 * The help centre: topics as tabs, the chosen article and its FAQ entries. Closed on a help address
 * (/help, /helpmc) it returns to /, as the platform's site does; opened over any other page, closing
 * it leaves the player on that page.
 */
export function HelpModal() {
  useSignals();
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { open, tag } = helpModal.value;
  const lang = language.value;

  useEffect(() => {
    if (open) void ensureHelpTopics(lang);
  }, [open, lang]);

  const close = () => {
    helpModal.value = { open: false, tag: null };
    if (HelpPaths.includes(pathname)) navigate('/');
  };

  const topics = helpTopics.value;
  const state = helpTopicsState.value;
  return (
    <Modal open={open} title={t('help.title')} onClose={close} showClose closeOnEscape className="help-modal">
      {topics.length > 0 ? (
        <HelpTabs topics={topics} selected={selectArticle(topics, tag)} />
      ) : (
        <p className="help-modal__status" role="status">
          {state === 'failed' ? t('help.failed') : state === 'ready' ? t('help.empty') : t('help.loading')}
        </p>
      )}
    </Modal>
  );
}

function HelpTabs({ topics, selected }: { topics: readonly HelpArticle[]; selected: HelpArticle | undefined }) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (article: HelpArticle) => {
    helpModal.value = { open: true, tag: article.tag };
  };
  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : arrowStep(event.key, event.currentTarget);
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? topics.length - 1 : step ? (i + step + topics.length) % topics.length : -1;
    if (target < 0) return;
    event.preventDefault();
    choose(topics[target]);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="help-modal__body">
      <div role="tablist" aria-orientation="vertical" className="help-modal__tabs">
        {topics.map((article, i) => {
          const isSelected = article === selected;
          return (
            <button
              key={article.tag}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className="help-modal__tab"
              onClick={() => choose(article)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {article.title}
            </button>
          );
        })}
      </div>
      {selected && (
        <section
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${topics.indexOf(selected)}`}
          className="help-modal__panel"
          style={selected.bgColor ? { borderTopColor: selected.bgColor } : undefined}
        >
          <h3 className="help-modal__heading">{selected.title}</h3>
          {selected.content && <div className="help-modal__article" dangerouslySetInnerHTML={{ __html: sanitizeHtml(selected.content) }} />}
          {selected.children.length > 0 && <HelpFaq entries={selected.children} />}
        </section>
      )}
    </div>
  );
}

function HelpFaq({ entries }: { entries: readonly HelpArticle[] }) {
  return (
    <div className="help-modal__faq">
      {entries
        .filter((e) => e.display !== false)
        .map((entry, i) => (
          <details key={`${entry.tag}-${i}`} className="help-modal__faq-item">
            <summary>{entry.title}</summary>
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.content) }} />
          </details>
        ))}
    </div>
  );
}
