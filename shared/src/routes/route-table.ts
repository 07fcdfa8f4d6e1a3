// The route table of spec 1 section 2, as data. The shell builds its router from it; guards and
// scroll handling read `loginRequired` and `noScrollReset` from here instead of hard-coding paths.
//
// Paths use react-router syntax. Two spec paths cannot be written literally there:
// - remote-user-profile-acct is /remote-users/@{username}@{hostname}; react-router has no partial
//   dynamic segments, so the whole segment is the parameter `acct` ('@user@host'), split with
//   `parseRemoteAcct`.
// - /users/{id} (external-user-profile) and /users/{name} (user-profile) are the same pattern.
//   external-user-profile owns it; the profile screen resolves the parameter as an id or a
//   nickname (the server's /api/v1/accounts/{id_or_nickname} accepts both). user-profile keeps
//   /users/:name as an alias so the spec's table stays visible here.

export type RouteName =
  | 'root'
  | 'public-external-timeline'
  | 'public-timeline'
  | 'bubble-timeline'
  | 'friends'
  | 'tag-timeline'
  | 'bookmarks'
  | 'conversation'
  | 'remote-user-profile-acct'
  | 'remote-user-profile'
  | 'external-user-profile'
  | 'user-profile'
  | 'interactions'
  | 'dms'
  | 'notifications'
  | 'registration'
  | 'registration-token'
  | 'registration-request-sent'
  | 'awaiting-email-confirmation'
  | 'password-reset'
  | 'login'
  | 'oauth-callback'
  | 'friend-requests'
  | 'search'
  | 'who-to-follow'
  | 'about'
  | 'lists'
  | 'list-timeline'
  | 'list-edit'
  | 'announcements';

export interface RouteDefinition {
  name: RouteName;
  /** The route's pattern in react-router syntax. */
  path: string;
  /** Further patterns for the same screen (user-profile: /users/:name besides /:name). */
  aliases: readonly string[];
  /** Anonymous visitors are sent to the logged-out redirect (default /main/all). */
  loginRequired: boolean;
  /** Navigation keeps the scroll position instead of going to the top. */
  noScrollReset: boolean;
}

/** Logged-out root redirect and login-required fallback when the instance configures none. */
export const ROOT_REDIRECT_DEFAULT = '/main/all';
/** Logged-in root redirect when the instance configures none; also the target after login. */
export const LOGGED_IN_ROOT_DEFAULT = '/main/friends';
/** Where logout lands (spec 1 section 2). */
export const AFTER_LOGOUT_PATH = '/main/public';

function route(
  name: RouteName,
  path: string,
  options: { loginRequired?: boolean; noScrollReset?: boolean; aliases?: readonly string[] } = {},
): RouteDefinition {
  return {
    name,
    path,
    aliases: options.aliases ?? [],
    loginRequired: options.loginRequired ?? false,
    noScrollReset: options.noScrollReset ?? false,
  };
}

/** Every route of spec 1 section 2, in the spec's order. */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  route('root', '/'),
  route('public-external-timeline', '/main/all'),
  route('public-timeline', '/main/public'),
  route('bubble-timeline', '/main/bubble'),
  route('friends', '/main/friends', { loginRequired: true }),
  route('tag-timeline', '/tag/:tag'),
  // Spec 2 marks bookmarks login-required (spec 1 leaves it blank; the more specific one wins).
  route('bookmarks', '/bookmarks', { loginRequired: true }),
  route('conversation', '/notice/:id', { noScrollReset: true }),
  route('remote-user-profile-acct', '/remote-users/:acct', { loginRequired: true }),
  route('remote-user-profile', '/remote-users/:hostname/:username', { loginRequired: true }),
  // Same screen as user-profile, reached through the same /users/ pattern: scroll kept as well.
  route('external-user-profile', '/users/:id', { noScrollReset: true }),
  route('user-profile', '/:name', { noScrollReset: true, aliases: ['/users/:name'] }),
  route('interactions', '/users/:username/interactions', { loginRequired: true }),
  route('dms', '/users/:username/dms', { loginRequired: true }),
  route('notifications', '/:username/notifications', { loginRequired: true }),
  route('registration', '/registration'),
  route('registration-token', '/registration/:token'),
  route('registration-request-sent', '/registration-request-sent'),
  route('awaiting-email-confirmation', '/awaiting-email-confirmation'),
  route('password-reset', '/password-reset'),
  route('login', '/login'),
  route('oauth-callback', '/oauth-callback'),
  route('friend-requests', '/friend-requests', { loginRequired: true }),
  route('search', '/search'),
  route('who-to-follow', '/who-to-follow', { loginRequired: true }),
  route('about', '/about'),
  route('lists', '/lists'),
  route('list-timeline', '/lists/:id'),
  route('list-edit', '/lists/:id/edit'),
  route('announcements', '/announcements'),
];

const byName = new Map(ROUTE_TABLE.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDefinition {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

/**
 * The root redirect: the instance's configured target for the viewer's state, else the defaults
 * (/main/friends logged in, /main/all logged out).
 */
export function rootRedirect(
  loggedIn: boolean,
  configured: { redirectRootLogin?: string | null; redirectRootNoLogin?: string | null } = {},
): string {
  if (loggedIn) return configured.redirectRootLogin || LOGGED_IN_ROOT_DEFAULT;
  return configured.redirectRootNoLogin || ROOT_REDIRECT_DEFAULT;
}

/** Splits the `acct` parameter of remote-user-profile-acct ('@user@host') into its parts. */
export function parseRemoteAcct(acct: string): { username: string; hostname: string } | null {
  const match = /^@([^@/]+)@([^@/]+)$/.exec(acct);
  if (!match?.[1] || !match[2]) return null;
  return { username: match[1], hostname: match[2] };
}
