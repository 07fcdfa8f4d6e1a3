import { bus, useFrontendConfig, useInstance, useSession } from '@murmur/shared/core';
import { Bell, Menu, Settings } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { UserMenu } from '../auth/user-menu';
import { useInstanceName } from '../start-up/instance-name';
import { LanguageSelect } from './language-select';
import type { LayoutType } from './layout-type';
import { layoutMessages as m } from './messages';
import { SearchBar } from './search-bar';
import { TopBarShortcuts } from './top-bar-shortcuts';
import { useUnseenNotifications } from './unseen-counts';
import { useChosen } from './use-chosen';

function Brand({ showName }: { showName: boolean }) {
  const name = useInstanceName();
  const config = useFrontendConfig();
  return (
    <Link to="/" className="top-bar__brand">
      {config.logo ? (
        <img className="top-bar__logo" src={config.logo} alt={showName ? '' : name} height={32} />
      ) : null}
      {showName ? <span className="top-bar__name">{name}</span> : null}
      {/* With the name hidden and no logo, the link still says where it goes. */}
      {!showName && !config.logo ? <span className="visually-hidden">{name}</span> : null}
    </Link>
  );
}

export interface TopBarProps {
  layout: LayoutType;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  notificationsOpen: boolean;
  onToggleNotifications: () => void;
  /** The reader is about to open a drawer (touch, pointer or focus on its button): its code can be fetched. */
  onDrawerIntent?: () => void;
}

/**
 * The top bar (spec 1 section 2). Mobile: menu button, site name (unless hidden), notifications
 * button with an alert dot, the preferences button, all as icons so the name has the room.
 * Desktop: brand and logo, the shortcut icons (`showNavShortcuts`), the expandable search bar, the
 * language select and the preferences button.
 */
export function TopBar({
  layout,
  drawerOpen,
  onToggleDrawer,
  notificationsOpen,
  onToggleNotifications,
  onDrawerIntent,
}: TopBarProps) {
  const intl = useIntl();
  const session = useSession();
  const config = useFrontendConfig();
  const hideSiteName = useChosen('hideSiteName', config.hideSitename);
  const instance = useInstance();
  const unseen = useUnseenNotifications();
  // In private mode anonymous visitors get no search (spec 1 section 2).
  const showSearch = session.kind === 'user' || !instance.capabilities.privateInstance;

  if (layout === 'mobile') {
    return (
      <header className="top-bar top-bar--mobile">
        {/* Icon buttons, so the site name keeps the room between them (spec 1 section 2). */}
        <button
          type="button"
          className="button top-bar__button top-bar__icon-button"
          aria-expanded={drawerOpen}
          aria-controls="side-drawer"
          aria-label={intl.formatMessage(m.menu)}
          onPointerDown={onDrawerIntent}
          onFocus={onDrawerIntent}
          onClick={onToggleDrawer}
        >
          <Menu size={20} aria-hidden="true" />
        </button>
        <Brand showName={!hideSiteName} />
        <span className="top-bar__spacer" />
        {session.kind === 'user' ? (
          <button
            type="button"
            className="button top-bar__button top-bar__icon-button top-bar__notifications"
            aria-expanded={notificationsOpen}
            aria-controls="notifications-drawer"
            aria-label={intl.formatMessage(unseen > 0 ? m.notificationsUnread : m.notifications)}
            onPointerDown={onDrawerIntent}
            onFocus={onDrawerIntent}
            onClick={onToggleNotifications}
          >
            <Bell size={20} aria-hidden="true" />
            {unseen > 0 ? <span className="alert-dot" data-testid="alert-dot" /> : null}
          </button>
        ) : null}
        <button
          type="button"
          className="button top-bar__button top-bar__icon-button"
          aria-label={intl.formatMessage(m.preferences)}
          onClick={() => bus.emit({ type: 'modal/requested', modal: 'settings' })}
        >
          <Settings size={20} aria-hidden="true" />
        </button>
        <UserMenu compact />
      </header>
    );
  }

  return (
    <header className="top-bar">
      <Brand showName={!hideSiteName} />
      <TopBarShortcuts />
      <span className="top-bar__spacer" />
      {showSearch ? <SearchBar /> : null}
      <LanguageSelect />
      <button
        type="button"
        className="button top-bar__button"
        data-prefetch-slot="settings/SettingsModal"
        onClick={() => bus.emit({ type: 'modal/requested', modal: 'settings' })}
      >
        <FormattedMessage {...m.preferences} />
      </button>
      <UserMenu />
    </header>
  );
}
