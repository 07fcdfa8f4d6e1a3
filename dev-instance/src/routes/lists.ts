import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { ApiError, notFound } from '../util/errors';
import { bool, list, str } from '../util/params';
import { paramsOf } from '../util/request';
import type { Account, ListDef } from '../world/types';
import { accountPage } from './accounts-write';

const listJson = (l: ListDef) => ({
  id: l.id,
  title: l.title,
  replies_policy: l.repliesPolicy,
  exclusive: l.exclusive,
});

export function listRoutes(app: FastifyInstance, inst: DevInstance): void {
  const mine = (req: FastifyRequest, viewer: Account): ListDef => {
    const l = inst.world.lists.get((req.params as { id: string }).id);
    if (!l || l.ownerId !== viewer.id) throw notFound();
    return l;
  };

  app.get('/api/v1/lists', async (req) => {
    const viewer = requireUser(inst, req);
    return [...inst.world.lists.values()].filter((l) => l.ownerId === viewer.id).map(listJson);
  });

  app.post('/api/v1/lists', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    const title = str(p, 'title')?.trim();
    if (!title) throw new ApiError(422, 'Missing field: title.');
    const id = inst.world.ids.next(Date.now());
    const policy = str(p, 'replies_policy');
    const l: ListDef = {
      id,
      ownerId: viewer.id,
      title,
      repliesPolicy: policy === 'followed' || policy === 'none' ? policy : 'list',
      exclusive: bool(p, 'exclusive') ?? false,
      accountIds: new Set(),
    };
    inst.world.lists.set(id, l);
    return listJson(l);
  });

  app.get('/api/v1/lists/:id', async (req) => listJson(mine(req, requireUser(inst, req))));

  app.put('/api/v1/lists/:id', async (req) => {
    const l = mine(req, requireUser(inst, req));
    const p = paramsOf(req);
    const title = str(p, 'title')?.trim();
    if (title) l.title = title;
    const policy = str(p, 'replies_policy');
    if (policy === 'followed' || policy === 'none' || policy === 'list') l.repliesPolicy = policy;
    const exclusive = bool(p, 'exclusive');
    if (exclusive !== undefined) l.exclusive = exclusive;
    return listJson(l);
  });

  app.delete('/api/v1/lists/:id', async (req) => {
    const l = mine(req, requireUser(inst, req));
    inst.world.lists.delete(l.id);
    return {};
  });

  app.get('/api/v1/lists/:id/accounts', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const l = mine(req, viewer);
    return accountPage(inst, req, reply, l.accountIds, viewer);
  });

  app.post('/api/v1/lists/:id/accounts', async (req) => {
    const viewer = requireUser(inst, req);
    const l = mine(req, viewer);
    for (const id of list(paramsOf(req), 'account_ids')) {
      if (!inst.world.accounts.has(id)) throw notFound();
      l.accountIds.add(id);
    }
    return {};
  });

  app.delete('/api/v1/lists/:id/accounts', async (req) => {
    const viewer = requireUser(inst, req);
    const l = mine(req, viewer);
    for (const id of list(paramsOf(req), 'account_ids')) l.accountIds.delete(id);
    return {};
  });
}
