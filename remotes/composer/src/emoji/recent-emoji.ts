import { RECENT_EMOJI_CAP } from '@murmur/shared';

/** Browser storage key of the recent emoji (spec 1, persisted client state), per account. */
export const RECENT_EMOJI_KEY = 'recentEmoji';

/** 'recentEmoji:{account id}@{server}': each account keeps its own; a visitor the plain key. */
export function recentEmojiKey(owner: string | null): string {
  return owner ? `${RECENT_EMOJI_KEY}:${owner}` : RECENT_EMOJI_KEY;
}

export function loadRecentEmoji(owner: string | null, storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentEmojiKey(owner)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((name): name is string => typeof name === 'string' && !name.includes('@'))
      : [];
  } catch {
    return [];
  }
}

/**
 * Puts `name` first, most recent first, at most 42 (spec 1 and 3). A remote emoji (a name with
 * '@') is not kept. Storage that refuses the write keeps the list for this page only.
 */
export function rememberEmoji(name: string, owner: string | null, storage: Storage = localStorage): string[] {
  const current = loadRecentEmoji(owner, storage);
  if (name.includes('@')) return current;
  const next = [name, ...current.filter((n) => n !== name)].slice(0, RECENT_EMOJI_CAP);
  try {
    storage.setItem(recentEmojiKey(owner), JSON.stringify(next));
  } catch {
    // Quota or private mode: the pick itself still happens.
  }
  return next;
}
