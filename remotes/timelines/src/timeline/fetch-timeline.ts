import type { Status, TimelinePageProps } from '@murmur/shared';
import { getApiClient, PAGE_SIZE, parseStatusList } from '@murmur/shared';
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

/** Spec 2 section 7: the endpoint and fixed query of each timeline kind. */
export function timelineEndpoint({ timeline, tag, listId }: TimelinePageProps): Endpoint {
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
      return { path: '/api/v1/timelines/direct', query: {} };
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} };
    case 'favorites':
      return { path: '/api/v1/favourites', query: {} };
    case 'tag':
      return { path: `/api/v1/timelines/tag/${encodeURIComponent(normalizeTag(tag))}`, query: {} };
    case 'list':
      return { path: `/api/v1/timelines/list/${encodeURIComponent(listId ?? '')}`, query: {} };
    case 'user':
    case 'media':
    case 'mentions':
    case 'replies':
      // Built with the rest of the timeline kinds (spec 2 section 7).
      throw new Error(`The ${timeline} timeline is not built yet`);
  }
}

export interface FetchTimelineOptions {
  /** Ask for statuses older than this id. Omitted for the newest page. */
  maxId?: string | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Fetches one page of a timeline (PAGE_SIZE statuses). The cursor for the next older page is the
 * max_id of the Link header's `next` link; servers that send no Link header get the last id.
 */
export async function fetchTimeline(
  props: TimelinePageProps,
  { maxId, signal }: FetchTimelineOptions = {},
): Promise<TimelinePage> {
  const { path, query } = timelineEndpoint(props);
  const fullQuery: Query = { ...query, limit: PAGE_SIZE };
  if (maxId) fullQuery.max_id = maxId;
  const response = await getApiClient().get<unknown>(path, { query: fullQuery, signal });
  const statuses = parseStatusList(response.data);
  const last = statuses.at(-1);
  const nextMaxId = statuses.length === 0 ? undefined : (response.links.next?.max_id ?? last?.id);
  return { statuses, nextMaxId };
}
