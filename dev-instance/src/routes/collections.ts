import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeStatus } from '../serialize/status';
import { ApiError, notFound } from '../util/errors';
import { compareIds } from '../util/ids';
import { type HeaderSink, pageIds, pageParams, setLinkHeader } from '../util/paging';
import { type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import type { Status } from '../world/types';
import { canSee } from '../world/visibility';
import { ctxOf } from './ctx';

/**
 * Favourites and bookmarks page by the id of the favourite or bookmark, not of the status, as
 * Pleroma does: the Link header carries those ids.
 */
export function collectionRoutes(app: FastifyInstance, inst: DevInstance): void {
  const send = (req: FastifyRequest, reply: HeaderSink, entries: [string, string][]) => {
    const viewer = requireUser(inst, req);
    entries.sort((a, b) => compareIds(a[0], b[0]));
    const byKey = new Map(entries);
    const page = pageIds(
      entries.map((e) => e[0]),
      pageParams(req.query as Params),
      (key) => {
        const status = inst.world.statuses.get(byKey.get(key) ?? '');
        return status && canSee(inst.world, viewer, status) ? status : undefined;
      },
    );
    setLinkHeader(
      req,
      reply,
      page.map((p) => p.key),
    );
    const ctx = ctxOf(inst, req, viewer);
    return page.map((p) => serializeStatus(ctx, p.item as Status));
  };

  app.get('/api/v1/favourites', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const entries: [string, string][] = [];
    for (const [statusId, who] of inst.world.favourites) {
      const favId = who.get(viewer.id);
      if (favId) entries.push([favId, statusId]);
    }
    return send(req, reply, entries);
  });

  app.get('/api/v1/bookmarks', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const folder = str(req.query as Params, 'folder_id');
    const entries: [string, string][] = [];
    for (const [statusId, markId] of inst.world.bookmarks.get(viewer.id) ?? []) {
      if (folder && inst.world.bookmarkFolderOf.get(`${viewer.id}:${statusId}`) !== folder) continue;
      entries.push([markId, statusId]);
    }
    return send(req, reply, entries);
  });

  // Akkoma's bookmark folders.
  const folderJson = (f: { id: string; name: string; emoji: string | null }) => ({
    id: f.id,
    name: f.name,
    emoji: f.emoji,
    emoji_url: null,
  });
  app.get('/api/v1/pleroma/bookmark_folders', async (req) => {
    const viewer = requireUser(inst, req);
    return [...inst.world.bookmarkFolders.values()].filter((f) => f.ownerId === viewer.id).map(folderJson);
  });
  app.post('/api/v1/pleroma/bookmark_folders', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    const name = str(p, 'name')?.trim();
    if (!name) throw new ApiError(422, 'Missing field: name.');
    const folder = {
      id: inst.world.ids.next(Date.now()),
      ownerId: viewer.id,
      name,
      emoji: str(p, 'emoji') ?? null,
    };
    inst.world.bookmarkFolders.set(folder.id, folder);
    return folderJson(folder);
  });
  const ownFolder = (req: FastifyRequest) => {
    const viewer = requireUser(inst, req);
    const folder = inst.world.bookmarkFolders.get((req.params as { id: string }).id);
    if (!folder || folder.ownerId !== viewer.id) throw notFound();
    return folder;
  };
  app.patch('/api/v1/pleroma/bookmark_folders/:id', async (req) => {
    const folder = ownFolder(req);
    const p = paramsOf(req);
    folder.name = str(p, 'name')?.trim() || folder.name;
    if (p.emoji !== undefined) folder.emoji = str(p, 'emoji') ?? null;
    return folderJson(folder);
  });
  app.delete('/api/v1/pleroma/bookmark_folders/:id', async (req) => {
    const folder = ownFolder(req);
    inst.world.bookmarkFolders.delete(folder.id);
    for (const [key, id] of inst.world.bookmarkFolderOf)
      if (id === folder.id) inst.world.bookmarkFolderOf.delete(key);
    return folderJson(folder);
  });
}
