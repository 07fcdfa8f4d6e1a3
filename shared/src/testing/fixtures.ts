// Test data for every part's tests: minimal valid server replies, built like the real ones, with
// overrides.

let next = 1;

export function accountJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = String(overrides.id ?? `a${next++}`);
  const username = String(overrides.username ?? `user${id}`);
  return {
    id,
    username,
    acct: username,
    display_name: `User ${id}`,
    note: '<p>hello</p>',
    url: `https://example.social/users/${username}`,
    avatar: `https://example.social/avatars/${id}.png`,
    avatar_static: `https://example.social/avatars/${id}.png`,
    header: '',
    header_static: '',
    locked: false,
    bot: false,
    emojis: [],
    fields: [],
    followers_count: 1,
    following_count: 2,
    statuses_count: 3,
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function statusJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = String(overrides.id ?? `s${next++}`);
  return {
    id,
    uri: `https://example.social/objects/${id}`,
    url: `https://example.social/notice/${id}`,
    created_at: '2024-02-01T12:00:00.000Z',
    account: accountJson({ id: 'author' }),
    content: `<p>status ${id}</p>`,
    spoiler_text: '',
    visibility: 'public',
    sensitive: false,
    language: 'en',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    favourited: false,
    reblogged: false,
    bookmarked: false,
    pinned: false,
    muted: false,
    card: null,
    poll: null,
    ...overrides,
  };
}
