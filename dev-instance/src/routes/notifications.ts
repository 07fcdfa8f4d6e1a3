import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeNotification } from '../serialize/notification';
import { notFound } from '../util/errors';
import { compareIds } from '../util/ids';
import { pageIds, pageParams, setLinkHeader } from '../util/paging';
import { bool, list, type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import { finishDuePolls } from '../world/polls';
import { mutes } from '../world/relations';
import { ctxOf } from './ctx';

export function notificationRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/notifications', async (req, reply) => {
    const viewer = requireUser(inst, req);
    finishDuePolls(inst.world);
    const q = req.query as Params;
    const types = [...list(q, 'types'), ...list(q, 'include_types')];
    const excluded = list(q, 'exclude_types');
    const accountId = str(q, 'account_id');
    const withMuted = bool(q, 'with_muted') ?? false;
    const ctx = ctxOf(inst, req, viewer);
    const keys = inst.world.notificationsByAccount.get(viewer.id) ?? [];
    const page = pageIds(keys, pageParams(q, 20, 80), (id) => {
      const n = inst.world.notifications.get(id);
      if (!n || n.dismissed) return undefined;
      if (types.length > 0 && !types.includes(n.type)) return undefined;
      if (excluded.includes(n.type)) return undefined;
      if (accountId && n.fromId !== accountId) return undefined;
      if (!withMuted && mutes(inst.world, viewer.id, n.fromId)) return undefined;
      return serializeNotification(ctx, n) ?? undefined;
    });
    setLinkHeader(
      req,
      reply,
      page.map((p) => p.key),
    );
    return page.map((p) => p.item);
  });

  app.get('/api/v1/notifications/:id', async (req) => {
    const viewer = requireUser(inst, req);
    const n = inst.world.notifications.get((req.params as { id: string }).id);
    if (!n || n.accountId !== viewer.id || n.dismissed) throw notFound();
    const json = serializeNotification(ctxOf(inst, req, viewer), n);
    if (!json) throw notFound();
    return json;
  });

  app.post('/api/v1/notifications/:id/dismiss', async (req) => {
    const viewer = requireUser(inst, req);
    const n = inst.world.notifications.get((req.params as { id: string }).id);
    if (!n || n.accountId !== viewer.id) throw notFound();
    n.dismissed = true;
    return {};
  });

  app.post('/api/v1/notifications/dismiss', async (req) => {
    const viewer = requireUser(inst, req);
    const n = inst.world.notifications.get(str(paramsOf(req), 'id') ?? '');
    if (!n || n.accountId !== viewer.id) throw notFound();
    n.dismissed = true;
    return {};
  });

  app.post('/api/v1/notifications/clear', async (req) => {
    const viewer = requireUser(inst, req);
    for (const id of inst.world.notificationsByAccount.get(viewer.id) ?? []) {
      const n = inst.world.notifications.get(id);
      if (n) n.dismissed = true;
    }
    return {};
  });

  // Pleroma's read marker: one id, or everything up to max_id. Replies with the changed notifications.
  app.post('/api/v1/pleroma/notifications/read', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    const id = str(p, 'id');
    const maxId = str(p, 'max_id');
    const ctx = ctxOf(inst, req, viewer);
    if (id) {
      const n = inst.world.notifications.get(id);
      if (!n || n.accountId !== viewer.id) throw notFound();
      n.read = true;
      return serializeNotification(ctx, n) ?? {};
    }
    if (!maxId) throw notFound();
    const changed = [];
    for (const nid of inst.world.notificationsByAccount.get(viewer.id) ?? []) {
      const n = inst.world.notifications.get(nid);
      if (n && !n.read && compareIds(nid, maxId) <= 0) {
        n.read = true;
        const json = serializeNotification(ctx, n);
        if (json) changed.push(json);
      }
    }
    return changed.reverse();
  });

  app.get('/api/v1/notifications/unread_count', async (req) => {
    const viewer = requireUser(inst, req);
    let count = 0;
    for (const id of inst.world.notificationsByAccount.get(viewer.id) ?? []) {
      const n = inst.world.notifications.get(id);
      if (n && !n.read && !n.dismissed) count++;
    }
    return { count };
  });
}
