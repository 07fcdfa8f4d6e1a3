import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAnnouncement } from '../serialize/announcement';
import { ApiError, forbidden, notFound } from '../util/errors';
import { escapeHtml } from '../util/html';
import { bool, int, type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import { hasPrivilege } from '../world/roles';
import type { Announcement } from '../world/types';
import { ctxOf } from './ctx';

function parseTime(p: Params, name: string): number | null | undefined {
  if (!(name in p)) return undefined;
  const v = str(p, name);
  if (!v) return null;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw new ApiError(400, `Invalid ${name}`);
  return t;
}

export function announcementRoutes(app: FastifyInstance, inst: DevInstance): void {
  const active = (a: Announcement, now: number) => a.endsAt === null || a.endsAt > now;

  app.get('/api/v1/announcements', async (req) => {
    const viewer = requireUser(inst, req);
    const now = Date.now();
    const ctx = ctxOf(inst, req, viewer);
    return [...inst.world.announcements.values()]
      .filter((a) => active(a, now))
      .map((a) => serializeAnnouncement(ctx, a));
  });

  app.post('/api/v1/announcements/:id/dismiss', async (req) => {
    const viewer = requireUser(inst, req);
    const a = inst.world.announcements.get((req.params as { id: string }).id);
    if (!a) throw notFound();
    a.readBy.add(viewer.id);
    return {};
  });

  const staff = (req: FastifyRequest) => {
    const viewer = requireUser(inst, req);
    if (!hasPrivilege(viewer, 'announcements_manage_announcements'))
      throw forbidden('User is not a staff member.');
    return viewer;
  };

  app.get('/api/v1/pleroma/admin/announcements', async (req) => {
    const viewer = staff(req);
    const q = req.query as Params;
    const offset = int(q, 'offset') ?? 0;
    const limit = int(q, 'limit') ?? 20;
    const ctx = ctxOf(inst, req, viewer);
    return [...inst.world.announcements.values()]
      .slice(offset, offset + limit)
      .map((a) => serializeAnnouncement(ctx, a));
  });

  app.get('/api/v1/pleroma/admin/announcements/:id', async (req) => {
    const viewer = staff(req);
    const a = inst.world.announcements.get((req.params as { id: string }).id);
    if (!a) throw notFound();
    return serializeAnnouncement(ctxOf(inst, req, viewer), a);
  });

  app.post('/api/v1/pleroma/admin/announcements', async (req) => {
    const viewer = staff(req);
    const p = paramsOf(req);
    const content = str(p, 'content')?.trim();
    if (!content) throw new ApiError(400, 'Missing field: content.');
    const now = Date.now();
    const a: Announcement = {
      id: inst.world.ids.next(now),
      content: escapeHtml(content).replace(/\n/g, '<br/>'),
      startsAt: parseTime(p, 'starts_at') ?? null,
      endsAt: parseTime(p, 'ends_at') ?? null,
      allDay: bool(p, 'all_day') ?? false,
      publishedAt: now,
      updatedAt: now,
      readBy: new Set(),
      reactions: new Map(),
    };
    inst.world.announcements.set(a.id, a);
    inst.hub.emit({ kind: 'announcement', announcement: a });
    return serializeAnnouncement(ctxOf(inst, req, viewer), a);
  });

  app.patch('/api/v1/pleroma/admin/announcements/:id', async (req) => {
    const viewer = staff(req);
    const a = inst.world.announcements.get((req.params as { id: string }).id);
    if (!a) throw notFound();
    const p = paramsOf(req);
    const content = str(p, 'content');
    if (content !== undefined) a.content = escapeHtml(content).replace(/\n/g, '<br/>');
    const starts = parseTime(p, 'starts_at');
    if (starts !== undefined) a.startsAt = starts;
    const ends = parseTime(p, 'ends_at');
    if (ends !== undefined) a.endsAt = ends;
    const allDay = bool(p, 'all_day');
    if (allDay !== undefined) a.allDay = allDay;
    a.updatedAt = Date.now();
    inst.hub.emit({ kind: 'announcement', announcement: a });
    return serializeAnnouncement(ctxOf(inst, req, viewer), a);
  });

  app.delete('/api/v1/pleroma/admin/announcements/:id', async (req) => {
    staff(req);
    const id = (req.params as { id: string }).id;
    if (!inst.world.announcements.delete(id)) throw notFound();
    inst.hub.emit({ kind: 'announcement.deleted', announcementId: id });
    return {};
  });

  // Mastodon's announcement reactions: a Unicode emoji or one of the instance's custom emoji.
  const reaction = (req: FastifyRequest) => {
    const { id, name } = req.params as { id: string; name: string };
    const a = inst.world.announcements.get(id);
    if (!a) throw notFound();
    const emoji = decodeURIComponent(name).replace(/^:|:$/g, '');
    if (!emoji || (!inst.world.emoji.has(emoji) && /^[\w-]+$/.test(emoji)))
      throw new ApiError(422, 'Validation failed: Name is not a recognized emoji');
    return { a, emoji };
  };

  app.put('/api/v1/announcements/:id/reactions/:name', async (req) => {
    const viewer = requireUser(inst, req);
    const { a, emoji } = reaction(req);
    const who = a.reactions.get(emoji) ?? new Set<string>();
    if (!who.has(viewer.id)) {
      who.add(viewer.id);
      a.reactions.set(emoji, who);
      inst.hub.emit({ kind: 'announcement.reaction', announcement: a, name: emoji });
    }
    return {};
  });

  app.delete('/api/v1/announcements/:id/reactions/:name', async (req) => {
    const viewer = requireUser(inst, req);
    const { a, emoji } = reaction(req);
    const who = a.reactions.get(emoji);
    if (who?.delete(viewer.id)) {
      if (who.size === 0) a.reactions.delete(emoji);
      inst.hub.emit({ kind: 'announcement.reaction', announcement: a, name: emoji });
    }
    return {};
  });
}
