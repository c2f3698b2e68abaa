import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../../../../shared/domains/inbox/schemas';
import { readPage } from '../../components/DateRangeFilter';
import { LoadStatus } from '../../components/LoadStatus';
import { Modal } from '../../components/Modal';
import { Pagination } from '../../components/Pagination';
import { formatDateTime } from '../../lib/format';
import { sanitizeHtml } from '../../lib/html';
import { useLoad } from '../../lib/load/useLoad';
import { loadUnreadCount, unreadCount } from '../../lib/stores/messages';
import { deleteMessages, loadInbox, markRead } from './inboxData';
import { KindIcon } from './KindIcon';
import './inbox.css';

/**
 * The member's inbox (messageV2): the platform's messages page by page, the unread ones marked in
 * words as well as in weight; opening one reads it (sanitized: operators write it) and marks it
 * read; several can be marked read or deleted at once, a deletion only after a confirmation. Every
 * change asks the header's unread count again.
 */
export default function InboxPage() {
  const { t } = useTranslation('inbox');
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const load = useLoad(`inbox:${page}`, (signal) => loadInbox(page, signal), { keepPrevious: true });
  const value = load.state.value;
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const unread = load.state.status === 'ready' ? load.state.value.unread : null;
  // The inbox's own count is the newest: the header shows it too (a message may have arrived since the header asked).
  useEffect(() => {
    if (unread !== null) unreadCount.value = unread;
  }, [unread]);

  const list = value?.list ?? [];
  // Only the messages shown can be chosen: a selection never reaches a page the member cannot see.
  const selected = list.filter((m) => picked.has(m.id)).map((m) => m.id);
  const allPicked = list.length > 0 && selected.length === list.length;

  const setPage = (next: number) => {
    setPicked(new Set());
    const q = new URLSearchParams(params);
    if (next > 1) q.set('page', String(next));
    else q.delete('page');
    setParams(q, { replace: true });
  };

  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Runs a change, then brings the list and the header's unread count up to date. */
  const change = async (send: () => Promise<{ success: boolean; message?: string }>, failedText: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await send();
      if (!answer.success) {
        setProblem(answer.message || failedText);
        return false;
      }
      load.refresh();
      void loadUnreadCount();
      return true;
    } finally {
      setBusy(false);
    }
  };

  const open = (message: InboxMessage) => {
    setOpened(message);
    if (!message.read) void change(() => markRead([message.id]), t('inbox.readFailed'));
  };

  const readSelected = async () => {
    const ids = list.filter((m) => picked.has(m.id) && !m.read).map((m) => m.id);
    if (ids.length === 0) {
      setPicked(new Set());
      return;
    }
    if (await change(() => markRead(ids), t('inbox.readFailed'))) setPicked(new Set());
  };

  const deleteSelected = async () => {
    const ids = selected;
    setConfirming(false);
    if (await change(() => deleteMessages(ids), t('inbox.deleteFailed'))) {
      setPicked(new Set());
      // The last messages of a later page are gone: show the page before it.
      if (ids.length === list.length && page > 1) setPage(page - 1);
    }
  };

  return (
    <section className="inbox-page" aria-labelledby="inbox-title">
      <div className="inbox-page__head">
        <h2 id="inbox-title" className="section-title">
          {t('inbox.title')}
        </h2>
        {value && value.unread > 0 && <p className="inbox-page__unread">{t('inbox.unreadCount', { count: value.unread })}</p>}
      </div>
      <LoadStatus load={load} loadingText={t('inbox.loading')} failedText={t('inbox.failed')} />
      {problem && (
        <p role="alert" className="inbox-page__problem">
          {problem}
        </p>
      )}
      {value && list.length === 0 && load.state.status === 'ready' && <p className="inbox-empty">{t('inbox.empty')}</p>}
      {list.length > 0 && (
        <>
          <div className="inbox-toolbar" role="toolbar" aria-label={t('inbox.actions')}>
            <label className="inbox-toolbar__all">
              <input
                type="checkbox"
                checked={allPicked}
                onChange={() => setPicked(allPicked ? new Set() : new Set(list.map((m) => m.id)))}
              />
              <span>{t('inbox.selectAll')}</span>
            </label>
            <span className="inbox-toolbar__count" aria-live="polite">
              {t('inbox.selected', { count: selected.length })}
            </span>
            <button type="button" className="btn btn--ghost" disabled={busy || selected.length === 0} onClick={() => void readSelected()}>
              {t('inbox.markRead')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy || selected.length === 0} onClick={() => setConfirming(true)}>
              {t('inbox.delete')}
            </button>
          </div>
          <ul className="inbox-list" aria-busy={load.state.status === 'loading' || undefined}>
            {list.map((message) => (
              <li key={message.id} className={message.read ? 'inbox-item' : 'inbox-item inbox-item--unread'}>
                {/* The label is the box's touch area: on a phone it is finger-sized around the small box. */}
                <label className="inbox-item__pick-area">
                  <input
                    type="checkbox"
                    className="inbox-item__pick"
                    checked={picked.has(message.id)}
                    aria-label={t('inbox.select', { title: message.title })}
                    onChange={() => toggle(message.id)}
                  />
                </label>
                <button type="button" className="inbox-item__open" onClick={() => open(message)}>
                  <span className={`inbox-kind inbox-kind--${message.kind}`}>
                    <KindIcon kind={message.kind} />
                    <span>{t(`inbox.kinds.${message.kind}`)}</span>
                  </span>
                  <span className="inbox-item__title">{message.title}</span>
                  {!message.read && <span className="inbox-item__badge">{t('inbox.unread')}</span>}
                  <time className="inbox-item__time" dateTime={new Date(message.createdAt).toISOString()}>
                    {formatDateTime(message.createdAt)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          {value && <Pagination page={value.pageNo} pageCount={value.totalPages} onChange={setPage} />}
        </>
      )}
      <Modal open={opened !== null} title={opened?.title ?? ''} onClose={() => setOpened(null)} className="inbox-message">
        {opened && (
          <>
            <p className="inbox-message__meta">
              <span className={`inbox-kind inbox-kind--${opened.kind}`}>
                <KindIcon kind={opened.kind} />
                <span>{t(`inbox.kinds.${opened.kind}`)}</span>
              </span>
              <time dateTime={new Date(opened.createdAt).toISOString()}>{formatDateTime(opened.createdAt)}</time>
            </p>
            <div className="inbox-message__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(opened.content) }} />
          </>
        )}
      </Modal>
      <Modal open={confirming} title={t('inbox.confirmTitle')} onClose={() => setConfirming(false)}>
        <p>{t('inbox.confirmText', { count: selected.length })}</p>
        <div className="inbox-confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void deleteSelected()}>
            {t('inbox.confirmDelete')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
