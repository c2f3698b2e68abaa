import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../../components/LoadStatus';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/load/useLoad';
import { loadAnnouncements } from './agentData';
import './agent.css';

/**
 * The agent centre's notice board: each announcement's title, date and body. The body is shown as
 * plain text (line breaks kept), never as markup.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const titleId = useId();
  const load = useLoad('agentAnnouncements', loadAnnouncements);
  const list = load.state.value;

  return (
    <section className="agent-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('announcements.title')}
      </h2>
      <LoadStatus load={load} loadingText={t('announcements.loading')} failedText={t('announcements.failed')} />
      {list && list.length === 0 && <p className="status-text">{t('announcements.empty')}</p>}
      {list && list.length > 0 && (
        <ul className="agent-announcements">
          {list.map((item) => (
            <li key={item.id}>
              <article className="agent-announcement" aria-labelledby={`${titleId}-${item.id}`}>
                <h3 id={`${titleId}-${item.id}`} className="agent-announcement__title">
                  {item.title}
                </h3>
                <p className="agent-announcement__date">
                  <time dateTime={new Date(item.publishedAt).toISOString()}>{formatDateTime(item.publishedAt)}</time>
                </p>
                <p className="agent-announcement__body">{item.content}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
