import { type Status, store } from '@murmur/shared/core';

/** Replies already counted on this page: a second announcement of one reply counts nothing. */
const counted = new Set<string>();

/**
 * The parent of the author's new reply shows one more reply at once, wherever it is shown (the
 * server's answer to the post says nothing of the parent). Not for a retry of a post from an
 * earlier page (`replayed`): the parent was read since, with the reply already counted.
 */
export function countOwnReply(reply: Status, replayed: boolean): void {
  const parentId = reply.in_reply_to_id;
  if (!parentId || replayed || counted.has(reply.id)) return;
  counted.add(reply.id);
  const parent = store.statuses.get(parentId);
  if (parent) store.statuses.patch(parentId, { replies_count: parent.replies_count + 1 });
}
