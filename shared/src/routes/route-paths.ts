// Typed path builders for the route table. Parameters are URI-encoded, so a tag or name with
// reserved characters never escapes its segment.

const seg = (value: string | number): string => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const routePaths = {
  root: () => '/',
  publicExternalTimeline: () => '/main/all',
  publicTimeline: () => '/main/public',
  bubbleTimeline: () => '/main/bubble',
  friends: () => '/main/friends',
  /** Tag timeline; a leading '#' is dropped. */
  tag: (tag: string) => `/tag/${seg(tag.replace(/^#/, ''))}`,
  bookmarks: () => '/bookmarks',
  /** Conversation view of one status (the timestamp, copy-link and quote cards go here). */
  notice: (id: string) => `/notice/${seg(id)}`,
  remoteUserProfileAcct: (username: string, hostname: string) =>
    `/remote-users/@${seg(username)}@${seg(hostname)}`,
  remoteUserProfile: (hostname: string, username: string) =>
    `/remote-users/${seg(hostname)}/${seg(username)}`,
  externalUserProfile: (id: string) => `/users/${seg(id)}`,
  /** user-profile by screen name. Prefer `profilePath`, which applies the restricted-name rule. */
  userProfile: (name: string) => `/${seg(name)}`,
  interactions: (username: string) => `/users/${seg(username)}/interactions`,
  dms: (username: string) => `/users/${seg(username)}/dms`,
  notifications: (username: string) => `/${seg(username)}/notifications`,
  registration: (token?: string) => (token ? `/registration/${seg(token)}` : '/registration'),
  registrationRequestSent: () => '/registration-request-sent',
  awaitingEmailConfirmation: () => '/awaiting-email-confirmation',
  passwordReset: (passwordResetRequested?: boolean) =>
    withQuery('/password-reset', { passwordResetRequested: passwordResetRequested ? 'true' : undefined }),
  login: () => '/login',
  oauthCallback: (code?: string) => withQuery('/oauth-callback', { code }),
  friendRequests: () => '/friend-requests',
  search: (query?: string) => withQuery('/search', { query }),
  whoToFollow: () => '/who-to-follow',
  about: () => '/about',
  lists: () => '/lists',
  list: (id: string) => `/lists/${seg(id)}`,
  listEdit: (id: string) => `/lists/${seg(id)}/edit`,
  announcements: () => '/announcements',
} as const;
