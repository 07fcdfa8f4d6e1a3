import { Slot, SlotError, useFrontendConfig, usePreference, useSession } from '@murmur/shared/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { Lazy, preloadPart } from '../app/lazy-part';
import { drawersPart, signedInPart } from '../app/shell-parts';
import { ModalLoader } from '../modals/modal-loader';
import { AfterFirstScreen } from './after-first-screen';
import { rememberTimeline } from './last-timeline';
import { sidebarOnRight, useLayoutType } from './layout-type';
import { layoutMessages as m } from './messages';
import { OfflineBanner } from './offline-banner';
import { ScrollRules } from './scroll-rules';
import { LoginHint, Sidebar } from './sidebar-panels';
import { TitleBadge } from './title-badge';
import { TopBar } from './top-bar';
import { useChosen } from './use-chosen';
import { useNewPostKey } from './use-new-post-key';
import { useShortcutsKey } from './use-shortcuts-key';
import { useStickyColumn } from './use-sticky-column';

/**
 * The phone's drawers (their swipes and focus trap, ~1 KB gzip): a chunk of its own, fetched when
 * one is first opened, or ahead when the reader touches or focuses the button that opens it. A
 * closed drawer draws nothing, so nothing shifts meanwhile (issue 40).
 */
const preloadDrawers = () => preloadPart(drawersPart);

/** A drawer whose code could not be fetched: the spec's error with Retry where the drawer would be. */
function DrawerFailed({ retry, label }: { retry: () => void; label: string }) {
  return (
    <div className="side-drawer side-drawer--open">
      <div className="side-drawer__panel" role="dialog" aria-modal="false" aria-label={label}>
        <SlotError onRetry={retry} />
      </div>
    </div>
  );
}

/**
 * The page frame (spec 1 section 2): the top bar, the sidebar (or, on mobile, the side drawer and
 * the notifications drawer), the routed main column, on wide screens the third column, plus the
 * modal host, the floating new-post button and the title badge.
 */
export function Frame() {
  const intl = useIntl();
  const layout = useLayoutType();
  const session = useSession();
  const config = useFrontendConfig();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  // Once opened, a drawer stays drawn (closed, hidden) for the life of the frame.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [notificationsUsed, setNotificationsUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  if (notificationsOpen && !notificationsUsed) setNotificationsUsed(true);

  useNewPostKey();
  useShortcutsKey();
  useEffect(() => rememberTimeline(pathname), [pathname]);

  // Leaving the mobile layout puts the drawers away.
  useEffect(() => {
    if (layout !== 'mobile') {
      setDrawerOpen(false);
      setNotificationsOpen(false);
    }
  }, [layout]);

  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), []);
  const toggleNotifications = useCallback(() => setNotificationsOpen((open) => !open), []);
  const closeNotifications = useCallback(() => setNotificationsOpen(false), []);
  const mobile = layout === 'mobile';
  const sidebarRight = useChosen('sidebarRight', config.sidebarRight);
  const thirdColumnMode = useChosen('thirdColumnMode', config.thirdColumnMode);
  const reversed = sidebarOnRight(layout, { sidebarRight, thirdColumnMode });
  const stickyColumns = !usePreference('disableStickyHeaders');
  const alwaysShowPostButton = useChosen('alwaysShowNewPostButton', config.alwaysShowNewPostButton);
  const sidebarRef = useRef<HTMLElement>(null);
  const thirdRef = useRef<HTMLElement>(null);
  useStickyColumn(sidebarRef, !mobile);
  useStickyColumn(thirdRef, layout === 'wide');

  return (
    <div className="frame" data-layout={layout}>
      <a className="skip-link" href="#main-content">
        <FormattedMessage {...m.skipToContent} />
      </a>
      <TopBar
        layout={layout}
        drawerOpen={drawerOpen}
        onToggleDrawer={toggleDrawer}
        notificationsOpen={notificationsOpen}
        onToggleNotifications={toggleNotifications}
        onDrawerIntent={preloadDrawers}
      />
      <OfflineBanner />
      {mobile && drawerUsed ? (
        <Lazy
          part={drawersPart}
          failed={(retry) => <DrawerFailed retry={retry} label={intl.formatMessage(m.navigation)} />}
        >
          {(drawers) => <drawers.SideDrawer open={drawerOpen} onToggle={toggleDrawer} />}
        </Lazy>
      ) : null}
      {mobile && session.kind === 'user' && notificationsUsed ? (
        <Lazy
          part={drawersPart}
          failed={(retry) => <DrawerFailed retry={retry} label={intl.formatMessage(m.notifications)} />}
        >
          {(drawers) => (
            <drawers.MobileNotificationsDrawer open={notificationsOpen} onClose={closeNotifications} />
          )}
        </Lazy>
      ) : null}
      <div
        className={`frame__columns${reversed ? ' frame__columns--reversed' : ''}${stickyColumns ? '' : ' frame__columns--unstuck'}`}
      >
        {mobile ? null : (
          <aside ref={sidebarRef} className="frame__sidebar" aria-label={intl.formatMessage(m.navigation)}>
            <Sidebar />
          </aside>
        )}
        <main id="main-content" className="frame__main" tabIndex={-1}>
          <LoginHint />
          <Outlet />
        </main>
        {layout === 'wide' ? (
          <aside ref={thirdRef} className="frame__third" aria-label={intl.formatMessage(m.thirdColumn)}>
            <AfterFirstScreen>
              {thirdColumnMode === 'postform' ? (
                <Slot name="composer/PostForm" props={{ placement: 'column' }} unavailable={null} />
              ) : (
                <Slot
                  name="timelines/NotificationsPanel"
                  props={{ placement: 'column' }}
                  unavailable={null}
                />
              )}
            </AfterFirstScreen>
          </aside>
        ) : null}
      </div>
      {/* A signed-in reader's only, with the account corner's chunk (fetched beside the token's check). */}
      {session.kind === 'user' && (mobile || alwaysShowPostButton) ? (
        <Lazy part={signedInPart}>{(signedIn) => <signedIn.NewPostButton />}</Lazy>
      ) : null}
      <ModalLoader />
      <TitleBadge />
      {/* Last, so that a navigation scrolls once the screens it shows have laid themselves out. */}
      <ScrollRules />
    </div>
  );
}
