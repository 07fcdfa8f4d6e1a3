import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import { ApiError } from '../util/errors';
import { react, unreact } from '../world/interactions';
import { ctxOf } from './ctx';
import { visibleStatus, visibleTarget } from './lookup';

const EMOJI_RE =
  /^\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*$|^[\u{1F1E6}-\u{1F1FF}]{2}$|^[0-9#*]\uFE0F?\u20E3$/u;

/** Accepts a unicode emoji or a local custom emoji (with or without colons); remote ones (with @) are refused. */
function normalise(inst: DevInstance, raw: string): string {
  const emoji = decodeURIComponent(raw).trim();
  const code = emoji.replace(/^:|:$/g, '');
  if (code.includes('@')) throw new ApiError(400, 'Could not add reaction emoji');
  const custom = inst.world.emoji.get(code);
  if (custom && !custom.remote) return code;
  if (EMOJI_RE.test(emoji)) return emoji;
  throw new ApiError(400, 'Could not add reaction emoji');
}

export function reactionRoutes(app: FastifyInstance, inst: DevInstance): void {
  const params = (req: FastifyRequest) => req.params as { id: string; emoji: string };

  app.put('/api/v1/pleroma/statuses/:id/reactions/:emoji', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleTarget(inst, params(req).id, viewer);
    react(inst.world, viewer.id, status.id, normalise(inst, params(req).emoji));
    return serializeStatus(ctxOf(inst, req, viewer), status);
  });

  app.delete('/api/v1/pleroma/statuses/:id/reactions/:emoji', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleTarget(inst, params(req).id, viewer);
    const raw = decodeURIComponent(params(req).emoji).replace(/^:|:$/g, '');
    unreact(inst.world, viewer.id, status.id, raw);
    return serializeStatus(ctxOf(inst, req, viewer), status);
  });

  const list = async (req: FastifyRequest) => {
    const viewer = viewerOf(inst, req);
    const status = visibleStatus(inst, params(req).id, viewer);
    const only = params(req).emoji ? decodeURIComponent(params(req).emoji).replace(/^:|:$/g, '') : null;
    const ctx = ctxOf(inst, req, viewer);
    const out = [];
    for (const [name, who] of inst.world.reactions.get(status.id) ?? []) {
      if (only && name !== only) continue;
      const custom = inst.world.emoji.get(name);
      const accounts = [...who.keys()].flatMap((id) => {
        const a = inst.world.accounts.get(id);
        return a ? [serializeAccount(ctx, a)] : [];
      });
      out.push({
        name,
        count: who.size,
        me: viewer ? who.has(viewer.id) : false,
        url: custom ? custom.url.replace('@@BASE@@', ctx.base) : null,
        accounts,
      });
    }
    return out;
  };
  app.get('/api/v1/pleroma/statuses/:id/reactions', list);
  app.get('/api/v1/pleroma/statuses/:id/reactions/:emoji', list);
}
