import { RECENT_EMOJI_CAP } from '@murmur/shared';

/** Browser storage key of the recent emoji (spec 1, persisted client state). */
export const RECENT_EMOJI_KEY = 'recentEmoji';

export function loadRecentEmoji(storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_EMOJI_KEY) ?? '[]');
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
export function rememberEmoji(name: string, storage: Storage = localStorage): string[] {
  const current = loadRecentEmoji(storage);
  if (name.includes('@')) return current;
  const next = [name, ...current.filter((n) => n !== name)].slice(0, RECENT_EMOJI_CAP);
  try {
    storage.setItem(RECENT_EMOJI_KEY, JSON.stringify(next));
  } catch {
    // Quota or private mode: the pick itself still happens.
  }
  return next;
}
