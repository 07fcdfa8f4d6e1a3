import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { ApiError, notFound } from '../util/errors';
import { getOrCreate } from '../util/maps';
import { bool, int, list, type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import type { KeywordFilter } from '../world/types';

const CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'];

const json = (f: KeywordFilter) => ({
  id: f.id,
  phrase: f.phrase,
  context: f.context,
  whole_word: f.wholeWord,
  irreversible: f.irreversible,
  expires_at: f.expiresAt === null ? null : new Date(f.expiresAt).toISOString(),
});

/**
 * Keyword filters (Mastodon v1, which Akkoma serves). They are stored and every change sends
 * `filters_changed` on the owner's user stream; applying them is left to the client.
 */
export function filterRoutes(app: FastifyInstance, inst: DevInstance): void {
  const mine = (req: FastifyRequest) => {
    const viewer = requireUser(inst, req);
    return {
      viewer,
      filters: getOrCreate(inst.world.filters, viewer.id, () => new Map<string, KeywordFilter>()),
    };
  };
  const read = (p: Params, previous?: KeywordFilter): Omit<KeywordFilter, 'id'> => {
    const phrase = str(p, 'phrase') ?? previous?.phrase;
    if (!phrase?.trim()) throw new ApiError(422, 'Missing field: phrase.');
    const context = list(p, 'context');
    const contexts = context.length > 0 ? context : (previous?.context ?? []);
    if (contexts.length === 0 || contexts.some((c) => !CONTEXTS.includes(c)))
      throw new ApiError(422, 'Invalid context');
    const expiresIn = int(p, 'expires_in');
    return {
      phrase,
      context: contexts,
      wholeWord: bool(p, 'whole_word') ?? previous?.wholeWord ?? true,
      irreversible: bool(p, 'irreversible') ?? previous?.irreversible ?? false,
      expiresAt: expiresIn && expiresIn > 0 ? Date.now() + expiresIn * 1000 : (previous?.expiresAt ?? null),
    };
  };
  const changed = (accountId: string) => inst.hub.emit({ kind: 'filters_changed', accountId });

  app.get('/api/v1/filters', async (req) => [...mine(req).filters.values()].map(json));

  app.get('/api/v1/filters/:id', async (req) => {
    const f = mine(req).filters.get((req.params as { id: string }).id);
    if (!f) throw notFound();
    return json(f);
  });

  app.post('/api/v1/filters', async (req) => {
    const { viewer, filters } = mine(req);
    const f: KeywordFilter = { id: inst.world.ids.next(Date.now()), ...read(paramsOf(req)) };
    filters.set(f.id, f);
    changed(viewer.id);
    return json(f);
  });

  app.put('/api/v1/filters/:id', async (req) => {
    const { viewer, filters } = mine(req);
    const previous = filters.get((req.params as { id: string }).id);
    if (!previous) throw notFound();
    const f = { ...previous, ...read(paramsOf(req), previous) };
    filters.set(f.id, f);
    changed(viewer.id);
    return json(f);
  });

  app.delete('/api/v1/filters/:id', async (req) => {
    const { viewer, filters } = mine(req);
    if (!filters.delete((req.params as { id: string }).id)) throw notFound();
    changed(viewer.id);
    return {};
  });
}
