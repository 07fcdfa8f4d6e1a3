import { matchRoute, routePaths } from '@murmur/shared/core';
import { BehaviorSubject } from 'rxjs';

const TIMELINE_ROUTES = new Set([
  'friends',
  'public-timeline',
  'public-external-timeline',
  'bubble-timeline',
  'tag-timeline',
  'list-timeline',
  'bookmarks',
  'dms',
]);

/** The path of the last timeline the reader visited, for the drawer's timelines link. */
export const lastTimeline$ = new BehaviorSubject<string | null>(null);

export function rememberTimeline(pathname: string): void {
  const match = matchRoute(pathname);
  if (match && TIMELINE_ROUTES.has(match.route.name)) lastTimeline$.next(pathname);
}

/** The last visited timeline, else friends when signed in, else the local timeline (spec 1 section 2). */
export function timelinesLinkTarget(last: string | null, loggedIn: boolean): string {
  return last ?? (loggedIn ? routePaths.friends() : routePaths.publicTimeline());
}
