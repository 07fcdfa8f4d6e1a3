import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { bodyOf } from '../media/upload';
import { serializeAccount } from '../serialize/account';
import { serializeEmojiList } from '../serialize/emoji';
import { serializeAttachment } from '../serialize/media';
import { serializeStatus } from '../serialize/status';
import { ApiError } from '../util/errors';
import { getOrCreate } from '../util/maps';
import { bool, type Params, str } from '../util/params';
import { deleteStatus } from '../world/deleting';
import { editStatus } from '../world/editing';
import { favourite, reblog, unfavourite } from '../world/interactions';
import { createStatus } from '../world/posting';
import { hasPrivilege } from '../world/roles';
import type { Account, Status } from '../world/types';
import { readPost } from './compose';
import { ctxOf } from './ctx';
import { visibleStatus, visibleTarget } from './lookup';

const MAX_PINS = 5;

export function statusWriteRoutes(app: FastifyInstance, inst: DevInstance): void {
  const world = () => inst.world;
  const param = (req: FastifyRequest) => (req.params as { id: string }).id;
  const render = (req: FastifyRequest, viewer: Account, status: Status) =>
    serializeStatus(ctxOf(inst, req, viewer), status);
  const own = (req: FastifyRequest, viewer: Account): Status => {
    const status = visibleStatus(inst, param(req), viewer);
    if (status.accountId !== viewer.id)
      throw new ApiError(403, 'This action is outside the authorized scopes');
    return status;
  };

  // Akkoma's idempotency plug keeps the reply of any POST under its key, a preview's too: a post
  // sent later with a preview's key gets the preview back and is never made. Kept here per key.
  const previewReplies = new Map<string, Record<string, unknown>>();
  // The plug keeps a refusal under its key too (a 422 for a post too long): the same key gets the
  // same refusal again, so a client must take a new key once the server itself said no.
  const refusals = new Map<string, ApiError>();

  app.post('/api/v1/statuses', async (req) => {
    const viewer = requireUser(inst, req);
    const { params } = await bodyOf(req);
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && key ? `${viewer.id}:${key}` : null;
    if (idemKey) {
      const earlier = world().statuses.get(world().idempotency.get(idemKey) ?? '');
      if (earlier) return render(req, viewer, earlier);
      const previewed = previewReplies.get(idemKey);
      if (previewed) return previewed;
      const refused = refusals.get(idemKey);
      if (refused) throw refused;
    }
    // Like Akkoma: a preview is rendered (id 'pleroma:fakeid') but not stored, streamed, federated
    // or notified, and its files stay free.
    const preview = bool(params, 'preview') === true;
    let status: Status;
    try {
      status = createStatus(world(), { ...readPost(inst, viewer, params, false), preview });
    } catch (error) {
      if (idemKey && error instanceof ApiError) refusals.set(idemKey, error);
      throw error;
    }
    const reply = render(req, viewer, status);
    if (idemKey && preview) previewReplies.set(idemKey, reply);
    else if (idemKey) world().idempotency.set(idemKey, status.id);
    return reply;
  });

  app.put('/api/v1/statuses/:id', async (req) => {
    const viewer = requireUser(inst, req);
    const status = own(req, viewer);
    const { params } = await bodyOf(req);
    const input = readPost(
      inst,
      viewer,
      { ...params, visibility: status.visibility, in_reply_to_id: '', quote_id: '' },
      true,
    );
    editStatus(world(), status, {
      source: input.source,
      contentType: input.contentType,
      spoilerText: input.spoilerText,
      sensitive: input.sensitive,
      mediaIds: input.mediaIds,
      language: input.language,
      pollOptions: input.poll?.options ?? null,
    });
    return render(req, viewer, status);
  });

  app.delete('/api/v1/statuses/:id', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleStatus(inst, param(req), viewer);
    if (status.accountId !== viewer.id && !hasPrivilege(viewer, 'messages_delete'))
      throw new ApiError(403, 'This action is outside the authorized scopes');
    const json = { ...render(req, viewer, status), text: status.source };
    deleteStatus(world(), status);
    return json;
  });

  app.get('/api/v1/statuses/:id/source', async (req) => {
    const viewer = requireUser(inst, req);
    const status = own(req, viewer);
    return {
      id: status.id,
      text: status.source,
      spoiler_text: status.spoilerText,
      content_type: status.contentType,
    };
  });

  app.get('/api/v1/statuses/:id/history', async (req) => {
    const viewer = ctxOf(inst, req);
    const status = visibleStatus(inst, param(req), viewer.viewer);
    const author = world().accounts.get(status.accountId) as Account;
    const account = serializeAccount(viewer, author);
    const poll = status.pollId ? world().polls.get(status.pollId) : undefined;
    const versions = [
      ...status.history,
      {
        content: status.content,
        spoilerText: status.spoilerText,
        sensitive: status.sensitive,
        mediaIds: status.mediaIds,
        pollOptions: poll?.options ?? null,
        emojiShortcodes: status.emojiShortcodes,
        createdAt: status.editedAt ?? status.createdAt,
      },
    ];
    return versions.map((v) => ({
      content: v.content.replaceAll('@@BASE@@', viewer.base),
      spoiler_text: v.spoilerText,
      sensitive: v.sensitive,
      created_at: new Date(v.createdAt).toISOString(),
      account,
      poll: v.pollOptions ? { options: v.pollOptions.map((title) => ({ title })) } : null,
      media_attachments: v.mediaIds.flatMap((id) => {
        const a = world().attachments.get(id);
        return a ? [serializeAttachment(viewer, a)] : [];
      }),
      emojis: serializeEmojiList(viewer, v.emojiShortcodes),
    }));
  });

  app.post('/api/v1/statuses/:id/favourite', async (req) => {
    const viewer = requireUser(inst, req);
    const target = visibleTarget(inst, param(req), viewer);
    favourite(world(), viewer.id, target.id);
    return render(req, viewer, target);
  });

  app.post('/api/v1/statuses/:id/unfavourite', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleTarget(inst, param(req), viewer);
    unfavourite(world(), viewer.id, status.id);
    return render(req, viewer, status);
  });

  app.post('/api/v1/statuses/:id/reblog', async (req) => {
    const viewer = requireUser(inst, req);
    const found = visibleStatus(inst, param(req), viewer);
    const status = found.reblogOfId ? (world().statuses.get(found.reblogOfId) ?? found) : found;
    if (status.visibility !== 'public' && status.visibility !== 'unlisted' && status.visibility !== 'local') {
      throw new ApiError(422, 'This status cannot be repeated');
    }
    return render(req, viewer, reblog(world(), viewer.id, status));
  });

  app.post('/api/v1/statuses/:id/unreblog', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleTarget(inst, param(req), viewer);
    const reblogId = world().reblogs.get(status.id)?.get(viewer.id);
    const reblogStatus = reblogId ? world().statuses.get(reblogId) : undefined;
    if (reblogStatus) deleteStatus(world(), reblogStatus);
    return render(req, viewer, status);
  });

  app.post('/api/v1/statuses/:id/bookmark', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleTarget(inst, param(req), viewer);
    const marks = getOrCreate(world().bookmarks, viewer.id, () => new Map());
    if (!marks.has(status.id)) marks.set(status.id, world().ids.next(Date.now()));
    const folder = str((req.body ?? {}) as Params, 'folder_id');
    if (folder) world().bookmarkFolderOf.set(`${viewer.id}:${status.id}`, folder);
    return render(req, viewer, status);
  });

  app.post('/api/v1/statuses/:id/unbookmark', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleTarget(inst, param(req), viewer);
    world().bookmarks.get(viewer.id)?.delete(status.id);
    world().bookmarkFolderOf.delete(`${viewer.id}:${status.id}`);
    return render(req, viewer, status);
  });

  app.post('/api/v1/statuses/:id/pin', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleTarget(inst, param(req), viewer);
    if (status.accountId !== viewer.id || status.reblogOfId)
      throw new ApiError(422, "Someone else's status cannot be pinned");
    if (status.visibility !== 'public' && status.visibility !== 'unlisted')
      throw new ApiError(422, 'Non-public status cannot be pinned');
    const pins = getOrCreate(world().pins, viewer.id, () => new Map());
    if (!pins.has(status.id) && pins.size >= MAX_PINS)
      throw new ApiError(400, 'You have already pinned the maximum number of statuses');
    pins.set(status.id, Date.now());
    return render(req, viewer, status);
  });

  app.post('/api/v1/statuses/:id/unpin', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleTarget(inst, param(req), viewer);
    world().pins.get(viewer.id)?.delete(status.id);
    return render(req, viewer, status);
  });

  for (const [action, on] of [
    ['mute', true],
    ['unmute', false],
  ] as const) {
    app.post(`/api/v1/statuses/:id/${action}`, async (req) => {
      const viewer = requireUser(inst, req);
      const status = visibleTarget(inst, param(req), viewer);
      const set = getOrCreate(world().threadMutes, viewer.id, () => new Set());
      if (on) set.add(status.context);
      else set.delete(status.context);
      return render(req, viewer, status);
    });
  }
}
