import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import type { Notice } from '../../../../shared/domains/content/schemas';
import { Modal } from '../../components/Modal';
import { sanitizeHtml } from '../../lib/html';
import { language } from '../../lib/i18n';
import { noticePopup } from '../../lib/stores/ui';
import { announcements, announcementsState, ensureAnnouncements } from '../../lib/content';
import './notices.css';

/** The player notices as an accordion: one entry open at a time. */
export function NoticePopup() {
  useSignals();
  const { t } = useTranslation('notices');
  const { open, index } = noticePopup.value;
  const lang = language.value;

  useEffect(() => {
    if (open) void ensureAnnouncements(lang);
  }, [open, lang]);

  const close = () => {
    noticePopup.value = { open: false, index: null };
  };
  const notices = announcements.value?.player ?? [];
  const state = announcementsState.value;

  return (
    <Modal open={open} title={t('notices.title')} onClose={close} showClose closeOnEscape className="notice-popup">
      {notices.length > 0 ? (
        <NoticeAccordion notices={notices} initialIndex={index} />
      ) : (
        <p className="notice-popup__empty" role="status">
          {state === 'loading' || state === 'idle' ? t('notices.loading') : state === 'failed' ? t('notices.failed') : t('notices.empty')}
        </p>
      )}
    </Modal>
  );
}

export function NoticeAccordion({ notices, initialIndex }: { notices: readonly Notice[]; initialIndex: number | null }) {
  const { i18n } = useTranslation('notices');
  const [openIndex, setOpenIndex] = useState<number | null>(initialIndex);
  const [requested, setRequested] = useState(initialIndex);
  const baseId = useId();

  // A new request to pre-open an entry (the store's index) wins over the visitor's last choice.
  if (requested !== initialIndex) {
    setRequested(initialIndex);
    setOpenIndex(initialIndex);
  }

  const dateFormat = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium' });
  return (
    <ul className="notice-list">
      {notices.map((notice, i) => {
        const expanded = openIndex === i;
        const panelId = `${baseId}-notice-${i}`;
        return (
          <li key={notice.id} className={expanded ? 'notice-list__item notice-list__item--open' : 'notice-list__item'}>
            <h3 className="notice-list__heading">
              <button
                type="button"
                className="notice-list__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpenIndex(expanded ? null : i)}
              >
                <span className="notice-list__title">{notice.title}</span>
                {Number.isFinite(notice.time) && notice.time > 0 && (
                  <time className="notice-list__time" dateTime={new Date(notice.time).toISOString()}>
                    {dateFormat.format(notice.time)}
                  </time>
                )}
              </button>
            </h3>
            <div
              id={panelId}
              className="notice-list__content"
              role="region"
              aria-label={notice.title}
              hidden={!expanded}
              dangerouslySetInnerHTML={expanded ? { __html: sanitizeHtml(notice.content) } : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
