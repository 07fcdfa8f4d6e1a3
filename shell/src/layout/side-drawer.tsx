import { routePaths, SIDE_DRAWER_SWIPE_PX, useSession } from '@murmur/shared';
import { type KeyboardEvent, type MouseEvent, useCallback, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFocusTrap } from '../modals/focus-trap';
import { LanguageSelect } from './language-select';
import { lastTimeline$, timelinesLinkTarget } from './last-timeline';
import { layoutMessages as m } from './messages';
import { NavLinks } from './nav-panel';
import { FeaturesPanel, InstancePanel } from './sidebar-panels';
import { useSwipe } from './swipe';

function useLastTimeline(): string | null {
  return useSyncExternalStore(
    (listener) => {
      const s = lastTimeline$.subscribe(() => listener());
      return () => s.unsubscribe();
    },
    () => lastTimeline$.getValue(),
  );
}

/**
 * The mobile side drawer (spec 1 section 2): slides in from the left; any link click in it toggles
 * it; a left swipe of 30 px closes it; its timelines link goes to the last visited timeline.
 */
export function SideDrawer({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const session = useSession();
  const panel = useRef<HTMLDivElement>(null);
  const last = useLastTimeline();
  const close = useCallback(() => {
    if (open) onToggle();
  }, [open, onToggle]);

  useSwipe(panel, 'left', SIDE_DRAWER_SWIPE_PX, close, open);

  // Focus moves into the drawer, stays there while it is open, and returns to the menu button.
  useFocusTrap(panel, open);

  const onClick = (event: MouseEvent) => {
    // Links, and the buttons that open a modal (preferences, moderation), leave the drawer.
    if ((event.target as HTMLElement).closest('a, .nav-list__button')) onToggle();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <div className={`side-drawer${open ? ' side-drawer--open' : ''}`} hidden={!open}>
      <div className="side-drawer__backdrop" onClick={close} aria-hidden="true" />
      <div
        id="side-drawer"
        ref={panel}
        className="side-drawer__panel"
        role="dialog"
        aria-modal="false"
        aria-label={intl.formatMessage(m.navigation)}
        onClick={onClick}
        onKeyDown={onKeyDown}
        data-testid="side-drawer"
      >
        <div className="side-drawer__header">
          <button type="button" className="button" onClick={onToggle}>
            <FormattedMessage {...m.closeMenu} />
          </button>
        </div>
        {session.kind !== 'user' ? (
          <p className="side-drawer__login">
            <Link to={routePaths.login()}>
              <FormattedMessage {...m.loginHint} />
            </Link>
          </p>
        ) : null}
        <nav aria-label={intl.formatMessage(m.navigation)}>
          <NavLinks timelinesTo={timelinesLinkTarget(last, session.kind === 'user')} preferences />
          <ul className="nav-list">
            <li>
              <Link to={routePaths.search()}>
                <FormattedMessage {...m.search} />
              </Link>
            </li>
          </ul>
        </nav>
        <div className="side-drawer__language">
          <LanguageSelect id="drawer-language" />
        </div>
        <InstancePanel />
        <FeaturesPanel />
      </div>
    </div>
  );
}
