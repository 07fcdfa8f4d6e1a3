import { Children, forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { type IndexLocationWithAlign, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { type FeedContext, feedAttributes } from './feed-attributes';

// The virtual list (decision 0020), in a chunk of its own: only a feed past VIRTUALISE_AFTER posts
// uses it, and react-virtuoso was a third of the timelines remote's first-screen code. The
// notifications' virtual list comes in the same chunk (decision 0280).

export { VirtualNotificationList } from '../notifications/virtual-notification-list';

/** Rendered beyond the viewport in a virtual feed, so keyboard and fast scrolling find posts there. */
const OVERSCAN_PX = { top: 800, bottom: 1600 };

/** The virtual list's element: the same role="feed" element as the plain feed. */
const FeedList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & { context?: FeedContext }>(
  function FeedList({ context, children, ...props }, ref) {
    // A feed must own articles: before the virtual list has laid out its first items (or when
    // there are none) the element is a plain container, unless a page is on its way.
    const isFeed = Boolean(context?.loading) || Children.count(children) > 0;
    return (
      <div
        {...props}
        {...(context && isFeed ? feedAttributes(context) : {})}
        ref={ref}
        className="timeline-feed"
      >
        {children}
      </div>
    );
  },
);

export interface VirtualFeedProps {
  ids: readonly string[];
  handle: Ref<VirtuosoHandle>;
  initialTopMostItemIndex: IndexLocationWithAlign | number;
  context: FeedContext;
  item: (statusId: string, index: number) => ReactNode;
}

/** The feed's posts in a virtual list scrolled by the window. */
export function VirtualFeed({ ids, handle, initialTopMostItemIndex, context, item }: VirtualFeedProps) {
  return (
    <Virtuoso
      ref={handle}
      useWindowScroll
      data={ids as string[]}
      computeItemKey={(_, statusId) => statusId}
      increaseViewportBy={OVERSCAN_PX}
      initialTopMostItemIndex={initialTopMostItemIndex}
      context={context}
      components={{ List: FeedList }}
      itemContent={(index, statusId) => item(statusId, index)}
    />
  );
}
