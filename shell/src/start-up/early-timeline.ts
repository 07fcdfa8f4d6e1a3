import {
  type Capabilities,
  type FrontendConfig,
  flattenParams,
  getApiClient,
  getPreferences,
  type RouteName,
  rootRedirect,
  type TimelineKind,
  timelinePageRequest,
  timelineVisibleToVisitors,
} from '@murmur/shared/core';
import { routeNameFor } from '../router/route-slots';

/**
 * The timelines a page is opened on, whose first page needs nothing but the route: asked for by
 * start-up beside the instance, and taken over by the timelines remote when it asks the same
 * (decision 0016). Tag, list, bookmark and direct-message timelines are left to the remote.
 */
const EARLY_TIMELINES: Partial<Record<RouteName, TimelineKind>> = {
  'public-external-timeline': 'publicAndExternal',
  'public-timeline': 'public',
  'bubble-timeline': 'bubble',
  friends: 'friends',
};

/**
 * Asks the first page of the timeline `pathname` shows, as the timelines remote will ask it.
 * `storedToken` is the token the session is about to be restored with: the page is asked with it
 * and, signed in, with the reply-visibility preference, exactly as the remote sends them. A
 * visitor is not sent for a timeline the server keeps for its users (`capabilities`), as the
 * remote would not ask it either. Returns whether a request was sent. '/' is resolved only once the
 * frontend configuration is known (`config`), since it names where '/' goes.
 *
 * `capabilities` is null before the instance has answered: then only a request that does not
 * depend on them is sent, i.e. one with a stored token (a user reads every timeline this asks), so
 * a returning user's home page leaves with the first requests instead of after the instance. It
 * may also be the list of timelines the last start found a visitor could read (the start-up memo),
 * so a returning visitor's page leaves before the instance answers too.
 *
 * Returns the address sent (path and query, as the next start's memo keeps it), or null.
 */
export function requestEarlyTimeline(
  pathname: string,
  storedToken: string | null,
  capabilities: Capabilities | readonly TimelineKind[] | null,
  config?: FrontendConfig,
): string | null {
  const api = getApiClient();
  if (!api.prefetch) return null;
  let route = routeNameFor(pathname);
  if (route === 'root') {
    if (!config) return null;
    route = routeNameFor(rootRedirect(storedToken !== null, config));
  }
  const timeline = route ? EARLY_TIMELINES[route] : undefined;
  if (!timeline) return null;
  // Home needs a user; without a stored token the route sends the visitor elsewhere.
  if (!storedToken) {
    if (timeline === 'friends' || !capabilities) return null;
    const visible = Array.isArray(capabilities)
      ? capabilities.includes(timeline)
      : timelineVisibleToVisitors({ timeline }, capabilities as Capabilities);
    if (!visible) return null;
  }
  const replyVisibility = storedToken ? getPreferences().replyVisibility : undefined;
  const { path, query } = timelinePageRequest({ timeline }, { replyVisibility });
  api.prefetch(path, { query, token: storedToken });
  // The address as the client builds it (path, then the query in order).
  const url = new URL(path, 'https://server.invalid');
  for (const [key, value] of flattenParams(query)) url.searchParams.append(key, value);
  return `${url.pathname}${url.search}`;
}
