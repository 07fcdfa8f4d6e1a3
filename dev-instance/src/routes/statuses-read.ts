import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import { compareIds } from '../util/ids';
import { pageParams, setLinkHeader } from '../util/paging';
import type { Params } from '../util/params';
import type { Status } from '../world/types';
import { visibleInTimeline } from '../world/visibility';
import { ctxOf } from './ctx';
import { visibleStatus } from './lookup';

/** Reading single statuses and what hangs off them. */
export function statusReadRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/statuses/:id', async (req) => {
    const viewer = viewerOf(inst, req);
    const status = visibleStatus(inst, (req.params as { id: string }).id, viewer);
    return serializeStatus(ctxOf(inst, req, viewer), status);
  });

  app.get('/api/v1/statuses', async (req) => {
    const viewer = viewerOf(inst, req);
    const q = req.query as Params;
    const ids = ([] as unknown[]).concat(q['id[]'] ?? q.id ?? []).map(String);
    const ctx = ctxOf(inst, req, viewer);
    return ids.flatMap((id) => {
      try {
        return [serializeStatus(ctx, visibleStatus(inst, id, viewer))];
      } catch {
        return [];
      }
    });
  });

  app.get('/api/v1/statuses/:id/context', async (req) => {
    const viewer = viewerOf(inst, req);
    const world = inst.world;
    const status = visibleStatus(inst, (req.params as { id: string }).id, viewer);
    const ctx = ctxOf(inst, req, viewer);
    const ancestors: Status[] = [];
    let cursor = status.inReplyToId ? world.statuses.get(status.inReplyToId) : undefined;
    while (cursor && ancestors.length < 100) {
      if (visibleInTimeline(world, viewer, cursor)) ancestors.unshift(cursor);
      cursor = cursor.inReplyToId ? world.statuses.get(cursor.inReplyToId) : undefined;
    }
    // Descendants depth-first in thread order, as Pleroma returns them.
    const descendants: Status[] = [];
    const walk = (id: string) => {
      const children = [...(world.replies.get(id) ?? [])].sort(compareIds);
      for (const childId of children) {
        const child = world.statuses.get(childId);
        if (!child) continue;
        if (visibleInTimeline(world, viewer, child)) descendants.push(child);
        walk(childId);
      }
    };
    walk(status.id);
    return {
      ancestors: ancestors.map((s) => serializeStatus(ctx, s)),
      descendants: descendants.map((s) => serializeStatus(ctx, s)),
    };
  });

  app.get('/api/v1/statuses/:id/favourited_by', async (req, reply) => {
    const viewer = viewerOf(inst, req);
    const status = visibleStatus(inst, (req.params as { id: string }).id, viewer);
    const favs = [...(inst.world.favourites.get(status.id) ?? new Map<string, string>())].sort((a, b) =>
      compareIds(b[1], a[1]),
    );
    const page = pageParams(req.query as Params, 40, 80);
    const ctx = ctxOf(inst, req, viewer);
    const picked = favs
      .filter(
        ([, favId]) =>
          (!page.maxId || compareIds(favId, page.maxId) < 0) &&
          (!page.sinceId || compareIds(favId, page.sinceId) > 0),
      )
      .slice(0, page.limit);
    setLinkHeader(
      req,
      reply,
      picked.map(([, favId]) => favId),
    );
    return picked.flatMap(([accountId]) => {
      const a = inst.world.accounts.get(accountId);
      return a ? [serializeAccount(ctx, a)] : [];
    });
  });

  app.get('/api/v1/statuses/:id/reblogged_by', async (req, reply) => {
    const viewer = viewerOf(inst, req);
    const status = visibleStatus(inst, (req.params as { id: string }).id, viewer);
    const reblogs = [...(inst.world.reblogs.get(status.id) ?? new Map<string, string>())].sort((a, b) =>
      compareIds(b[1], a[1]),
    );
    const page = pageParams(req.query as Params, 40, 80);
    const ctx = ctxOf(inst, req, viewer);
    const picked = reblogs
      .filter(
        ([, id]) =>
          (!page.maxId || compareIds(id, page.maxId) < 0) &&
          (!page.sinceId || compareIds(id, page.sinceId) > 0),
      )
      .slice(0, page.limit);
    setLinkHeader(
      req,
      reply,
      picked.map(([, id]) => id),
    );
    return picked.flatMap(([accountId]) => {
      const a = inst.world.accounts.get(accountId);
      return a ? [serializeAccount(ctx, a)] : [];
    });
  });
}
