import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeStatus } from '../serialize/status';
import { notFound } from '../util/errors';
import { type HeaderSink, pageParams, setLinkHeader } from '../util/paging';
import { bool, list, type Params, str } from '../util/params';
import { homeTest, isPublicLike, statusPage, type TimelineFilters, tagTest } from '../world/timelines';
import type { Account, Status } from '../world/types';
import { ctxOf } from './ctx';

export function filtersOf(q: Params): TimelineFilters {
  return {
    onlyMedia: bool(q, 'only_media'),
    excludeReplies: bool(q, 'exclude_replies'),
    excludeReblogs: bool(q, 'exclude_reblogs'),
    withMuted: bool(q, 'with_muted'),
    replyVisibility: str(q, 'reply_visibility'),
    excludeVisibilities: list(q, 'exclude_visibilities'),
  };
}

/** Serializes a page of statuses and sets the Link header. */
export function sendStatuses(
  inst: DevInstance,
  req: FastifyRequest,
  reply: HeaderSink,
  statuses: Status[],
  viewer: Account | null,
) {
  const ctx = ctxOf(inst, req, viewer);
  setLinkHeader(
    req,
    reply,
    statuses.map((s) => s.id),
  );
  return statuses.map((s) => serializeStatus(ctx, s));
}

type Keep = (status: Status, author: Account) => boolean;

/** One timeline page: the world's statuses, newest first, that `keep` admits for this viewer. */
function sendTimeline(
  inst: DevInstance,
  req: FastifyRequest,
  reply: HeaderSink,
  viewer: Account | null,
  keep: Keep,
) {
  const q = req.query as Params;
  const statuses = statusPage(inst.world, viewer, inst.world.statusOrder, pageParams(q), filtersOf(q), keep);
  return sendStatuses(inst, req, reply, statuses, viewer);
}

export function timelineRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/timelines/public', async (req, reply) => {
    const q = req.query as Params;
    const viewer = viewerOf(inst, req);
    const local = bool(q, 'local') ?? false;
    const remote = bool(q, 'remote') ?? false;
    const instance = str(q, 'instance');
    return sendTimeline(inst, req, reply, viewer, (s, author) => {
      if (!isPublicLike(s, viewer)) return false;
      if (s.visibility === 'local' && !local) return false;
      if (local && author.domain !== null) return false;
      if (remote && author.domain === null) return false;
      if (instance && author.domain !== instance) return false;
      return true;
    });
  });

  app.get('/api/v1/timelines/bubble', async (req, reply) => {
    const viewer = viewerOf(inst, req);
    const bubble = new Set(inst.config.bubbleDomains);
    return sendTimeline(inst, req, reply, viewer, (s, author) => {
      if (!isPublicLike(s, viewer)) return false;
      return author.domain === null || bubble.has(author.domain);
    });
  });

  app.get('/api/v1/timelines/tag/:tag', async (req, reply) => {
    const q = req.query as Params;
    const { tag } = req.params as { tag: string };
    const viewer = viewerOf(inst, req);
    const local = bool(q, 'local') ?? false;
    const test = tagTest([tag, ...list(q, 'any')], list(q, 'all'), list(q, 'none'));
    return sendTimeline(inst, req, reply, viewer, (s, author) => {
      if (!isPublicLike(s, viewer)) return false;
      if (local && author.domain !== null) return false;
      return test(s, author);
    });
  });

  app.get('/api/v1/timelines/home', async (req, reply) => {
    const q = req.query as Params;
    const viewer = requireUser(inst, req);
    const local = bool(q, 'local') ?? false;
    const test = homeTest(inst.world, viewer);
    return sendTimeline(inst, req, reply, viewer, (s, author) => {
      if (local && author.domain !== null) return false;
      return test(s, author);
    });
  });

  app.get('/api/v1/timelines/direct', async (req, reply) => {
    const viewer = requireUser(inst, req);
    return sendTimeline(inst, req, reply, viewer, (s) => {
      return s.visibility === 'direct' && (s.accountId === viewer.id || s.mentionIds.includes(viewer.id));
    });
  });

  app.get('/api/v1/timelines/list/:id', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const listDef = inst.world.lists.get((req.params as { id: string }).id);
    if (!listDef || listDef.ownerId !== viewer.id) throw notFound();
    return sendTimeline(inst, req, reply, viewer, (s, author) => {
      if (!listDef.accountIds.has(author.id)) return false;
      if (s.visibility === 'direct' && !s.mentionIds.includes(viewer.id)) return false;
      if (s.inReplyToAccountId && listDef.repliesPolicy !== 'followed') {
        if (listDef.repliesPolicy === 'none') return false;
        if (!listDef.accountIds.has(s.inReplyToAccountId) && s.inReplyToAccountId !== viewer.id) return false;
      }
      return true;
    });
  });
}
