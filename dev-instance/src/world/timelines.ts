import { type PageParams, pageIds } from '../util/paging';
import { mutes } from './relations';
import type { Account, Status } from './types';
import { visibleInTimeline } from './visibility';
import type { World } from './world';

export interface TimelineFilters {
  onlyMedia?: boolean;
  excludeReplies?: boolean;
  excludeReblogs?: boolean;
  withMuted?: boolean;
  /** Pleroma's reply_visibility: following | self. */
  replyVisibility?: string;
  excludeVisibilities?: string[];
}

export type StatusTest = (status: Status, author: Account) => boolean;

function mediaOf(world: World, status: Status): Status {
  return status.reblogOfId ? (world.statuses.get(status.reblogOfId) ?? status) : status;
}

/** The rules every timeline shares, applied after the timeline's own test. */
export function commonFilter(world: World, viewer: Account | null, filters: TimelineFilters): StatusTest {
  return (status, author) => {
    if (!visibleInTimeline(world, viewer, status)) return false;
    const shown = mediaOf(world, status);
    if (filters.onlyMedia && shown.mediaIds.length === 0) return false;
    if (filters.excludeReblogs && status.reblogOfId) return false;
    if (filters.excludeReplies && status.inReplyToId) return false;
    if (filters.excludeVisibilities?.includes(status.visibility)) return false;
    if (viewer && !filters.withMuted && author.id !== viewer.id) {
      if (mutes(world, viewer.id, author.id)) return false;
      const originalAuthor = status.reblogOfId ? world.statuses.get(status.reblogOfId)?.accountId : undefined;
      if (originalAuthor && mutes(world, viewer.id, originalAuthor)) return false;
    }
    if (viewer && status.inReplyToAccountId && filters.replyVisibility) {
      if (
        filters.replyVisibility === 'self' &&
        status.inReplyToAccountId !== viewer.id &&
        author.id !== viewer.id
      )
        return false;
      if (
        filters.replyVisibility === 'following' &&
        status.inReplyToAccountId !== viewer.id &&
        author.id !== viewer.id &&
        !world.isFollowing(viewer.id, status.inReplyToAccountId)
      )
        return false;
    }
    return true;
  };
}

/** Pages over `keys` (ascending status ids) with the timeline's test and the shared rules. */
export function statusPage(
  world: World,
  viewer: Account | null,
  keys: readonly string[],
  page: PageParams,
  filters: TimelineFilters,
  test: StatusTest,
): Status[] {
  const common = commonFilter(world, viewer, filters);
  return pageIds(keys, page, (id) => {
    const status = world.statuses.get(id);
    if (!status) return undefined;
    const author = world.accounts.get(status.accountId);
    if (!author) return undefined;
    return test(status, author) && common(status, author) ? status : undefined;
  }).map((x) => x.item);
}

export function isPublicLike(status: Status, viewer: Account | null): boolean {
  return (
    status.visibility === 'public' ||
    (status.visibility === 'local' && viewer !== null && viewer.domain === null)
  );
}

/** Home: own posts, posts of followed accounts (reblogs only where shown), mentions and followed tags. */
export function homeTest(world: World, viewer: Account): StatusTest {
  const followed = world.following.get(viewer.id);
  const tags = world.followedTags.get(viewer.id);
  return (status, author) => {
    if (author.id === viewer.id) return true;
    const follow = followed?.get(author.id);
    if (follow) return status.reblogOfId ? follow.showingReblogs : true;
    if (status.mentionIds.includes(viewer.id)) return true;
    if (
      tags &&
      tags.size > 0 &&
      status.visibility === 'public' &&
      status.tags.some((t) => tags.has(t.toLowerCase()))
    )
      return true;
    return false;
  };
}

export function tagTest(any: string[], all: string[], none: string[]): StatusTest {
  const anyL = any.map((t) => t.toLowerCase());
  const allL = all.map((t) => t.toLowerCase());
  const noneL = none.map((t) => t.toLowerCase());
  return (status) => {
    if (status.reblogOfId) return false;
    const tags = status.tags.map((t) => t.toLowerCase());
    if (!anyL.some((t) => tags.includes(t))) return false;
    if (!allL.every((t) => tags.includes(t))) return false;
    if (noneL.some((t) => tags.includes(t))) return false;
    return true;
  };
}
