import { store, useSession, useUnreadAnnouncements } from '@murmur/shared/core';
import { useSyncExternalStore } from 'react';

function unseenNotifications(): number {
  let count = 0;
  for (const notification of store.notifications.values()) if (!notification.pleroma.is_seen) count++;
  return count;
}

/** Notifications the user has not seen yet (held in the store; zero when signed out). */
export function useUnseenNotifications(): number {
  const session = useSession();
  const count = useSyncExternalStore((listener) => {
    const subscription = store.notifications.changes$.subscribe(() => listener());
    return () => subscription.unsubscribe();
  }, unseenNotifications);
  return session.kind === 'user' ? count : 0;
}

/** What the title and favicon badge count: unseen notifications plus unread announcements. */
export function useBadgeCount(): number {
  return useUnseenNotifications() + useUnreadAnnouncements();
}
