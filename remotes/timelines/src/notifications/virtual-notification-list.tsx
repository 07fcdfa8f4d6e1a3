import type { Notification } from '@murmur/shared';
import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { type ItemProps, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { virtualRowAttributes } from './notification-row';

// The notifications' virtual list, in the virtual feed's chunk (timeline/virtual-feed.tsx): a
// column, drawer or page past VIRTUALISE_NOTIFICATIONS_AFTER notifications draws only those near
// what the reader sees, however many its window holds.

/**
 * Drawn beyond what the reader sees. Less than a feed's: the column is read beside the timeline,
 * a notification at a time, and j or k never goes further than the next one.
 */
const OVERSCAN_PX = { top: 400, bottom: 800 };

/** The list's own element: the same `ul.notifications__list` as the plain list. */
const NotificationList = forwardRef<HTMLUListElement, HTMLAttributes<HTMLUListElement>>(
  function NotificationList({ children, ...props }, ref) {
    return (
      <ul {...props} ref={ref} className="notifications__list">
        {children}
      </ul>
    );
  },
);

interface RowContext {
  setSize: number;
}

/** One row: the same `li` as the plain list draws, with Virtuoso's measuring attributes. */
function NotificationRow({
  item,
  context,
  children,
  ...props
}: ItemProps<Notification> & { context?: RowContext }) {
  const position = Number(props['data-index']) + 1;
  return (
    <li {...props} {...virtualRowAttributes(item, position, context?.setSize ?? 0)}>
      {children}
    </li>
  );
}

export interface VirtualNotificationListProps {
  notifications: readonly Notification[];
  handle: Ref<VirtuosoHandle>;
  /** The element that scrolls the list (the phone's drawer), or null for the window. */
  scrollParent: HTMLElement | null;
  item: (notification: Notification) => ReactNode;
}

/** The notifications in a virtual list, scrolled by the window or by the element holding them. */
export function VirtualNotificationList({
  notifications,
  handle,
  scrollParent,
  item,
}: VirtualNotificationListProps) {
  return (
    <Virtuoso
      ref={handle}
      {...(scrollParent ? { customScrollParent: scrollParent } : { useWindowScroll: true })}
      data={notifications as Notification[]}
      computeItemKey={(_, n) => n.id}
      increaseViewportBy={OVERSCAN_PX}
      context={{ setSize: notifications.length }}
      components={{ List: NotificationList, Item: NotificationRow }}
      itemContent={(_, n) => item(n)}
    />
  );
}
