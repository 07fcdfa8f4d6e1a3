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
    })),
    pleroma: { raw_content: a.content.replace(/<[^>]*>/g, '') },
  };
}
