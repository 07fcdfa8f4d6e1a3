import { ROUTE_TABLE, type RouteName } from '@murmur/shared/core';
import { type ReactNode, useMemo } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { Frame } from '../layout/frame';
import { LazyScreen } from './lazy-screen';
import {
  loadAwaitingEmailConfirmationPage,
  loadLoginPage,
  loadOAuthCallbackPage,
  loadPasswordResetPage,
  loadRegistrationPage,
  loadRegistrationRequestSentPage,
} from './lazy-screens';
import { NotFound } from './not-found';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGuard } from './route-guard';
import {
  ConversationRoute,
  ListTimelineRoute,
  NotificationsRoute,
  RootRedirect,
  RouteSlot,
  TagTimelineRoute,
  TimelineRoute,
} from './route-views';

/**
 * The screen of every route of spec 1 section 2, by the route's name in the shared route table
 * (which holds the paths, loginRequired and noScrollReset). One line per route: to give a route
 * its real screen, replace its line. Remote screens render through slots, so a remote that fails
 * shows the slot's error with a Retry, never a blank page.
 */
const SCREENS: Record<RouteName, ReactNode> = {
  root: <RootRedirect />,
  'public-external-timeline': <TimelineRoute timeline="publicAndExternal" />,
  'public-timeline': <TimelineRoute timeline="public" />,
  'bubble-timeline': <TimelineRoute timeline="bubble" />,
  friends: <TimelineRoute timeline="friends" />,
  'tag-timeline': <TagTimelineRoute />,
  bookmarks: <TimelineRoute timeline="bookmarks" />,
  conversation: <ConversationRoute />,
  'remote-user-profile-acct': <RouteSlot name="profiles/RemoteUserResolver" />,
  'remote-user-profile': <RouteSlot name="profiles/RemoteUserResolver" />,
  'external-user-profile': <RouteSlot name="profiles/ProfilePage" />,
  'user-profile': <RouteSlot name="profiles/ProfilePage" />,
  interactions: <RouteSlot name="timelines/InteractionsPage" />,
  dms: <TimelineRoute timeline="dms" />,
  notifications: <NotificationsRoute />,
  registration: <LazyScreen load={loadRegistrationPage} />,
  'registration-token': <LazyScreen load={loadRegistrationPage} />,
  'registration-request-sent': <LazyScreen load={loadRegistrationRequestSentPage} />,
  'awaiting-email-confirmation': <LazyScreen load={loadAwaitingEmailConfirmationPage} />,
  'password-reset': <LazyScreen load={loadPasswordResetPage} />,
  login: <LazyScreen load={loadLoginPage} />,
  'oauth-callback': <LazyScreen load={loadOAuthCallbackPage} />,
  'friend-requests': <RouteSlot name="profiles/FollowRequestsPage" />,
  search: <RouteSlot name="profiles/SearchPage" />,
  'who-to-follow': <RouteSlot name="profiles/WhoToFollowPage" />,
  about: <RouteSlot name="profiles/AboutPage" />,
  lists: <RouteSlot name="profiles/ListsPage" />,
  'list-timeline': <ListTimelineRoute />,
  'list-edit': <RouteSlot name="profiles/ListEditPage" />,
  announcements: <RouteSlot name="timelines/AnnouncementsPage" />,
};

/** The route table as react-router routes, each behind its guard. */
export function shellRoutes(screens: Record<RouteName, ReactNode> = SCREENS): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const route of ROUTE_TABLE) {
    for (const path of [route.path, ...route.aliases]) {
      // /users/:name is user-profile's alias of external-user-profile's /users/:id: same pattern.
      const pattern = path.replace(/:[^/]+/g, ':');
      if (seen.has(pattern)) continue;
      seen.add(pattern);
      const element = <RouteGuard route={route}>{screens[route.name]}</RouteGuard>;
      children.push(path === '/' ? { index: true, element } : { path, element });
    }
  }
  children.push({ path: '*', element: <NotFound /> });
  return [{ element: <Frame />, children }];
}

/**
 * The shell's routes, rendered inside the page's <BrowserRouter>. The declarative router, not the
 * data router (createBrowserRouter and RouterProvider): Murmur uses no loaders, actions or
 * fetchers, and the data router is most of react-router's bytes on the first screen (decision
 * 0013). A screen that throws while rendering shows what the data router showed.
 */
export function ShellRoutes() {
  const routes = useMemo(() => shellRoutes(), []);
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
