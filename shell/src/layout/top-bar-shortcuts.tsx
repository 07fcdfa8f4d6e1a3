import { routePaths, useAccount, useInstance, usePreference, useSession } from '@murmur/shared/core';
import { Bell, Bookmark, CircleDot, Globe, House, type LucideIcon, Mail, Users } from 'lucide-react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { layoutMessages as m } from './messages';
import { navVisibility } from './nav-visibility';

interface Shortcut {
  to: string;
  label: MessageDescriptor;
  Icon: LucideIcon;
}

/**
 * The desktop top bar's shortcut icons (spec 1 section 2; spec 3 `showNavShortcuts`, with wider
 * gaps under `showWiderShortcuts`): the timelines, bookmarks, messages and interactions the
 * navigation panel offers this reader, by the same visibility rules, each an icon named by its
 * entry's text.
 */
export function TopBarShortcuts() {
  const intl = useIntl();
  const shown = usePreference('showNavShortcuts');
  const wider = usePreference('showWiderShortcuts');
  const session = useSession();
  const account = useAccount(session.kind === 'user' ? session.accountId : null) ?? null;
  const instance = useInstance();
  if (!shown) return null;
  const show = navVisibility(instance, session.kind === 'user' ? account : null);
  const name = account?.acct ?? '';
  const shortcuts: Shortcut[] = [];
  if (show.home) shortcuts.push({ to: routePaths.friends(), label: m.homeTimeline, Icon: House });
  if (show.publicTimeline)
    shortcuts.push({ to: routePaths.publicTimeline(), label: m.publicTl, Icon: Users });
  if (show.bubbleTimeline)
    shortcuts.push({ to: routePaths.bubbleTimeline(), label: m.bubble, Icon: CircleDot });
  if (show.federatedTimeline)
    shortcuts.push({ to: routePaths.publicExternalTimeline(), label: m.twkn, Icon: Globe });
  if (show.bookmarks) shortcuts.push({ to: routePaths.bookmarks(), label: m.bookmarks, Icon: Bookmark });
  if (show.dms && name) shortcuts.push({ to: routePaths.dms(name), label: m.dms, Icon: Mail });
  if (show.interactions && name)
    shortcuts.push({ to: routePaths.interactions(name), label: m.interactions, Icon: Bell });
  if (shortcuts.length === 0) return null;
  return (
    // Not named 'Navigation…': the panel's own navigation keeps that name to itself.
    <nav
      className={`top-bar__shortcuts${wider ? ' top-bar__shortcuts--wider' : ''}`}
      aria-label={intl.formatMessage(m.shortcuts)}
    >
      {shortcuts.map(({ to, label, Icon }) => {
        const text = intl.formatMessage(label);
        return (
          <NavLink key={to} to={to} end className="top-bar__shortcut" aria-label={text} title={text}>
            <Icon size={20} aria-hidden="true" />
          </NavLink>
        );
      })}
    </nav>
  );
}
