import { blocks, domainBlocked } from './relations';
import type { Account, Status } from './types';
import type { World } from './world';

/**
 * Whether `viewer` may see `status` at all (direct fetch). Direct posts: author and mentioned;
 * followers-only: author, followers and mentioned; list posts: author and list members.
 * An author who blocks the viewer hides their posts from them, as Pleroma does.
 */
export function canSee(world: World, viewer: Account | null, status: Status): boolean {
  const author = world.accounts.get(status.accountId);
  if (!author) return false;
  if (author.deactivated && viewer?.id !== author.id && viewer?.role !== 'admin') return false;
  if (status.reblogOfId) {
    const original = world.statuses.get(status.reblogOfId);
    if (!original || !canSee(world, viewer, original)) return false;
  }
  if (viewer && viewer.id !== author.id && blocks(world, author.id, viewer.id)) return false;
  switch (status.visibility) {
    case 'public':
    case 'unlisted':
      return true;
    case 'local':
      return viewer !== null && viewer.domain === null;
    case 'private':
      if (!viewer) return false;
      return (
        viewer.id === author.id ||
        world.isFollowing(viewer.id, author.id) ||
        status.mentionIds.includes(viewer.id)
      );
    case 'direct':
      if (!viewer) return false;
      return viewer.id === author.id || status.mentionIds.includes(viewer.id);
    case 'list': {
      if (!viewer) return false;
      if (viewer.id === author.id) return true;
      const list = status.listId ? world.lists.get(status.listId) : undefined;
      return list?.accountIds.has(viewer.id) ?? false;
    }
  }
  return false;
}

/** Stricter rule for timelines: also hides what the viewer blocked or domain-blocked. */
export function visibleInTimeline(world: World, viewer: Account | null, status: Status): boolean {
  if (!canSee(world, viewer, status)) return false;
  if (!viewer) return true;
  const author = world.accounts.get(status.accountId);
  if (!author) return false;
  if (blocks(world, viewer.id, author.id) || domainBlocked(world, viewer.id, author)) return false;
  if (status.reblogOfId) {
    const original = world.statuses.get(status.reblogOfId);
    const originalAuthor = original ? world.accounts.get(original.accountId) : undefined;
    if (
      originalAuthor &&
      (blocks(world, viewer.id, originalAuthor.id) || domainBlocked(world, viewer.id, originalAuthor))
    )
      return false;
  }
  return true;
}
