import { usePreference } from '@murmur/shared';
import { forwardRef, type HTMLAttributes, useMemo } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { VIRTUALISE_AFTER } from '../timeline/timeline-feed';
import { KeepFocusedInPlace } from './keep-focused-in-place';
import type { Conversation } from './load-conversation';
import { pendingAbove, revealOrder } from './reveal-plan';
import { sortThread } from './thread-order';
import { ThreadStatus } from './thread-status';
import { useProgressiveReveal } from './use-progressive-reveal';

/** Rendered beyond the viewport, as in the feed, so fast scrolling and Tab find posts there. */
const OVERSCAN_PX = { top: 800, bottom: 1600 };

/**
 * The thread sorted by id. Like the feed (decision 0020), a long one with `virtualScrolling` on
 * keeps only the posts near the viewport in the DOM; otherwise all are rendered, a chunk at a time.
 * Unlike the feed it is no role="feed": the composer's Status given aria-posinset takes itself to
 * be in a feed and would follow `hideAttachments` instead of `hideAttachmentsInConv`.
 * `complete` is false while only the opened status is known: the page draws it with this same
 * view, so it stays mounted (with a menu or form the reader opened on it) when the thread arrives.
 */
export function ThreadLinear({
  conversation,
  complete = true,
}: {
  conversation: Conversation;
  complete?: boolean;
}) {
  const ids = useMemo(() => sortThread(conversation.items).map((item) => item.id), [conversation]);
  const virtualScrolling = usePreference('virtualScrolling');
  return virtualScrolling && ids.length > VIRTUALISE_AFTER ? (
    <VirtualThread ids={ids} focusedId={conversation.focusedId} />
  ) : (
    <ProgressiveThread ids={ids} focusedId={conversation.focusedId} complete={complete} />
  );
}

interface ThreadProps {
  ids: readonly string[];
  focusedId: string;
}

/** The virtual list's element: the same element the plain thread renders. */
const ThreadList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function ThreadList(props, ref) {
    return <div {...props} ref={ref} className="conversation-linear" />;
  },
);

function VirtualThread({ ids, focusedId }: ThreadProps) {
  const focusedIndex = Math.max(0, ids.indexOf(focusedId));
  return (
    <Virtuoso
      useWindowScroll
      data={ids as string[]}
      computeItemKey={(_, id) => id}
      increaseViewportBy={OVERSCAN_PX}
      // The list opens with the focused status in the middle of the viewport.
      initialTopMostItemIndex={{ index: focusedIndex, align: 'center' }}
      components={{ List: ThreadList }}
      itemContent={(_, id) => <ThreadStatus id={id} focused={id === focusedId} scrollOnMount={false} />}
    />
  );
}

function ProgressiveThread({ ids, focusedId, complete }: ThreadProps & { complete: boolean }) {
  const order = useMemo(() => revealOrder(ids, focusedId), [ids, focusedId]);
  const { revealed, opening } = useProgressiveReveal(order, complete);
  const active = opening && pendingAbove(ids, focusedId, revealed);
  return (
    <KeepFocusedInPlace className="conversation-linear" active={active}>
      {ids
        .filter((id) => revealed.has(id))
        .map((id) => (
          <ThreadStatus key={id} id={id} focused={id === focusedId} />
        ))}
    </KeepFocusedInPlace>
  );
}
