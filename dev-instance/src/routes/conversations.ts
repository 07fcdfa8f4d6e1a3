import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import { notFound } from '../util/errors';
import { compareIds } from '../util/ids';
import { getOrCreate } from '../util/maps';
import { pageIds, pageParams, setLinkHeader } from '../util/paging';
import { list, nested, type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import type { Account, Status } from '../world/types';
import { ctxOf } from './ctx';

/** Direct-message threads of a viewer, grouped by conversation, newest message last. */
function conversationsOf(inst: DevInstance, viewer: Account): Map<string, Status[]> {
  const hidden = inst.world.hiddenConversations.get(viewer.id);
  const out = new Map<string, Status[]>();
  for (const id of inst.world.statusOrder) {
    const s = inst.world.statuses.get(id);
    if (s?.visibility !== 'direct') continue;
    if (s.accountId !== viewer.id && !s.mentionIds.includes(viewer.id)) continue;
    const key = String(s.conversationId);
    if (hidden?.has(key)) continue;
    getOrCreate(out, key, () => []).push(s);
  }
  return out;
}

export function conversationRoutes(app: FastifyInstance, inst: DevInstance): void {
  const json = (req: Parameters<typeof ctxOf>[1], viewer: Account, id: string, statuses: Status[]) => {
    const ctx = ctxOf(inst, req, viewer);
    const last = statuses[statuses.length - 1] as Status;
    const people = new Set<string>();
    for (const s of statuses)
      for (const a of [s.accountId, ...s.mentionIds]) if (a !== viewer.id) people.add(a);
    const readUpTo = inst.world.conversationReads.get(viewer.id)?.get(id);
    return {
      id,
      unread: last.accountId !== viewer.id && (!readUpTo || compareIds(last.id, readUpTo) > 0),
      accounts: [...people].flatMap((a) => {
        const account = inst.world.accounts.get(a);
        return account ? [serializeAccount(ctx, account)] : [];
      }),
      last_status: serializeStatus(ctx, last),
    };
  };

  app.get('/api/v1/conversations', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const all = conversationsOf(inst, viewer);
    // Conversations page by the id of their newest message.
    const byLast = new Map<string, string>();
    for (const [id, statuses] of all) byLast.set((statuses[statuses.length - 1] as Status).id, id);
    const keys = [...byLast.keys()].sort(compareIds);
    const page = pageIds(keys, pageParams(req.query as Params), (k) => byLast.get(k));
    setLinkHeader(
      req,
      reply,
      page.map((p) => p.key),
    );
    return page.map((p) => json(req, viewer, p.item, all.get(p.item) ?? []));
  });

  app.post('/api/v1/conversations/:id/read', async (req) => {
    const viewer = requireUser(inst, req);
    const id = (req.params as { id: string }).id;
    const statuses = conversationsOf(inst, viewer).get(id);
    if (!statuses) throw notFound();
    getOrCreate(inst.world.conversationReads, viewer.id, () => new Map()).set(
      id,
      (statuses[statuses.length - 1] as Status).id,
    );
    return json(req, viewer, id, statuses);
  });

  app.delete('/api/v1/conversations/:id', async (req) => {
    const viewer = requireUser(inst, req);
    const id = (req.params as { id: string }).id;
    if (!conversationsOf(inst, viewer).has(id)) throw notFound();
    getOrCreate(inst.world.hiddenConversations, viewer.id, () => new Set()).add(id);
    return {};
  });

  // Read markers (Mastodon; Pleroma adds the unread count to the notifications marker).
  const markerJson = (viewer: Account, timeline: string) => {
    const m = inst.world.markers.get(viewer.id)?.get(timeline) ?? {
      lastReadId: '0',
      version: 0,
      updatedAt: Date.now(),
    };
    const out: Record<string, unknown> = {
      last_read_id: m.lastReadId,
      version: m.version,
      updated_at: new Date(m.updatedAt).toISOString(),
    };
    if (timeline === 'notifications') {
      let unread = 0;
      for (const nid of inst.world.notificationsByAccount.get(viewer.id) ?? []) {
        const n = inst.world.notifications.get(nid);
        if (n && !n.read && !n.dismissed) unread++;
      }
      out.pleroma = { unread_count: unread };
    }
    return out;
  };

  app.get('/api/v1/markers', async (req) => {
    const viewer = requireUser(inst, req);
    const wanted = list(req.query as Params, 'timeline');
    const out: Record<string, unknown> = {};
    for (const t of wanted.length > 0 ? wanted : ['home', 'notifications'])
      if (t === 'home' || t === 'notifications') out[t] = markerJson(viewer, t);
    return out;
  });

  app.post('/api/v1/markers', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    const markers = getOrCreate(inst.world.markers, viewer.id, () => new Map());
    const out: Record<string, unknown> = {};
    for (const t of ['home', 'notifications']) {
      const lastReadId = str(nested(p, t), 'last_read_id');
      if (!lastReadId) continue;
      const previous = markers.get(t);
      markers.set(t, { lastReadId, version: (previous?.version ?? 0) + 1, updatedAt: Date.now() });
      out[t] = markerJson(viewer, t);
    }
    return out;
  });
}
