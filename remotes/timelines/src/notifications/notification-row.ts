import type { Notification } from '@murmur/shared';

/** A notification's `li`: marked while it is unseen. */
export function notificationRowClass(n: Notification): string {
  return `notification${n.pleroma.is_seen ? '' : ' notification--unseen'}`;
}

/**
 * A notification's `li` in the virtual list. Its place and the list's size are given as the list
 * item's aria-posinset and aria-setsize: the virtual list holds only the rows near what the reader
 * sees, and a screen reader still hears "3 of 50".
 */
export function virtualRowAttributes(n: Notification, position: number, setSize: number) {
  return {
    className: notificationRowClass(n),
    'aria-posinset': position,
    'aria-setsize': setSize,
    'data-notification-id': n.id,
  } as const;
}

/** The row (an `li` of the list) holding `element`, or null. */
export function rowOf(list: HTMLElement | null, element: Element | null): HTMLElement | null {
  const row = element?.closest<HTMLElement>('li[data-notification-id]') ?? null;
  return row && list?.contains(row) ? row : null;
}

/** The row of the notification `id`, if it is drawn. */
export function rowById(list: HTMLElement | null, id: string): HTMLElement | null {
  if (!list) return null;
  for (const row of list.querySelectorAll<HTMLElement>('li[data-notification-id]'))
    if (row.dataset.notificationId === id) return row;
  return null;
}

/** The notification holding the focus in `list`, or null. */
export function focusedRowId(list: HTMLElement | null): string | null {
  return rowOf(list, document.activeElement)?.dataset.notificationId ?? null;
}

/** The nearest ancestor of `element` that scrolls its content itself, or null for the window. */
export function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  for (let parent = element?.parentElement ?? null; parent; parent = parent.parentElement) {
    if (parent === document.body || parent === document.documentElement) return null;
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}
