import { MENTIONS_SHOWN, type Mention, profilePath } from '@murmur/shared/core';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';

const defined = defineMessages({
  label: { id: 'status.mentions', defaultMessage: 'Mentions:' },
  more: { id: 'status.plus_more', defaultMessage: '+{count} more' },
  less: { id: 'status.show_less_mentions', defaultMessage: 'Show less' },
  omitted: {
    id: 'status.omitted_more',
    defaultMessage: '{count, plural, one {and # more, not shown} other {and # more, not shown}}',
  },
});
const m = defined as Record<keyof typeof defined, MessageDescriptor>;

/** The mentions a post starts with: the first 5, the rest behind '+N more' (spec 3 section 9). */
export function MentionsLine({
  mentions,
  restrictedNicknames,
  omitted,
}: {
  mentions: readonly Mention[];
  restrictedNicknames: readonly string[];
  /** Mentions the client cut where the answer entered (docs/caps.md). */
  omitted?: number | undefined;
}) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? mentions : mentions.slice(0, MENTIONS_SHOWN);
  const hidden = mentions.length - shown.length;
  return (
    <p className="mentions-line">
      <span className="status-sr-only">{intl.formatMessage(m.label)}</span>
      {shown.map((mention) => (
        <Link
          key={mention.id}
          className="mention mentions-line__link"
          to={profilePath(mention, restrictedNicknames)}
          title={`@${mention.acct}`}
        >
          <bdi>@{mention.username}</bdi>
        </Link>
      ))}
      {hidden > 0 ? (
        <button type="button" className="mentions-line__toggle" onClick={() => setExpanded(true)}>
          {intl.formatMessage(m.more, { count: hidden })}
        </button>
      ) : null}
      {expanded && mentions.length > MENTIONS_SHOWN ? (
        <button type="button" className="mentions-line__toggle" onClick={() => setExpanded(false)}>
          {intl.formatMessage(m.less)}
        </button>
      ) : null}
      {omitted && omitted > 0 ? (
        <span className="mentions-line__omitted">{intl.formatMessage(m.omitted, { count: omitted })}</span>
      ) : null}
    </p>
  );
}
