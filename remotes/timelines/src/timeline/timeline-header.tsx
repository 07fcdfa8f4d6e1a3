import type { TimelinePageProps, TimelineState } from '@murmur/shared/core';
import { FormattedMessage } from 'react-intl';
import { timelineMessages, timelineNames } from './messages';
import { QuickSettings } from './quick-settings';
import { TagFollowButton } from './tag-follow-button';
import { normalizeTag } from './timeline-key';
import { TimelineMenu } from './timeline-menu';
import { flushQueued } from './timeline-state';
import { useListTitle } from './use-list-title';

export interface TimelineHeaderProps extends TimelinePageProps {
  headingId: string;
  state: TimelineState;
  onShowNew: () => void;
  /** The reply-visibility preference changed: the timeline is fetched again. */
  onReload: () => void;
}

/**
 * Spec 2 section 2: the timeline's name, the follow button of a tag, and a button that shows 'show new (N)' or 'reload', or
 * else an 'up to date' text.
 */
export function TimelineHeader({ headingId, state, onShowNew, onReload, ...props }: TimelineHeaderProps) {
  const pending = state.newIds.length;
  return (
    <header className="timeline-header">
      {props.embedded ? null : <TimelineMenu />}
      <h2 id={headingId} className={props.embedded ? 'timeline-title visually-hidden' : 'timeline-title'}>
        <TimelineName {...props} />
      </h2>
      {props.timeline === 'tag' && <TagFollowButton tag={normalizeTag(props.tag)} />}
      {pending > 0 ? (
        <button type="button" className="button timeline-show-new" onClick={onShowNew}>
          {flushQueued(state) ? (
            <FormattedMessage {...timelineMessages.reload} />
          ) : (
            <FormattedMessage {...timelineMessages.showNew} values={{ count: pending }} />
          )}
        </button>
      ) : (
        <span className="timeline-up-to-date">
          <FormattedMessage {...timelineMessages.upToDate} />
        </span>
      )}
      {props.embedded ? null : <QuickSettings onReplyVisibilityChange={onReload} />}
    </header>
  );
}

/** The name of the timeline: '#' plus the tag for a tag, the list's title for a list. */
function TimelineName({ timeline, tag, listId }: TimelinePageProps) {
  const listTitle = useListTitle(timeline === 'list' ? listId : undefined);
  if (timeline === 'tag')
    return <FormattedMessage {...timelineNames.tag} values={{ tag: normalizeTag(tag) }} />;
  if (timeline === 'list' && listTitle) return <>{listTitle}</>;
  if (!(timeline in timelineNames)) return null;
  return <FormattedMessage {...timelineNames[timeline as keyof typeof timelineNames]} />;
}
