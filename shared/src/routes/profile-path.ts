import { routePaths } from './route-paths';
import { ROUTE_TABLE } from './route-table';

/** First path segments of the app's own routes: a user with such a name would shadow them. */
const APP_SEGMENTS = [
  ...new Set(
    ROUTE_TABLE.map((r) => r.path.split('/')[1] ?? '').filter((s) => s !== '' && !s.startsWith(':')),
  ),
];

/**
 * Screen names that never get the short /{name} link. The app's own first segments (main, users,
 * tag, notice, registration, login, search, lists, about, bookmarks, announcements,
 * who-to-follow, friend-requests, password-reset, oauth-callback, remote-users, ...) plus the
 * paths the server itself answers on, as Pleroma's default restricted_nicknames lists them.
 * The instance's own list (instance option restrictedNicknames) is passed to `profilePath`.
 */
export const DEFAULT_RESTRICTED_NICKNAMES: readonly string[] = [
  ...APP_SEGMENTS,
  '.well-known',
  '~',
  'activities',
  'api',
  'auth',
  'check_password',
  'dev',
  'inbox',
  'internal',
  'media',
  'nodeinfo',
  'oauth',
  'objects',
  'ostatus_subscribe',
  'pleroma',
  'proxy',
  'push',
  'relay',
  'settings',
  'static',
  'status',
  'user-search',
  'user_exists',
  'web',
  'verify_credentials',
  'update_credentials',
  'relationships',
  'confirmation_resend',
  'mfa',
];

/** What the profile-link rule needs of an account (or of a mention). */
export interface ProfileLinkTarget {
  id: string;
  /** The screen name: 'name' for local accounts, 'name@host' for remote ones. */
  acct?: string | null;
}

/**
 * The link to a user's profile (Akkoma-FE's generateProfileLink): /users/{id} when the screen
 * name is empty, remote (contains '@') or restricted, otherwise /{screen_name}. The restricted
 * check ignores case, because the router matches static segments case-insensitively.
 */
export function profilePath(
  account: ProfileLinkTarget,
  restrictedNicknames: readonly string[] = DEFAULT_RESTRICTED_NICKNAMES,
): string {
  const name = account.acct ?? '';
  const lower = name.toLowerCase();
  // The app's own segments are always restricted, whatever list the instance sends.
  const restricted =
    APP_SEGMENTS.includes(lower) || restrictedNicknames.some((n) => n.toLowerCase() === lower);
  if (name === '' || name.includes('@') || restricted) return routePaths.externalUserProfile(account.id);
  return routePaths.userProfile(name);
}
