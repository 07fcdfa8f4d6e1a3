import { ROUTE_TABLE, type RouteName, type SlotName } from '@murmur/shared';
import { matchRoutes } from 'react-router';

/**
 * The remote screen each route shows, so start-up can fetch the route's remote while the instance
 * and its configuration load, instead of after them. Routes the shell draws itself are absent.
 */
const ROUTE_SLOTS: Partial<Record<RouteName, SlotName>> = {
  root: 'timelines/TimelinePage',
  'public-external-timeline': 'timelines/TimelinePage',
  'public-timeline': 'timelines/TimelinePage',
  'bubble-timeline': 'timelines/TimelinePage',
  friends: 'timelines/TimelinePage',
  'tag-timeline': 'timelines/TimelinePage',
  bookmarks: 'timelines/TimelinePage',
  dms: 'timelines/TimelinePage',
  'list-timeline': 'timelines/TimelinePage',
  conversation: 'timelines/ConversationPage',
  notifications: 'timelines/NotificationsPanel',
  interactions: 'timelines/InteractionsPage',
  announcements: 'timelines/AnnouncementsPage',
  'remote-user-profile-acct': 'profiles/RemoteUserResolver',
  'remote-user-profile': 'profiles/RemoteUserResolver',
  'external-user-profile': 'profiles/ProfilePage',
  'user-profile': 'profiles/ProfilePage',
  'friend-requests': 'profiles/FollowRequestsPage',
  search: 'profiles/SearchPage',
  'who-to-follow': 'profiles/WhoToFollowPage',
  about: 'profiles/AboutPage',
  lists: 'profiles/ListsPage',
  'list-edit': 'profiles/ListEditPage',
};

const ROUTES = ROUTE_TABLE.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => ({ path, id: `${route.name} ${path}`, name: route.name })),
);

/** The route `pathname` opens, matched as the router matches it; null for none. */
export function routeNameFor(pathname: string): RouteName | null {
  return matchRoutes(ROUTES, pathname)?.at(-1)?.route.name ?? null;
}

/** The slot that draws `pathname`'s screen; null for none. */
export function routeSlotFor(pathname: string): SlotName | null {
  const name = routeNameFor(pathname);
  return name ? (ROUTE_SLOTS[name] ?? null) : null;
}
