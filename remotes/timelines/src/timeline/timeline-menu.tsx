import { routePaths, useInstance, usePreference } from '@murmur/shared/core';
import { Bookmark, ChevronDown, Globe, Home, Mail, Users, Waypoints } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { Popover } from '../common/popover';
import { useViewer } from '../common/use-viewer';
import { timelineMessages, timelineNames } from './messages';

interface Entry {
  key: keyof typeof timelineNames;
  to: string;
  icon: ReactNode;
}

/** Spec 2 section 2: home (signed in), bubble, public, whole network, bookmarks and messages (signed in). */
export function useTimelineEntries(): Entry[] {
  const { signedIn, account } = useViewer();
  const { capabilities } = useInstance();
  const entries: Entry[] = [];
  if (signedIn)
    entries.push({ key: 'friends', to: routePaths.friends(), icon: <Home aria-hidden size={16} /> });
  // A timeline the server cannot serve is not offered.
  if (capabilities.bubbleTimeline)
    entries.push({
      key: 'bubble',
      to: routePaths.bubbleTimeline(),
      icon: <Waypoints aria-hidden size={16} />,
    });
  entries.push({ key: 'public', to: routePaths.publicTimeline(), icon: <Users aria-hidden size={16} /> });
  entries.push({
    key: 'publicAndExternal',
    to: routePaths.publicExternalTimeline(),
    icon: <Globe aria-hidden size={16} />,
  });
  if (signedIn) {
    entries.push({ key: 'bookmarks', to: routePaths.bookmarks(), icon: <Bookmark aria-hidden size={16} /> });
    if (account && capabilities.directMessages)
      entries.push({
        key: 'dms',
        to: routePaths.dms(account.username),
        icon: <Mail aria-hidden size={16} />,
      });
  }
  return entries;
}

/** The timeline-switching menu, or icon shortcuts when `showPanelNavShortcuts` is on. */
export function TimelineMenu() {
  const intl = useIntl();
  const entries = useTimelineEntries();
  const shortcuts = usePreference('showPanelNavShortcuts');
  if (shortcuts) {
    return (
      <nav className="timeline-shortcuts" aria-label={intl.formatMessage(timelineMessages.switchTimeline)}>
        {entries.map((entry) => (
          <NavLink
            key={entry.key}
            to={entry.to}
            className="button button--icon"
            aria-label={intl.formatMessage(timelineNames[entry.key] as typeof timelineNames.friends)}
            title={intl.formatMessage(timelineNames[entry.key] as typeof timelineNames.friends)}
          >
            {entry.icon}
          </NavLink>
        ))}
      </nav>
    );
  }
  return (
    <Popover
      className="timeline-menu"
      label={intl.formatMessage(timelineMessages.switchTimeline)}
      trigger={<ChevronDown aria-hidden size={18} />}
    >
      {(close) => (
        <nav aria-label={intl.formatMessage(timelineMessages.switchTimeline)}>
          <ul className="popover-list">
            {entries.map((entry) => (
              <li key={entry.key}>
                <NavLink to={entry.to} className="popover-item" onClick={close}>
                  {entry.icon}
                  <span>{intl.formatMessage(timelineNames[entry.key] as typeof timelineNames.friends)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Popover>
  );
}
