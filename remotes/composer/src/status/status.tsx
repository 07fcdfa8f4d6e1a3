import type { Status as StatusData, StatusProps, UserHighlight } from '@murmur/shared/core';
import { highlightColor, usePreference, useStatus } from '@murmur/shared/core';
import { Pin, Trash2 } from 'lucide-react';
import { type CSSProperties, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleted } from './gravestones';
import { statusMessages } from './messages';
import { RepeatHeader } from './repeat-header';
import { StatusPost } from './status-post';
import { StatusPreview } from './status-preview';
import { useRestrictedNicknames } from './use-restricted-nicknames';
import { mutedWordsIn } from './word-filter';

/**
 * A post from the entity store, by id: an `<article>` named by its author and time (and, for a
 * repeat, by who repeated it), with its place in the feed when it sits in one. With `preview`, a
 * faint preview of its text in a plain box (see StatusPreview).
 */
export function Status({ statusId, posInSet, setSize, showPinned = false, preview = false }: StatusProps) {
  const status = useStatus(statusId);
  const restrictedNicknames = useRestrictedNicknames();
  const intl = useIntl();
  const baseId = useId();
  const repeatId = `${baseId}-repeat`;
  const nameId = `${baseId}-name`;
  const timeId = `${baseId}-time`;
  const muteWords = usePreference('muteWords');
  const hideFiltered = usePreference('hideFilteredStatuses');
  const [showFiltered, setShowFiltered] = useState(false);
  const highlights = usePreference('highlight');
  // In a feed every article is focusable (WAI-ARIA feed pattern: PageDown/PageUp move between them).
  const tabIndex = posInSet === undefined ? undefined : 0;
  const deleted = useDeleted(status?.id, status?.reblog?.id);
  // A preview sits inside the notification's article, which is the keyboard loop's item and is
  // named by its own line: a plain box, without a name of its own.
  const Box = preview ? 'div' : 'article';
  const named = (label: string) => (preview ? {} : { 'aria-label': label });

  if (status && deleted) {
    // Spec 3: a deleted status shows a gravestone, in its place.
    return (
      <Box
        className={`status status--deleted${preview ? ' status--preview' : ''}`}
        aria-posinset={posInSet}
        aria-setsize={setSize}
        tabIndex={tabIndex}
        {...named(intl.formatMessage(statusMessages.deleted))}
      >
        <p className="status-gravestone">
          <Trash2 size={14} aria-hidden="true" /> <FormattedMessage {...statusMessages.deleted} />
        </p>
      </Box>
    );
  }

  if (!status) {
    return (
      <Box
        className={`status status--unavailable${preview ? ' status--preview' : ''}`}
        aria-posinset={posInSet}
        aria-setsize={setSize}
        tabIndex={tabIndex}
        {...named(intl.formatMessage(statusMessages.statusUnavailable))}
      >
        <p className="status-unavailable">
          <FormattedMessage {...statusMessages.statusUnavailable} />
        </p>
      </Box>
    );
  }

  const shown = status.reblog ?? status;
  const muted = mutedWordsIn(shown, muteWords);
  if (muted.length > 0 && !showFiltered) {
    // Spec 3 section 4: a muted post is collapsed with its reason and a toggle (or hidden).
    return (
      <Box
        className={`status status--filtered${preview ? ' status--preview' : ''}`}
        aria-posinset={posInSet}
        aria-setsize={setSize}
        tabIndex={tabIndex}
        hidden={hideFiltered}
        {...named(intl.formatMessage(statusMessages.filtered, { words: muted.join(', ') }))}
      >
        <p className="status-filtered">
          {intl.formatMessage(statusMessages.filtered, { words: muted.join(', ') })}{' '}
          <button type="button" className="status-filtered__show" onClick={() => setShowFiltered(true)}>
            {intl.formatMessage(statusMessages.showContent)}
          </button>
        </p>
      </Box>
    );
  }
  if (preview) {
    return (
      <div className="status status--preview">
        {/* The text may wait for a part (MFM styles), inside the box that holds its place. */}
        <Suspense fallback={<div className="status-waiting" aria-busy="true" />}>
          <StatusPreview key={shown.id} status={shown} restrictedNicknames={restrictedNicknames} />
        </Suspense>
      </div>
    );
  }
  const pinned = showPinned && !status.reblog && isPinned(status);
  const pinnedId = `${baseId}-pinned`;
  const labelledBy = status.reblog
    ? `${repeatId} ${nameId} ${timeId}`
    : pinned
      ? `${pinnedId} ${nameId} ${timeId}`
      : `${nameId} ${timeId}`;
  const highlight = highlightOf(highlights, shown.account.acct);
  return (
    <article
      className={`${status.reblog ? 'status status--repeat' : 'status'}${highlight ? ` status--highlight-${highlight.type}` : ''}`}
      style={highlight ? ({ '--status-highlight': highlight.color } as CSSProperties) : undefined}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      tabIndex={tabIndex}
      aria-labelledby={labelledBy}
    >
      {pinned ? (
        <p className="status-pinned-header">
          <Pin className="status-repeat-icon" size={14} aria-hidden="true" />
          <span id={pinnedId}>{intl.formatMessage(statusMessages.pinned)}</span>
        </p>
      ) : null}
      {status.reblog ? (
        <RepeatHeader repeat={status} labelId={repeatId} restrictedNicknames={restrictedNicknames} />
      ) : null}
      {/* A part the post draws (a poll, a card...: decision 0255) is waited for inside the article,
          which is there from the start: in the feed's set, focusable, and the same element when the
          post fills it, so the keyboard loop's focus is never lost. */}
      <Suspense
        fallback={
          <div className="status-waiting" aria-busy="true">
            {/* The post's name while its body waits: a reader moving by keyboard meets a post named
                by its author, not a nameless one; the header takes the id over when it is drawn. */}
            <span id={nameId} hidden>
              {shown.account.display_name || shown.account.username}
            </span>
          </div>
        }
      >
        <StatusPost
          inFeed={posInSet !== undefined}
          key={shown.id}
          status={shown}
          nameId={nameId}
          timeId={timeId}
          restrictedNicknames={restrictedNicknames}
        />
      </Suspense>
    </article>
  );
}

/** Pinned to its author's profile: Mastodon says so to the author, Pleroma and Akkoma to everyone. */
export function isPinned(status: StatusData): boolean {
  return status.pinned || Boolean(status.pleroma.pinned_at);
}

/**
 * The reader's highlight for an author (the profile card sets it, by screen name), or null. The
 * colour comes from preferences a file may have imported: only a #rrggbb colour is used.
 */
export function highlightOf(highlights: Record<string, UserHighlight>, acct: string): UserHighlight | null {
  const highlight = highlights[acct];
  if (!highlight || !['solid', 'striped', 'side'].includes(highlight.type)) return null;
  return { type: highlight.type, color: highlightColor(highlight.color) };
}
