import type { Announcement } from '../world/types';
import { type Ctx, iso } from './context';

export function serializeAnnouncement(ctx: Ctx, a: Announcement) {
  return {
    id: a.id,
    content: a.content,
    starts_at: a.startsAt === null ? null : iso(a.startsAt),
    ends_at: a.endsAt === null ? null : iso(a.endsAt),
    all_day: a.allDay,
    published: true,
    published_at: iso(a.publishedAt),
    updated_at: iso(a.updatedAt),
    read: ctx.viewer ? a.readBy.has(ctx.viewer.id) : false,
    mentions: [],
    statuses: [],
    tags: [],
    emojis: [],
    reactions: [...a.reactions].map(([name, who]) => ({
      name,
      count: who.size,
      me: ctx.viewer ? who.has(ctx.viewer.id) : false,
      ...emojiUrls(ctx, name),
    })),
    pleroma: { raw_content: a.content.replace(/<[^>]*>/g, '') },
  };
}

/** A custom emoji's images (Mastodon sends them with a reaction); none for a Unicode emoji. */
function emojiUrls(ctx: Ctx, name: string): { url?: string; static_url?: string } {
  const custom = ctx.world.emoji.get(name);
  if (!custom) return {};
  return {
    url: custom.url.replace('@@BASE@@', ctx.base),
    static_url: custom.staticUrl.replace('@@BASE@@', ctx.base),
  };
}

/** Mastodon's `announcement.reaction` payload: the reaction's new count on one announcement. */
export function announcementReactionPayload(ctx: Ctx, a: Announcement, name: string) {
  return { name, count: a.reactions.get(name)?.size ?? 0, announcement_id: a.id, ...emojiUrls(ctx, name) };
}
