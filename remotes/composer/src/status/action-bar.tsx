import { type Status as StatusData, safeMediaUrl, useSession } from '@murmur/shared/core';
import { Repeat2, Reply, Star } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePart } from '../parts/part';
import { signedInPart } from '../parts/post-parts';
import { statusMessages } from './messages';

// A visitor's only message here; the signed-in actions' messages load with them (actions/messages.ts).
const visitorMessages = defineMessages({
  interactRemotely: { id: 'status.interact_remotely', defaultMessage: 'Interact from your own server' },
});

export interface ActionBarProps {
  status: StatusData;
  replying: boolean;
  onReply: () => void;
  onQuote: () => void;
  onHistory: () => void;
  onTranslate: () => void;
  /** The '...' menu is about to open (pointer, focus): what its items need starts loading. */
  onMenuIntent?: () => void;
}

/**
 * The post's actions (spec 3 section 4). A visitor sees the counts and a link to interact from
 * their own server; a signed-in reader's buttons and menu are the signed-in parts' (decision
 * 0255), which a visitor's first screen does not download.
 */
export function ActionBar(props: ActionBarProps) {
  const session = useSession();
  // Not waited for by the post: the article is drawn, named and focusable at once (the keyboard
  // loop may be on it), and the buttons fill their row, whose height is kept, when they arrive.
  const signedIn = usePart(signedInPart, session.kind === 'user', false);
  if (session.kind !== 'user') return <VisitorActions status={props.status} />;
  if (signedIn) return <signedIn.UserActionBar {...props} />;
  return <div className="status-actions status-actions--waiting" aria-busy="true" />;
}

function VisitorActions({ status }: { status: StatusData }) {
  const intl = useIntl();
  const remote = safeMediaUrl(status.url ?? status.uri);
  return (
    <div className="status-actions status-actions--visitor">
      <Counts status={status} />
      {remote ? (
        <a className="status-remote-link" href={remote} rel="noopener noreferrer" target="_blank">
          {intl.formatMessage(visitorMessages.interactRemotely)}
        </a>
      ) : null}
    </div>
  );
}

/** Read-only counts, for visitors. */
function Counts({ status }: { status: StatusData }) {
  const intl = useIntl();
  const items = [
    { key: 'reply', Icon: Reply, label: statusMessages.replies, count: status.replies_count },
    { key: 'repeat', Icon: Repeat2, label: statusMessages.repeats, count: status.reblogs_count },
    { key: 'favorite', Icon: Star, label: statusMessages.favorites, count: status.favourites_count },
  ];
  return (
    <ul className="status-counts" aria-label={intl.formatMessage(statusMessages.actions)}>
      {items.map(({ key, Icon, label, count }) => (
        <li key={key} className="status-count">
          <Icon size={16} aria-hidden="true" />
          <bdi aria-hidden="true">{intl.formatNumber(count)}</bdi>
          <span className="status-sr-only">{intl.formatMessage(label, { count })}</span>
        </li>
      ))}
    </ul>
  );
}
