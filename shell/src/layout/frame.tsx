import { Slot, useFrontendConfig, usePreference, useSession } from '@murmur/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { ModalLoader } from '../modals/modal-loader';
import { AfterFirstScreen } from './after-first-screen';
import { rememberTimeline } from './last-timeline';
import { sidebarOnRight, useLayoutType } from './layout-type';
import { layoutMessages as m } from './messages';
import { MobileNotificationsDrawer } from './mobile-notifications-drawer';
import { NewPostButton } from './new-post-button';
import { OfflineBanner } from './offline-banner';
import { ScrollRules } from './scroll-rules';
import { SideDrawer } from './side-drawer';
import { LoginHint, Sidebar } from './sidebar-panels';
import { TitleBadge } from './title-badge';
import { TopBar } from './top-bar';
import { useChosen } from './use-chosen';
import { useNewPostKey } from './use-new-post-key';
import { useShortcutsKey } from './use-shortcuts-key';
import { useStickyColumn } from './use-sticky-column';

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
      />
      <OfflineBanner />
      {mobile ? <SideDrawer open={drawerOpen} onToggle={toggleDrawer} /> : null}
      {mobile && session.kind === 'user' ? (
        <MobileNotificationsDrawer open={notificationsOpen} onClose={closeNotifications} />
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
      {mobile || alwaysShowPostButton ? <NewPostButton /> : null}
      <ModalLoader />
      <TitleBadge />
      {/* Last, so that a navigation scrolls once the screens it shows have laid themselves out. */}
      <ScrollRules />
    </div>
  );
}
