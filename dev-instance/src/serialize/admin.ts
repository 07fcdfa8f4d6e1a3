import type { Account, Report } from '../world/types';
import { accountUrl } from '../world/urls';
import { acctOf } from '../world/world';
import { serializeAccount } from './account';
import { type Ctx, iso, url } from './context';
import { serializeStatus } from './status';

/** The user shape of Pleroma's admin API. */
export function serializeAdminUser(ctx: Ctx, a: Account) {
  return {
    id: a.id,
    nickname: acctOf(a),
    display_name: a.displayName,
    avatar: url(ctx, a.avatarUrl),
    url: url(ctx, accountUrl(a)),
    is_active: !a.deactivated,
    local: a.domain === null,
    roles: { admin: a.role === 'admin', moderator: a.role === 'moderator' },
    tags: a.tags,
    is_confirmed: a.confirmed,
    is_approved: a.approved,
    registration_reason: a.registrationReason,
    actor_type: a.bot ? 'Service' : 'Person',
    email: a.email,
    created_at: iso(a.createdAt),
  };
}

/** A report as /api/v1/pleroma/admin/reports lists it. */
export function serializeAdminReport(ctx: Ctx, r: Report) {
  const world = ctx.world;
  const target = world.accounts.get(r.targetId);
  const actor = world.accounts.get(r.reporterId);
  const account = (a: Account | undefined) =>
    a ? { ...serializeAccount(ctx, a), ...serializeAdminUser(ctx, a), id: a.id } : null;
  return {
    id: r.id,
    state: r.state,
    account: account(target),
    actor: account(actor),
    content: r.comment,
    created_at: iso(r.createdAt),
    statuses: r.statusIds.flatMap((id) => {
      const s = world.statuses.get(id);
      return s ? [serializeStatus(ctx, s)] : [];
    }),
    notes: r.notes.map((n) => {
      const user = world.accounts.get(n.userId);
      return {
        id: n.id,
        user_id: n.userId,
        content: n.content,
        created_at: iso(n.createdAt),
        user: user ? serializeAdminUser(ctx, user) : null,
      };
    }),
    rules: [],
  };
}

/** The Mastodon Report returned to the reporting user. */
export function serializeReport(ctx: Ctx, r: Report) {
  const target = ctx.world.accounts.get(r.targetId);
  return {
    id: r.id,
    action_taken: r.state !== 'open',
    action_taken_at: null,
    category: 'other',
    comment: r.comment,
    forwarded: r.forward,
    created_at: iso(r.createdAt),
    status_ids: r.statusIds,
    rule_ids: r.rules,
    target_account: target ? serializeAccount(ctx, target) : null,
  };
}
