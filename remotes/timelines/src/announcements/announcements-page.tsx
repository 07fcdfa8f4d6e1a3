import {
  type Announcement,
  describeError,
  type EmojiReaction,
  HtmlContent,
  isAbortError,
  Slot,
  StillImage,
  safeMediaUrl,
  useSession,
  useStaffRole,
} from '@murmur/shared';
import { Check, Megaphone } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { heldAnnouncements$, isActive, loadAnnouncements, markRead } from './announcements-data';
import { announcementMessages as m } from './messages';

type LoadState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; list: Announcement[] };

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

/**
 * The announcements page (spec 2 section 2): each announcement with its time span, marked read by
 * the reader (not while inactive); admins see the inactive ones too and post, edit and delete
 * through the moderation remote's `moderation/AnnouncementAdmin` slot.
 */
export function AnnouncementsPage() {
  const intl = useIntl();
  const headingId = useId();
  const session = useSession();
  const role = useStaffRole();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void attempt;
    loadAnnouncements(controller.signal).then(
      (list) => setState({ kind: 'ready', list }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ kind: 'error', message: errorText(intl, error) });
      },
    );
    return () => controller.abort();
  }, [attempt, intl]);
  // What the stream changes (published, edited, reacted to, deleted) shows without a reload.
  useEffect(() => {
    const subscription = heldAnnouncements$.subscribe((list) => {
      if (list) setState({ kind: 'ready', list });
    });
    return () => subscription.unsubscribe();
  }, []);

  const refresh = () => setAttempt((n) => n + 1);

  return (
    <section className="announcements" aria-labelledby={headingId}>
      <header className="timeline-header">
        <h1 id={headingId} className="timeline-title">
          <Megaphone size={18} aria-hidden="true" /> {intl.formatMessage(m.title)}
        </h1>
      </header>
      {role === 'admin' ? (
        <div className="announcements__admin">
          <Slot name="moderation/AnnouncementAdmin" props={{ onChanged: refresh }} unavailable={null} />
        </div>
      ) : null}
      {state.kind === 'loading' ? (
        <p role="status" className="announcements__note">
          {intl.formatMessage(m.loading)}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <div role="alert" className="announcements__note">
          <p>{intl.formatMessage(m.error, { error: state.message })}</p>
          <button type="button" className="button" onClick={refresh}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : null}
      {state.kind === 'ready' && state.list.length === 0 ? (
        <p className="announcements__note">{intl.formatMessage(m.empty)}</p>
      ) : null}
      {state.kind === 'ready' ? (
        <ul className="announcements__list">
          {state.list.map((announcement) => (
            <AnnouncementItem
              key={announcement.id}
              announcement={announcement}
              canRead={session.kind === 'user'}
              admin={role === 'admin'}
              onChanged={refresh}
              onRead={() =>
                setState((current) =>
                  current.kind === 'ready'
                    ? {
                        kind: 'ready',
                        list: current.list.map((a) => (a.id === announcement.id ? { ...a, read: true } : a)),
                      }
                    : current,
                )
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AnnouncementItem({
  announcement,
  canRead,
  admin,
  onChanged,
  onRead,
}: {
  announcement: Announcement;
  canRead: boolean;
  admin: boolean;
  onChanged: () => void;
  onRead: () => void;
}) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = isActive(announcement);
  const format = (iso: string) =>
    announcement.all_day
      ? intl.formatDate(iso, { dateStyle: 'medium' })
      : intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <li
      className={`announcement${announcement.read ? '' : ' announcement--unread'}${active ? '' : ' announcement--inactive'}`}
    >
      <div className="announcement__content" dir="auto">
        <HtmlContent
          html={announcement.content}
          emojis={announcement.emojis}
          mentions={announcement.mentions}
          tags={announcement.tags}
        />
      </div>
      <p className="announcement__meta">
        {announcement.starts_at
          ? intl.formatMessage(m.starts, { time: format(announcement.starts_at) })
          : null}{' '}
        {announcement.ends_at ? intl.formatMessage(m.ends, { time: format(announcement.ends_at) }) : null}
        {!active ? <span className="announcement__inactive"> {intl.formatMessage(m.inactive)}</span> : null}
      </p>
      {announcement.reactions.length > 0 ? (
        <AnnouncementReactions reactions={announcement.reactions} />
      ) : null}
      {canRead ? (
        <button
          type="button"
          className="button announcement__read"
          disabled={announcement.read || !active || busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            markRead(announcement.id)
              .then(onRead)
              .catch((reason: unknown) => setError(errorText(intl, reason)))
              .finally(() => setBusy(false));
          }}
        >
          <Check size={16} aria-hidden="true" />
          {intl.formatMessage(announcement.read ? m.read : m.markRead)}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="announcement__error">
          {intl.formatMessage(m.actionError, { error })}
        </p>
      ) : null}
      {admin ? (
        <Slot
          name="moderation/AnnouncementAdmin"
          props={{ announcementId: announcement.id, onChanged }}
          unavailable={null}
        />
      ) : null}
    </li>
  );
}

/** The reactions an announcement got, read-only: each emoji (a custom one as its image) and its count. */
function AnnouncementReactions({ reactions }: { reactions: readonly EmojiReaction[] }) {
  const intl = useIntl();
  return (
    <ul className="announcement__reactions" aria-label={intl.formatMessage(m.reactions)}>
      {reactions.map((reaction) => {
        const image = reaction.url ? safeMediaUrl(reaction.url) : null;
        const label = intl.formatMessage(m.reaction, { emoji: reaction.name, count: reaction.count });
        return (
          <li key={reaction.name} className="announcement__reaction" title={label}>
            {image ? (
              <StillImage src={image} alt={`:${reaction.name}:`} width={18} height={18} />
            ) : (
              <bdi aria-hidden="true">{reaction.name}</bdi>
            )}
            <span aria-hidden="true">{reaction.count}</span>
            <span className="timeline-visually-hidden">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
