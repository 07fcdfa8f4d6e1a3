import { type Announcement, parseAnnouncement, type StreamingEventName } from '@murmur/shared';

/** The streaming events that change the announcements (Akkoma and Mastodon, user stream). */
export const ANNOUNCEMENT_EVENTS: ReadonlySet<StreamingEventName> = new Set<StreamingEventName>([
  'announcement',
  'announcement.reaction',
  'announcement.delete',
]);

/**
 * The announcements after one streaming event: `announcement` puts the one sent in (new ones
 * first), `announcement.reaction` sets a reaction's count (keeping whether it is the reader's own;
 * a count of 0 removes it), `announcement.delete` takes one out. Returns 'reload' when the payload
 * cannot be read (a server sending only an id), and null when nothing held changes.
 */
export function applyAnnouncementEvent(
  list: readonly Announcement[],
  event: StreamingEventName,
  payload: unknown,
): Announcement[] | 'reload' | null {
  switch (event) {
    case 'announcement': {
      // An id alone (the schema would repair it into an empty announcement) means: read them again.
      if (typeof payload !== 'object' || payload === null || !('content' in payload)) return 'reload';
      const announcement = parseAnnouncement(payload);
      if (!announcement) return 'reload';
      const held = list.some((a) => a.id === announcement.id);
      return held ? list.map((a) => (a.id === announcement.id ? announcement : a)) : [announcement, ...list];
    }
    case 'announcement.reaction': {
      if (typeof payload !== 'object' || payload === null) return 'reload';
      const { name, count, announcement_id: id } = payload as Record<string, unknown>;
      if (typeof name !== 'string' || name === '' || typeof count !== 'number' || id === undefined)
        return 'reload';
      const target = list.find((a) => a.id === String(id));
      if (!target) return null;
      const others = target.reactions.filter((r) => r.name !== name);
      const current = target.reactions.find((r) => r.name === name);
      const reactions =
        count <= 0
          ? others
          : current
            ? target.reactions.map((r) => (r.name === name ? { ...r, count } : r))
            : [
                ...others,
                { name, count, me: false, url: reactionUrl(payload), account_ids: [], accounts: [] },
              ];
      return list.map((a) => (a === target ? { ...a, reactions } : a));
    }
    case 'announcement.delete': {
      const id = typeof payload === 'number' ? String(payload) : payload;
      if (typeof id !== 'string' || id === '') return 'reload';
      return list.some((a) => a.id === id) ? list.filter((a) => a.id !== id) : null;
    }
    default:
      return null;
  }
}

/** Mastodon sends a custom emoji's image with its reaction event; Unicode ones have none. */
function reactionUrl(payload: object): string | null {
  const { url } = payload as Record<string, unknown>;
  return typeof url === 'string' && url !== '' ? url : null;
}
