import type { Status } from '@murmur/shared';
import type { Conversation } from './load-conversation';

/**
 * The conversation with the author's own new reply in it, when it answers a status of the thread
 * (spec 2 section 2 sorts the thread itself). `originalId` is the reposted status when the page was
 * opened on a repost: the thread names it by the repost's id, and the reply names the original.
 * The same conversation back when the reply is not for this thread or is there already (the
 * stream, or a second announcement, brings nothing twice).
 */
export function withOwnReply(conversation: Conversation, reply: Status, originalId?: string): Conversation {
  const parent = reply.in_reply_to_id;
  if (!parent || conversation.items.some((item) => item.id === reply.id)) return conversation;
  const inReplyToId = originalId !== undefined && parent === originalId ? conversation.focusedId : parent;
  if (!conversation.items.some((item) => item.id === inReplyToId)) return conversation;
  return { ...conversation, items: [...conversation.items, { id: reply.id, inReplyToId }] };
}
