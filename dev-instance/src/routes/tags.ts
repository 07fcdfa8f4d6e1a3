import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeTag } from '../serialize/tag';
import { ApiError } from '../util/errors';
import { getOrCreate } from '../util/maps';
import { pageIds, pageParams, setLinkHeader } from '../util/paging';
import type { Params } from '../util/params';
import { ctxOf } from './ctx';

function tagName(req: FastifyRequest): string {
  const name = decodeURIComponent((req.params as { tag: string }).tag)
    .replace(/^#/, '')
    .toLowerCase();
  if (!/^[\p{L}\p{N}_]+$/u.test(name)) throw new ApiError(422, 'Invalid hashtag');
  return name;
}

export function tagRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/tags/:tag', async (req) =>
    serializeTag(ctxOf(inst, req, viewerOf(inst, req)), tagName(req)),
  );

  app.post('/api/v1/tags/:tag/follow', async (req) => {
    const viewer = requireUser(inst, req);
    const name = tagName(req);
    const set = getOrCreate(inst.world.followedTags, viewer.id, () => new Set());
    set.add(name);
    return serializeTag(ctxOf(inst, req, viewer), name);
  });

  app.post('/api/v1/tags/:tag/unfollow', async (req) => {
    const viewer = requireUser(inst, req);
    const name = tagName(req);
    inst.world.followedTags.get(viewer.id)?.delete(name);
    return serializeTag(ctxOf(inst, req, viewer), name);
  });

  // Followed tags have no ids of their own; they page by their position in alphabetical order.
  app.get('/api/v1/followed_tags', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const names = [...(inst.world.followedTags.get(viewer.id) ?? [])].sort().reverse();
    const keys = names.map((_, i) => String(i + 1));
    const page = pageIds(keys, pageParams(req.query as Params, 100, 200), (k) => names[Number(k) - 1]);
    setLinkHeader(
      req,
      reply,
      page.map((p) => p.key),
    );
    const ctx = ctxOf(inst, req, viewer);
    return page.map((p) => serializeTag(ctx, p.item));
  });
}
