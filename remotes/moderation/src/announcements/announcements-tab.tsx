import { type Announcement, HtmlContent } from '@murmur/shared';
import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { fetchAdminAnnouncements } from '../api/admin-api';
import { errorText } from '../common/error-text';
import { AnnouncementAdmin } from './announcement-admin';
import { messages } from './messages';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; items: Announcement[] }
  | { kind: 'error'; message: string };

/** A date in the interface language (not the browser's). */
function when(intl: IntlShape, iso: string, allDay: boolean): string {
  return allDay
    ? intl.formatDate(iso, { dateStyle: 'medium' })
    : intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The admin's announcements tab: post a new one, and edit or delete every one the server has. */
export function AnnouncementsTab() {
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    fetchAdminAnnouncements(controller.signal)
      .then((items) => setLoad({ kind: 'ready', items }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ kind: 'error', message: errorText(intl, error) });
      });
    return () => controller.abort();
  }, [attempt, intl]);

  return (
    <div className="announcements-tab">
      <AnnouncementAdmin onChanged={refresh} />
      {load.kind === 'loading' ? (
        <p role="status" className="moderation-faint">
          <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} />{' '}
          <FormattedMessage {...messages.loading} />
        </p>
      ) : null}
      {load.kind === 'error' ? (
        <div role="alert" className="moderation-error">
          <p>{intl.formatMessage(messages.loadError, { error: load.message })}</p>
          <button type="button" className="button" onClick={refresh}>
            <FormattedMessage {...messages.retry} />
          </button>
        </div>
      ) : null}
      {load.kind === 'ready' && load.items.length === 0 ? (
        <p className="moderation-empty">
          <FormattedMessage {...messages.none} />
        </p>
      ) : null}
      {load.kind === 'ready' ? (
        <ul className="announcements-tab__list">
          {load.items.map((a) => (
            <li key={a.id} className="announcement-item">
              <div className="announcement-item__content" dir="auto">
                <HtmlContent
                  html={a.content}
                  emojis={a.emojis}
                  mentions={a.mentions}
                  tags={a.tags}
                  inlineImages="alt-text"
                />
              </div>
              <p className="moderation-faint">
                {intl.formatMessage(messages.published, { time: when(intl, a.published_at, false) })}
                {a.starts_at
                  ? ` · ${intl.formatMessage(messages.startsAt, { time: when(intl, a.starts_at, a.all_day) })}`
                  : ''}
                {a.ends_at
                  ? ` · ${intl.formatMessage(messages.endsAt, { time: when(intl, a.ends_at, a.all_day) })}`
                  : ''}
              </p>
              <AnnouncementAdmin announcementId={a.id} onChanged={refresh} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
