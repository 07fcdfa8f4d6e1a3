import {
  bus,
  routePaths,
  staffRoleOf,
  useAccount,
  useInstance,
  useSession,
  useUnreadAnnouncements,
} from '@murmur/shared/core';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { adminInterfaceUrl } from './admin-interface';
import { layoutMessages as m } from './messages';
import { navVisibility } from './nav-visibility';

// The moderation modal's name, as router/not-available.tsx names it (that file is a chunk of its own).
const names = defineMessages({ moderation: { id: 'moderation.moderation', defaultMessage: 'Moderation' } });

function Badge({ count, label }: { count: number; label: MessageDescriptor }) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span className="badge" title={intl.formatMessage(label, { count })}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{intl.formatMessage(label, { count })}</span>
    </span>
  );
}

function Item({ to, label, children }: { to: string; label: MessageDescriptor; children?: ReactNode }) {
  return (
    <li>
      <NavLink to={to} end>
        <FormattedMessage {...label} />
        {children}
      </NavLink>
    </li>
  );
}

/** The navigation entries with the visibility rules of spec 1 section 6. */
export function NavLinks({
  timelinesTo,
  preferences = false,
}: {
  timelinesTo?: string | undefined;
  /** The phone's drawer also offers the preferences (spec 1 section 2: no top-bar room for them). */
  preferences?: boolean;
}) {
  const intl = useIntl();
  const session = useSession();
  const account = useAccount(session.kind === 'user' ? session.accountId : null) ?? null;
  const instance = useInstance();
  const unreadAnnouncements = useUnreadAnnouncements();
  const show = navVisibility(instance, session.kind === 'user' ? (account ?? null) : null);
  const name = account?.acct ?? '';
  // Moderators and admins of a server with Pleroma's admin API (the moderation remote's calls).
  const moderation =
    session.kind === 'user' && staffRoleOf(account) !== 'member' && instance.capabilities.pleromaApi;
  // Admins only: the server's own admin interface, in a new tab (spec 1 section 2).
  const adminInterface =
    session.kind === 'user' && staffRoleOf(account) === 'admin' && instance.capabilities.pleromaApi;

  return (
    <ul className="nav-list">
      {timelinesTo && show.timelines ? <Item to={timelinesTo} label={m.timelines} /> : null}
      {show.home ? <Item to={routePaths.friends()} label={m.homeTimeline} /> : null}
      {show.publicTimeline ? <Item to={routePaths.publicTimeline()} label={m.publicTl} /> : null}
      {show.bubbleTimeline ? <Item to={routePaths.bubbleTimeline()} label={m.bubble} /> : null}
      {show.federatedTimeline ? <Item to={routePaths.publicExternalTimeline()} label={m.twkn} /> : null}
      {show.bookmarks ? <Item to={routePaths.bookmarks()} label={m.bookmarks} /> : null}
      {show.dms && name ? <Item to={routePaths.dms(name)} label={m.dms} /> : null}
      {show.interactions && name ? <Item to={routePaths.interactions(name)} label={m.interactions} /> : null}
      {show.lists ? <Item to={routePaths.lists()} label={m.lists} /> : null}
      {show.friendRequests ? (
        <Item to={routePaths.friendRequests()} label={m.friendRequests}>
          <Badge count={account?.follow_requests_count ?? 0} label={m.pendingCount} />
        </Item>
      ) : null}
      {show.announcements ? (
        <Item to={routePaths.announcements()} label={m.announcements}>
          <Badge count={unreadAnnouncements} label={m.unreadCount} />
        </Item>
      ) : null}
      {moderation ? (
        <li>
          {/* Staff only (spec 1 section 6): opens the moderation modal, which has no route. */}
          <button
            type="button"
            className="nav-list__button"
            data-prefetch-slot="moderation/ModerationModal"
            onClick={() => bus.emit({ type: 'modal/requested', modal: 'moderation' })}
          >
            <FormattedMessage {...names.moderation} />
          </button>
        </li>
      ) : null}
      {adminInterface ? (
        <li>
          <a
            href={adminInterfaceUrl()}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={intl.formatMessage(m.adminInterfaceNewTab)}
          >
            <FormattedMessage {...m.adminInterface} />
            <ExternalLink className="nav-list__icon" size={14} aria-hidden="true" />
          </a>
        </li>
      ) : null}
      {preferences ? (
        <li>
          <button
            type="button"
            className="nav-list__button"
            onClick={() => bus.emit({ type: 'modal/requested', modal: 'settings' })}
          >
            <FormattedMessage {...m.preferences} />
          </button>
        </li>
      ) : null}
      <Item to={routePaths.about()} label={m.about} />
    </ul>
  );
}

export function NavPanel() {
  const intl = useIntl();
  return (
    <nav className="panel nav-panel" aria-label={intl.formatMessage(m.navigation)}>
      <NavLinks />
    </nav>
  );
}
