import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAccount } from '../serialize/account';
import { serializeRelationship } from '../serialize/relationship';
import { ApiError, notFound } from '../util/errors';
import { type HeaderSink, pageIds, pageParams, setLinkHeader } from '../util/paging';
import { bool, int, list, type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import { block, follow, unfollow } from '../world/follows';
import { blocks } from '../world/relations';
import type { Account } from '../world/types';
import { acctOf, pairKey } from '../world/world';
import { ctxOf } from './ctx';
import { findAccount } from './lookup';

/** Accounts sorted by id, paged like statuses; used for followers, following, mutes, blocks. */
export function accountPage(
  inst: DevInstance,
  req: FastifyRequest,
  reply: HeaderSink,
  ids: Iterable<string>,
  viewer: Account | null,
) {
  const q = req.query as Params;
  const keys = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const page = pageIds(keys, pageParams(q, 20, 80), (id) => inst.world.accounts.get(id));
  setLinkHeader(
    req,
    reply,
    page.map((p) => p.key),
  );
  const ctx = ctxOf(inst, req, viewer);
  const withRelationship = bool(q, 'with_relationships') ?? false;
  return page.map((p) => serializeAccount(ctx, p.item, { withRelationship }));
}

function target(inst: DevInstance, req: FastifyRequest): Account {
  return findAccount(inst, (req.params as { id: string }).id);
}

export function accountWriteRoutes(app: FastifyInstance, inst: DevInstance): void {
  const world = () => inst.world;
  const relationship = (req: FastifyRequest, viewer: Account, other: Account) =>
    serializeRelationship(ctxOf(inst, req, viewer), other.id);

  app.get('/api/v1/accounts/verify_credentials', async (req) => {
    const viewer = requireUser(inst, req);
    return serializeAccount(ctxOf(inst, req, viewer), viewer, { credentials: true });
  });

  app.get('/api/v1/accounts/relationships', async (req) => {
    const viewer = requireUser(inst, req);
    const ids = list(req.query as Params, 'id');
    const ctx = ctxOf(inst, req, viewer);
    return ids.filter((id) => world().accounts.has(id)).map((id) => serializeRelationship(ctx, id));
  });

  app.get('/api/v1/accounts/lookup', async (req) => {
    const acct = str(req.query as Params, 'acct') ?? '';
    const account = world().accountByAcct(acct.replace(new RegExp(`@${req.host}$`), ''));
    if (!account) throw notFound("Can't find user");
    return serializeAccount(ctxOf(inst, req), account);
  });

  app.get('/api/v1/accounts/search', async (req) => {
    const viewer = viewerOf(inst, req);
    const q = req.query as Params;
    const results = searchAccounts(inst, viewer, str(q, 'q') ?? '', {
      following: bool(q, 'following') ?? false,
      limit: Math.min(80, int(q, 'limit') ?? 40),
      offset: int(q, 'offset') ?? 0,
    });
    const ctx = ctxOf(inst, req, viewer);
    const withRelationship = bool(q, 'with_relationships') ?? false;
    return results.map((a) => serializeAccount(ctx, a, { withRelationship }));
  });

  app.get('/api/v1/accounts/:id/followers', async (req, reply) => {
    const viewer = viewerOf(inst, req);
    const account = target(inst, req);
    if (account.hideFollowers && viewer?.id !== account.id) return [];
    return accountPage(inst, req, reply, world().followers.get(account.id) ?? [], viewer);
  });

  app.get('/api/v1/accounts/:id/following', async (req, reply) => {
    const viewer = viewerOf(inst, req);
    const account = target(inst, req);
    if (account.hideFollows && viewer?.id !== account.id) return [];
    return accountPage(inst, req, reply, world().following.get(account.id)?.keys() ?? [], viewer);
  });

  app.get('/api/v1/accounts/:id/lists', async (req) => {
    const viewer = requireUser(inst, req);
    const account = target(inst, req);
    return [...world().lists.values()]
      .filter((l) => l.ownerId === viewer.id && l.accountIds.has(account.id))
      .map((l) => ({ id: l.id, title: l.title, replies_policy: l.repliesPolicy, exclusive: l.exclusive }));
  });

  app.post('/api/v1/accounts/:id/follow', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    if (other.id === viewer.id) throw new ApiError(400, 'Can not follow yourself');
    const p = paramsOf(req);
    const result = follow(world(), viewer, other, { reblogs: bool(p, 'reblogs'), notify: bool(p, 'notify') });
    if (result === 'blocked') throw new ApiError(403, 'Could not follow user: You are blocked by this user.');
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/unfollow', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    if (other.id === viewer.id) throw new ApiError(400, 'Can not unfollow yourself');
    unfollow(world(), viewer, other);
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/remove_from_followers', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    if (other.id === viewer.id) throw new ApiError(400, 'Can not unfollow yourself');
    world().removeFollow(other.id, viewer.id);
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/block', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    if (other.id === viewer.id) throw new ApiError(400, 'Can not block yourself');
    block(world(), viewer, other);
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/unblock', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    world().blocks.delete(pairKey(viewer.id, other.id));
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/mute', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    if (other.id === viewer.id) throw new ApiError(400, 'Can not mute yourself');
    const p = paramsOf(req);
    const seconds = int(p, 'expires_in') ?? int(p, 'duration') ?? 0;
    world().mutes.set(pairKey(viewer.id, other.id), {
      notifications: bool(p, 'notifications') ?? true,
      expiresAt: seconds > 0 ? Date.now() + seconds * 1000 : null,
    });
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/unmute', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    world().mutes.delete(pairKey(viewer.id, other.id));
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/note', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    const comment = str(paramsOf(req), 'comment') ?? '';
    if (comment === '') world().notes.delete(pairKey(viewer.id, other.id));
    else world().notes.set(pairKey(viewer.id, other.id), comment);
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/pin', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    world().endorsements.add(pairKey(viewer.id, other.id));
    return relationship(req, viewer, other);
  });

  app.post('/api/v1/accounts/:id/unpin', async (req) => {
    const viewer = requireUser(inst, req);
    const other = target(inst, req);
    world().endorsements.delete(pairKey(viewer.id, other.id));
    return relationship(req, viewer, other);
  });

  for (const [path, on] of [
    ['/api/v1/pleroma/accounts/:id/subscribe', true],
    ['/api/v1/pleroma/accounts/:id/unsubscribe', false],
  ] as const) {
    app.post(path, async (req) => {
      const viewer = requireUser(inst, req);
      const other = target(inst, req);
      if (on && blocks(world(), other.id, viewer.id)) throw new ApiError(403, 'Could not subscribe');
      if (on) world().subscriptions.add(pairKey(viewer.id, other.id));
      else world().subscriptions.delete(pairKey(viewer.id, other.id));
      return relationship(req, viewer, other);
    });
  }

  app.get('/api/v1/pleroma/accounts/:id/favourites', async (req) => {
    const viewer = viewerOf(inst, req);
    const other = target(inst, req);
    if (other.hideFavorites && viewer?.id !== other.id) throw new ApiError(403, "Can't get favorites");
    return [];
  });
}

export function searchAccounts(
  inst: DevInstance,
  viewer: Account | null,
  query: string,
  opts: { following: boolean; limit: number; offset: number },
): Account[] {
  const q = query.trim().replace(/^@/, '').toLowerCase();
  if (!q) return [];
  const world = inst.world;
  const scored: { account: Account; score: number }[] = [];
  for (const account of world.accounts.values()) {
    if (account.deactivated) continue;
    if (opts.following && viewer && !world.isFollowing(viewer.id, account.id)) continue;
    const acct = acctOf(account).toLowerCase();
    const name = account.displayName.toLowerCase();
    let score = 0;
    if (acct === q) score = 100;
    else if (account.username.toLowerCase().startsWith(q)) score = 50;
    else if (acct.includes(q)) score = 30;
    else if (name.includes(q)) score = 20;
    if (score > 0) scored.push({ account, score: score + (account.domain === null ? 5 : 0) });
  }
  scored.sort((a, b) => b.score - a.score || a.account.username.localeCompare(b.account.username));
  return scored.slice(opts.offset, opts.offset + opts.limit).map((s) => s.account);
}
