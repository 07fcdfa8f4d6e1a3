import type { ReplyVisibility, Status, TimelinePageProps } from '@murmur/shared';
import {
  getApiClient,
  instance$,
  isAbortError,
  PAGE_SIZE,
  parseNotificationList,
  parseStatusList,
} from '@murmur/shared';
import { normalizeTag } from './timeline-key';

/** One page of a timeline as the server answered it, already parsed into entities. */
export interface TimelinePage {
  statuses: Status[];
  /** The max_id that asks for the page after this one; undefined when the page was empty. */
  nextMaxId: string | undefined;
}

type Query = Record<string, string | number | boolean>;

interface Endpoint {
  path: string;
  query: Query;
}

/** Kinds that read someone's statuses and need the account's id. */
const ACCOUNT_KINDS = new Set(['user', 'media', 'replies']);

/** Kinds whose replies the reply-visibility preference narrows (as Akkoma-FE sends it). */
const REPLY_VISIBILITY_KINDS = new Set(['friends', 'public', 'publicAndExternal', 'bubble', 'tag', 'list']);

/** Spec 2 section 7: the endpoint and fixed query of each timeline kind. */
export function timelineEndpoint({ timeline, tag, listId, accountId }: TimelinePageProps): Endpoint {
  if (ACCOUNT_KINDS.has(timeline) && !accountId)
    throw new Error(`The ${timeline} timeline needs an account id`);
  const account = `/api/v1/accounts/${encodeURIComponent(accountId ?? '')}/statuses`;
  switch (timeline) {
    case 'publicAndExternal':
      return { path: '/api/v1/timelines/public', query: {} };
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: true } };
    case 'bubble':
      return { path: '/api/v1/timelines/bubble', query: {} };
    case 'friends':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'dms':
      // Mastodon removed the direct timeline (3.0): its conversations carry the same posts.
      return instance$.getValue().capabilities.directTimeline
        ? { path: '/api/v1/timelines/direct', query: {} }
        : { path: '/api/v1/conversations', query: {} };
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} };
    case 'favorites':
      return { path: '/api/v1/favourites', query: {} };
    case 'tag':
      return { path: `/api/v1/timelines/tag/${encodeURIComponent(normalizeTag(tag))}`, query: {} };
    case 'list':
      return { path: `/api/v1/timelines/list/${encodeURIComponent(listId ?? '')}`, query: {} };
    case 'user':
      return { path: account, query: { exclude_replies: true } };
    case 'replies':
      return { path: account, query: { exclude_replies: false } };
    case 'media':
      return { path: account, query: { only_media: true } };
    case 'mentions':
      // Mentions are the statuses of the user's mention notifications.
      return { path: '/api/v1/notifications', query: { 'types[]': 'mention' } };
  }
}

export interface FetchTimelineOptions {
  /** Ask for statuses older than this id. Omitted for the newest page. */
  maxId?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Spec 2 section 7: sent only when signed in, and only when it narrows ('all' is the default). */
  replyVisibility?: ReplyVisibility | undefined;
}

/**
 * Fetches one page of a timeline (PAGE_SIZE statuses). The cursor for the next older page is the
 * max_id of the Link header's `next` link; servers that send no Link header get the last id.
 */
export async function fetchTimeline(
  props: TimelinePageProps,
  { maxId, signal, replyVisibility }: FetchTimelineOptions = {},
): Promise<TimelinePage> {
  const { path, query } = timelineEndpoint(props);
  const fullQuery: Query = { ...query, limit: PAGE_SIZE };
  if (maxId) fullQuery.max_id = maxId;
  if (replyVisibility && replyVisibility !== 'all' && REPLY_VISIBILITY_KINDS.has(props.timeline))
    fullQuery.reply_visibility = replyVisibility;
  const pinned =
    props.timeline === 'user' && !maxId ? fetchPinned(path, signal) : Promise.resolve<Status[]>([]);
  const response = await getApiClient().get<unknown>(path, { query: fullQuery, signal });
  const isNotifications = props.timeline === 'mentions';
  const isConversations = path === '/api/v1/conversations';
  const items = isNotifications ? parseNotificationList(response.data) : [];
  const conversations = isConversations ? conversationsFrom(response.data) : [];
  const statuses = isNotifications
    ? items.flatMap((n) => (n.status ? [n.status] : []))
    : parseStatusList(
        isConversations
          ? conversations.flatMap((c) => (c.last_status ? [c.last_status] : []))
          : response.data,
      );
  const lastId = isNotifications
    ? items.at(-1)?.id
    : isConversations
      ? conversations.at(-1)?.id
      : statuses.at(-1)?.id;
  const empty = isNotifications
    ? items.length === 0
    : isConversations
      ? conversations.length === 0
      : statuses.length === 0;
  const nextMaxId = empty ? undefined : (response.links.next?.max_id ?? lastId);
  // Spec 2 section 2: a user's timeline lists the pinned statuses first.
  return { statuses: [...(await pinned), ...statuses], nextMaxId };
}

/** The conversations of a reply, as far as they can be read: their id and their last post. */
function conversationsFrom(data: unknown): Array<{ id: string; last_status: unknown }> {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : null;
    return record && typeof record.id === 'string'
      ? [{ id: record.id, last_status: record.last_status ?? null }]
      : [];
  });
}

/** The account's pinned statuses; a server that cannot list them shows none, quietly. */
async function fetchPinned(path: string, signal: AbortSignal | undefined): Promise<Status[]> {
  try {
    const response = await getApiClient().get<unknown>(path, { query: { pinned: true }, signal });
    return parseStatusList(response.data).map((status) => ({ ...status, pinned: true }));
  } catch (error) {
    if (isAbortError(error)) throw error;
    return [];
  }
}
