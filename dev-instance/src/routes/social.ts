import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAccount } from '../serialize/account';
import { serializeRelationship } from '../serialize/relationship';
import { ApiError, notFound } from '../util/errors';
import { getOrCreate } from '../util/maps';
import { type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import { authorizeRequest, rejectRequest } from '../world/follows';
import { mutes } from '../world/relations';
import { accountPage } from './accounts-write';
import { ctxOf } from './ctx';
import { findAccount } from './lookup';

/** Follow requests, mute and block lists, domain blocks, suggestions and endorsements. */
export function socialRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/follow_requests', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const ids: string[] = [];
    for (const key of inst.world.followRequests.keys()) {
      const [from, to] = key.split('>');
      if (to === viewer.id && from) ids.push(from);
    }
    return accountPage(inst, req, reply, ids, viewer);
  });

  for (const action of ['authorize', 'reject'] as const) {
    app.post(`/api/v1/follow_requests/:id/${action}`, async (req) => {
      const viewer = requireUser(inst, req);
      const requester = findAccount(inst, (req.params as { id: string }).id);
      const ok =
        action === 'authorize'
          ? authorizeRequest(inst.world, viewer, requester)
          : rejectRequest(inst.world, viewer, requester);
      if (!ok) throw notFound();
      return serializeRelationship(ctxOf(inst, req, viewer), requester.id);
    });
  }

  app.get('/api/v1/mutes', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const ids: string[] = [];
    for (const key of [...inst.world.mutes.keys()]) {
      const [from, to] = key.split('>');
      if (from === viewer.id && to && mutes(inst.world, viewer.id, to)) ids.push(to);
    }
    return accountPage(inst, req, reply, ids, viewer);
  });

  app.get('/api/v1/blocks', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const ids: string[] = [];
    for (const key of inst.world.blocks) {
      const [from, to] = key.split('>');
      if (from === viewer.id && to) ids.push(to);
    }
    return accountPage(inst, req, reply, ids, viewer);
  });

  app.get('/api/v1/domain_blocks', async (req) => {
    const viewer = requireUser(inst, req);
    return [...(inst.world.domainBlocks.get(viewer.id) ?? [])].sort();
  });

  app.post('/api/v1/domain_blocks', async (req) => {
    const viewer = requireUser(inst, req);
    const domain = str(paramsOf(req), 'domain')?.trim().toLowerCase();
    if (!domain) throw new ApiError(422, 'Missing field: domain.');
    const set = getOrCreate(inst.world.domainBlocks, viewer.id, () => new Set());
    set.add(domain);
    // Blocking a domain removes follows of its accounts, as on Pleroma.
    for (const followedId of [...(inst.world.following.get(viewer.id)?.keys() ?? [])]) {
      if (inst.world.accounts.get(followedId)?.domain === domain)
        inst.world.removeFollow(viewer.id, followedId);
    }
    return {};
  });

  app.delete('/api/v1/domain_blocks', async (req) => {
    const viewer = requireUser(inst, req);
    const domain = str(paramsOf(req), 'domain')?.trim().toLowerCase();
    if (domain) inst.world.domainBlocks.get(viewer.id)?.delete(domain);
    return {};
  });

  app.get('/api/v1/suggestions', async (req) => {
    const viewer = requireUser(inst, req);
    const limit = Math.min(80, Number((req.query as Params).limit ?? 40) || 40);
    const ctx = ctxOf(inst, req, viewer);
    const world = inst.world;
    // People followed by the people you follow, most shared first; then active locals.
    const score = new Map<string, number>();
    for (const followed of world.following.get(viewer.id)?.keys() ?? []) {
      for (const second of world.following.get(followed)?.keys() ?? [])
        score.set(second, (score.get(second) ?? 0) + 1);
    }
    const candidates = [...world.accounts.values()].filter(
      (a) =>
        a.id !== viewer.id &&
        !world.isFollowing(viewer.id, a.id) &&
        !a.deactivated &&
        a.discoverable &&
        !world.blocks.has(`${viewer.id}>${a.id}`),
    );
    candidates.sort(
      (a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || a.username.localeCompare(b.username),
    );
    return candidates.slice(0, limit).map((a) => serializeAccount(ctx, a));
  });

  app.get('/api/v2/suggestions', async (req) => {
    const viewer = requireUser(inst, req);
    const ctx = ctxOf(inst, req, viewer);
    return [...inst.world.accounts.values()]
      .filter((a) => a.id !== viewer.id && !inst.world.isFollowing(viewer.id, a.id) && a.discoverable)
      .slice(0, 40)
      .map((a) => ({ source: 'global', sources: ['featured'], account: serializeAccount(ctx, a) }));
  });

  app.delete('/api/v1/suggestions/:id', async (req) => {
    requireUser(inst, req);
    return {};
  });

  app.get('/api/v1/endorsements', async (req) => {
    const viewer = requireUser(inst, req);
    const ctx = ctxOf(inst, req, viewer);
    const out = [];
    for (const key of inst.world.endorsements) {
      const [from, to] = key.split('>');
      const account = to ? inst.world.accounts.get(to) : undefined;
      if (from === viewer.id && account) out.push(serializeAccount(ctx, account));
    }
    return out;
  });
}
