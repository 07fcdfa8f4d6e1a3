import {
  MOBILE_NOTIFICATIONS_SWIPE_PX,
  Slot,
  saveNotificationsRead,
  store,
  useSession,
} from '@murmur/shared';
import { useCallback, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useFocusTrap } from '../modals/focus-trap';
import { layoutMessages as m } from './messages';
import { useSwipe } from './swipe';

/**
 * Closing the drawer marks the notifications as seen (spec 1 section 2): in the store at once, and
 * on the server up to the newest one (Pleroma's read call, or read markers elsewhere).
 */
export function markNotificationsSeen(): void {
  const unseen = store.notifications.values().filter((n) => !n.pleroma.is_seen);
  if (unseen.length === 0) return;
  for (const n of unseen) store.notifications.patch(n.id, { pleroma: { ...n.pleroma, is_seen: true } });
  const newest = unseen.map((n) => n.id).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[
    unseen.length - 1
  ];
  if (!newest) return;
  // Pleroma's read call, or the read markers of other servers.
  saveNotificationsRead(newest).catch((error: unknown) =>
    console.warn('[murmur] notifications could not be marked as read', error),
  );
}

/**
 * The mobile notifications drawer: slides in from the right, closes on a route change or a right
 * swipe of 50 px. The notifications themselves come with the timelines remote.
 */
export function MobileNotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const session = useSession();
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const openRef = useRef(open);
  openRef.current = open;

  const close = useCallback(() => {
    if (!openRef.current) return;
    if (session.kind === 'user') markNotificationsSeen();
    onClose();
  }, [onClose, session.kind]);

  useSwipe(panel, 'right', MOBILE_NOTIFICATIONS_SWIPE_PX, close, open);

  // Any route change closes it.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      close();
    }
  }, [pathname, close]);

  useFocusTrap(panel, open);

  return (
    <div className="notifications-drawer" hidden={!open}>
      <div
        ref={panel}
        id="notifications-drawer"
        className="notifications-drawer__panel"
        role="dialog"
        aria-modal="false"
        aria-label={intl.formatMessage(m.notifications)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <div className="side-drawer__header">
          <button type="button" className="button" onClick={close}>
            <FormattedMessage {...m.closeNotifications} />
          </button>
        </div>
        {open ? <Slot name="timelines/NotificationsPanel" props={{ placement: 'drawer' }} /> : null}
      </div>
    </div>
  );
}
