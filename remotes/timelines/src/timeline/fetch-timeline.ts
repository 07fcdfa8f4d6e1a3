import type { ReplyVisibility, Status, TimelinePageProps } from '@murmur/shared/core';
import {
  getApiClient,
  isAbortError,
  parseNotificationListAsync,
  parseStatusListAsync,
  timelinePageRequest,
} from '@murmur/shared/core';

/** One page of a timeline as the server answered it, already parsed into entities. */
export interface TimelinePage {
  statuses: Status[];
  /** The max_id that asks for the page after this one; undefined when the page was empty. */
  nextMaxId: string | undefined;
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
  const { path, query } = timelinePageRequest(props, { maxId, replyVisibility });
  const pinned =
    props.timeline === 'user' && !maxId ? fetchPinned(path, signal) : Promise.resolve<Status[]>([]);
  const response = await getApiClient().get<unknown>(path, { query, signal });
  const isNotifications = props.timeline === 'mentions';
  const isConversations = path === '/api/v1/conversations';
  const items = isNotifications ? await parseNotificationListAsync(response.data) : [];
  const conversations = isConversations ? conversationsFrom(response.data) : [];
  const statuses = isNotifications
    ? items.flatMap((n) => (n.status ? [n.status] : []))
    : await parseStatusListAsync(
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
    return (await parseStatusListAsync(response.data)).map((status) => ({ ...status, pinned: true }));
  } catch (error) {
    if (isAbortError(error)) throw error;
    return [];
  }
}
