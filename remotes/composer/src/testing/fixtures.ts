// Test data: server replies shaped like Akkoma's, parsed by the real schemas and put in the store.
import { parseStatus, type Status, store } from '@murmur/shared';

let next = 1;

export function accountJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = String(overrides.id ?? `a${next++}`);
  const username = String(overrides.username ?? `user${id}`);
  return {
    id,
    username,
    acct: username,
    display_name: `User ${id}`,
    note: '',
    url: `https://local.example/users/${username}`,
    avatar: `https://local.example/avatars/${id}.png`,
    avatar_static: `https://local.example/avatars/${id}.png`,
    header: '',
    header_static: '',
    locked: false,
    bot: false,
    emojis: [],
    fields: [],
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function statusJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = String(overrides.id ?? `s${next++}`);
  return {
    id,
    uri: `https://local.example/objects/${id}`,
    url: `https://local.example/notice/${id}`,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    account: accountJson({ id: 'author', username: 'alice', display_name: 'Alice' }),
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

/** Parses a status reply and stores it, as the API layer would; returns the parsed status. */
export function putStatus(json: Record<string, unknown>): Status {
  const status = parseStatus(json);
  if (!status) throw new Error('fixture status did not parse');
  store.statuses.upsert(status);
  return status;
}
