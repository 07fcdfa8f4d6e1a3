import { type EmojiReaction, getApiClient, parseStatusAsync, type Status, store } from '@murmur/shared/core';

/** The reactions after the user adds (`on`) or takes back their own `name` reaction. */
export function withReaction(
  reactions: readonly EmojiReaction[],
  name: string,
  on: boolean,
): EmojiReaction[] {
  const existing = reactions.find((r) => r.name === name);
  if (!existing) {
    return on
      ? [...reactions, { name, count: 1, me: true, url: null, account_ids: [], accounts: [] }]
      : [...reactions];
  }
  if (existing.me === on) return [...reactions];
  return reactions
    .map((r) => (r.name === name ? { ...r, me: on, count: Math.max(0, r.count + (on ? 1 : -1)) } : r))
    .filter((r) => r.count > 0);
}

/**
 * Adds or takes back an emoji reaction (Pleroma and Akkoma:
 * PUT/DELETE /api/v1/pleroma/statuses/{id}/reactions/{emoji}): the post changes at once, the
 * server's reply replaces it, a failure puts back what was there and rethrows.
 */
export async function toggleReaction(status: Status, name: string, on: boolean): Promise<void> {
  const undo = store.statuses.patch(status.id, {
    emoji_reactions: withReaction(status.emoji_reactions, name, on),
  });
  const path = `/api/v1/pleroma/statuses/${encodeURIComponent(status.id)}/reactions/${encodeURIComponent(name)}`;
  try {
    const reply = on ? await getApiClient().put<unknown>(path) : await getApiClient().delete<unknown>(path);
    // Done on the server: an answer that cannot be read leaves the post as already drawn.
    const updated = await parseStatusAsync(reply.data).catch(() => null);
    if (updated && updated.id === status.id) store.statuses.upsert(updated);
  } catch (error) {
    undo();
    throw error;
  }
}
