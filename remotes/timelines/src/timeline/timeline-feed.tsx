import { Slot } from '@murmur/shared';
import { type KeyboardEvent, useRef } from 'react';
import { feedMoveFor, moveFocus } from './feed-navigation';

export interface TimelineFeedProps {
  ids: readonly string[];
  loading: boolean;
  bottomedOut: boolean;
  /** Id of the heading that names this feed. */
  labelledBy: string;
  /** Called when the keyboard moves past the last article and older statuses may exist. */
  onReachEnd: () => void;
}

/**
 * The list of statuses as a WAI-ARIA feed. Each post is the composer's Status, which renders the
 * <article> itself with aria-posinset and aria-setsize from the props passed here. The set size is
 * -1 while older statuses may still load and the count once the timeline bottomed out.
 */
export function TimelineFeed({ ids, loading, bottomedOut, labelledBy, onReachEnd }: TimelineFeedProps) {
  const feedRef = useRef<HTMLDivElement>(null);
  const setSize = bottomedOut ? ids.length : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const feed = feedRef.current;
    const move = feedMoveFor(event);
    if (!feed || !move) return;
    event.preventDefault();
    if (!moveFocus(feed, event.target, move) && move === 'next' && !bottomedOut && !loading) onReachEnd();
  };

  return (
    <div
      ref={feedRef}
      role="feed"
      className="timeline-feed"
      aria-busy={loading}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
    >
      {ids.map((statusId, index) => (
        <Slot
          key={statusId}
          name="composer/Status"
          props={{ statusId, posInSet: index + 1, setSize }}
          loading={<StatusPlaceholder posInSet={index + 1} setSize={setSize} />}
        />
      ))}
    </div>
  );
}

/** Holds a post's place in the feed (and in the set count) while the composer remote loads. */
function StatusPlaceholder({ posInSet, setSize }: { posInSet: number; setSize: number }) {
  return (
    <article
      className="timeline-placeholder"
      aria-posinset={posInSet}
      aria-setsize={setSize}
      aria-busy="true"
    />
  );
}
