import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAccount } from '../serialize/account';
import { notFound } from '../util/errors';
import { pageParams } from '../util/paging';
import { bool, type Params, str } from '../util/params';
import { blocks } from '../world/relations';
import { statusPage } from '../world/timelines';
import { visibleInTimeline } from '../world/visibility';
import { ctxOf } from './ctx';
import { findAccount } from './lookup';
import { filtersOf, sendStatuses } from './timelines';

/** Profiles and their statuses. */
export function accountReadRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/accounts/:id', async (req) => {
    const viewer = viewerOf(inst, req);
    const account = findAccount(inst, (req.params as { id: string }).id);
    if (account.deactivated && viewer?.role !== 'admin' && viewer?.role !== 'moderator')
      throw notFound("Can't find user");
    const withRelationships = bool(req.query as Params, 'with_relationships') ?? false;
    return serializeAccount(ctxOf(inst, req, viewer), account, { withRelationship: withRelationships });
  });

  app.get('/api/v1/accounts/:id/statuses', async (req, reply) => {
    const viewer = viewerOf(inst, req);
    const q = req.query as Params;
    const account = findAccount(inst, (req.params as { id: string }).id);
    if (viewer && blocks(inst.world, account.id, viewer.id)) return [];
    const world = inst.world;
    const keys = world.statusesByAccount.get(account.id) ?? [];
    const tagged = str(q, 'tagged')?.toLowerCase();
    if (bool(q, 'pinned')) {
      // Pinned statuses are few and come in pin order, newest pin first; they are not paged.
      const pins = [...(world.pins.get(account.id) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]);
      const statuses = pins.flatMap(([id]) => {
        const s = world.statuses.get(id);
        return s && visibleInTimeline(world, viewer, s) ? [s] : [];
      });
      return sendStatuses(inst, req, reply, statuses, viewer);
    }
    const filters = { ...filtersOf(q), withMuted: true };
    const statuses = statusPage(world, viewer, keys, pageParams(q), filters, (s) => {
      if (tagged && !s.tags.some((t) => t.toLowerCase() === tagged)) return false;
      return true;
    });
    return sendStatuses(inst, req, reply, statuses, viewer);
  });
}
