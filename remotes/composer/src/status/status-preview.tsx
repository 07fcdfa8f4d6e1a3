import { POST_ACTION_ATTRIBUTE, routePaths, type Status as StatusData } from '@murmur/shared/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { attachmentMessages } from '../attachments/messages';
import { pollMessages } from '../polls/messages';
import { ContentWarning } from './content-warning';
import { FoldableContent } from './foldable-content';
import { RelativeTime } from './relative-time';

/**
 * A faint preview of a post, for a notification about the reader's own post (a favourite, a
 * repeat, a reaction, an ended poll, an edit), as Akkoma-FE draws one: the content warning with
 * its toggle, the text (through the same sanitising and caps as the full post), a line saying the
 * post has media or a poll, and a link to the thread. No header, action bar, media, poll voting,
 * reactions or card: the reader wrote the post, and 50 full posts cost thousands of elements.
 */
export function StatusPreview({
  status,
  restrictedNicknames,
}: {
  /** The post shown (for a repeat: the original). */
  status: StatusData;
  restrictedNicknames: readonly string[];
}) {
  const intl = useIntl();
  const bodyId = useId();
  const warning = status.spoiler_text.trim();
  const [expanded, setExpanded] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const open = warning === '' || expanded;
  const hasMedia = status.media_attachments.length > 0 || (status.omitted?.media_attachments ?? 0) > 0;
  // Words the catalogues already hold ('Attachments', 'Poll'): the preview adds no message.
  const notes = [
    hasMedia ? intl.formatMessage(attachmentMessages.attachments) : null,
    status.poll ? intl.formatMessage(pollMessages.poll) : null,
  ].filter((note): note is string => note !== null);
  return (
    <>
      {warning ? (
        <ContentWarning
          text={warning}
          emojis={status.emojis}
          expanded={expanded}
          onToggle={() => setExpanded((v) => !v)}
          controls={bodyId}
        />
      ) : null}
      <div id={bodyId} className="status-body" hidden={!open}>
        {open ? (
          <FoldableContent
            status={status}
            restrictedNicknames={restrictedNicknames}
            unfolded={unfolded}
            onToggle={() => setUnfolded((v) => !v)}
          />
        ) : null}
      </div>
      <p className="status-preview__foot">
        {notes.length > 0 ? <span className="status-preview__note">{notes.join(' · ')}</span> : null}
        {/* The thread: where the media, the poll and the actions are. Beside the text, not around
            it, so no link holds another (the text has its own links). */}
        {/* A date the server garbled draws no time, and a link without words is no link. */}
        {Number.isNaN(Date.parse(status.created_at)) ? null : (
          <Link
            to={routePaths.notice(status.id)}
            className="status-time-link"
            {...{ [POST_ACTION_ATTRIBUTE]: 'open' }}
          >
            <RelativeTime dateTime={status.created_at} />
          </Link>
        )}
      </p>
    </>
  );
}
