import { mutes } from '../world/relations';
import { homeTest, isPublicLike } from '../world/timelines';
import type { Account, Status } from '../world/types';
import { visibleInTimeline } from '../world/visibility';
import type { World } from '../world/world';

/** A subscription: the stream name plus its argument (tag or list id) where it has one. */
export interface Subscription {
  stream: string;
  tag?: string;
  list?: string;
}

export const STREAMS = [
  'user',
  'user:notification',
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'public:bubble',
  'hashtag',
  'hashtag:local',
  'list',
  'direct',
];

export const needsUser = (stream: string): boolean =>
  stream.startsWith('user') || stream === 'list' || stream === 'direct';

/** The `stream` array Mastodon puts in each event. */
export function streamLabel(s: Subscription): string[] {
  if (s.tag !== undefined) return [s.stream, s.tag];
  if (s.list !== undefined) return [s.stream, s.list];
  return [s.stream];
}

export function subscriptionKey(s: Subscription): string {
  return streamLabel(s).join('|');
}

/** Whether a new or edited status belongs on this stream for this viewer, by the timelines' own rules. */
export function statusOnStream(
  world: World,
  viewer: Account | null,
  s: Subscription,
  status: Status,
  bubble: string[],
): boolean {
  const author = world.accounts.get(status.accountId);
  if (!author || !visibleInTimeline(world, viewer, status)) return false;
  if (viewer && author.id !== viewer.id && mutes(world, viewer.id, author.id)) return false;
  const shown = status.reblogOfId ? (world.statuses.get(status.reblogOfId) ?? status) : status;
  switch (s.stream) {
    case 'user':
      return viewer !== null && homeTest(world, viewer)(status, author);
    case 'public':
      return isPublicLike(status, viewer) && status.visibility !== 'local';
    case 'public:media':
      return isPublicLike(status, viewer) && shown.mediaIds.length > 0;
    case 'public:local':
      return isPublicLike(status, viewer) && author.domain === null;
    case 'public:local:media':
      return isPublicLike(status, viewer) && author.domain === null && shown.mediaIds.length > 0;
    case 'public:remote':
      return isPublicLike(status, viewer) && author.domain !== null;
    case 'public:bubble':
      return isPublicLike(status, viewer) && (author.domain === null || bubble.includes(author.domain));
    case 'hashtag':
    case 'hashtag:local': {
      if (!isPublicLike(status, viewer) || status.reblogOfId) return false;
      if (s.stream === 'hashtag:local' && author.domain !== null) return false;
      const tag = (s.tag ?? '').toLowerCase();
      return status.tags.some((t) => t.toLowerCase() === tag);
    }
    case 'list': {
      const list = s.list ? world.lists.get(s.list) : undefined;
      return viewer !== null && list?.ownerId === viewer.id && list.accountIds.has(author.id);
    }
    case 'direct':
      return (
        viewer !== null &&
        status.visibility === 'direct' &&
        (author.id === viewer.id || status.mentionIds.includes(viewer.id))
      );
  }
  return false;
}
