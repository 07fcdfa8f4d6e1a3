import type { Params } from '../api/client';
import { PAGE_SIZE } from '../constants';
import type { TimelinePageProps } from '../contracts';
import type { ReplyVisibility } from '../preferences/schema';
import { type Capabilities, instance$ } from '../session';

/** A timeline page's request: the endpoint and its query, in the order they are sent. */
export interface TimelineRequest {
  path: string;
  query: Record<string, string | number | boolean>;
}

/** Kinds that read someone's statuses and need the account's id. */
const ACCOUNT_KINDS = new Set(['user', 'media', 'replies']);

/** Kinds whose replies the reply-visibility preference narrows (as Akkoma-FE sends it). */
const REPLY_VISIBILITY_KINDS = new Set(['friends', 'public', 'publicAndExternal', 'bubble', 'tag', 'list']);

/** A tag as the endpoint and the timeline key name it: without its '#'. */
export function normalizeTag(tag: string | undefined): string {
  return (tag ?? '').replace(/^#/, '');
}

/** Spec 2 section 7: the endpoint and fixed query of each timeline kind. */
export function timelineEndpoint({ timeline, tag, listId, accountId }: TimelinePageProps): TimelineRequest {
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

export interface TimelinePageOptions {
  /** Ask for statuses older than this id. Omitted for the newest page. */
  maxId?: string | undefined;
  /** Spec 2 section 7: sent only when signed in, and only when it narrows ('all' is the default). */
  replyVisibility?: ReplyVisibility | undefined;
}

/**
 * The request for one page (PAGE_SIZE statuses) of a timeline. The timelines remote sends it, and
 * start-up sends the first page of the route's timeline with the very same address before that
 * remote has loaded (decision 0016), so both must build it here, in one place.
 */
export function timelinePageRequest(
  props: TimelinePageProps,
  { maxId, replyVisibility }: TimelinePageOptions = {},
): TimelineRequest & { query: Params } {
  const { path, query } = timelineEndpoint(props);
  const fullQuery: TimelineRequest['query'] = { ...query, limit: PAGE_SIZE };
  if (maxId) fullQuery.max_id = maxId;
  if (replyVisibility && replyVisibility !== 'all' && REPLY_VISIBILITY_KINDS.has(props.timeline))
    fullQuery.reply_visibility = replyVisibility;
  return { path, query: fullQuery };
}

/**
 * Whether the server lets visitors read this timeline (nodeinfo, or Mastodon's timelines_access).
 * A timeline it keeps for its users is not asked as a visitor: there would only be a 401 to log.
 */
export function timelineVisibleToVisitors(
  { timeline }: TimelinePageProps,
  capabilities: Capabilities,
): boolean {
  const publicKinds = ['public', 'publicAndExternal', 'bubble', 'tag'];
  if (capabilities.privateInstance && publicKinds.includes(timeline)) return false;
  if (timeline === 'public') return capabilities.publicTimelineVisibleSignedOut;
  if (timeline === 'publicAndExternal') return capabilities.federatedTimelineVisibleSignedOut;
  if (timeline === 'tag') return capabilities.tagTimelineVisibleSignedOut ?? true;
  return true;
}
