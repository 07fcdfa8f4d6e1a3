import type { Notification } from '../world/types';
import { canSee } from '../world/visibility';
import { serializeAccount } from './account';
import { type Ctx, iso } from './context';
import { serializeStatus } from './status';

/** Mastodon Notification plus Pleroma's `pleroma.is_seen`, `emoji` and `target` for moves. */
export function serializeNotification(ctx: Ctx, n: Notification): Record<string, unknown> | null {
  const from = ctx.world.accounts.get(n.fromId);
  if (!from) return null;
  const status = n.statusId ? ctx.world.statuses.get(n.statusId) : undefined;
  if (n.statusId && (!status || !canSee(ctx.world, ctx.viewer, status))) return null;
  const out: Record<string, unknown> = {
    id: n.id,
    type: n.type,
    created_at: iso(n.createdAt),
    group_key: `ungrouped-${n.id}`,
    account: serializeAccount(ctx, from),
    pleroma: { is_seen: n.read, is_muted: false },
  };
  if (status) out.status = serializeStatus(ctx, status);
  if (n.type === 'pleroma:emoji_reaction' && n.emoji) {
    out.emoji = n.emoji;
    const custom = ctx.world.emoji.get(n.emoji);
    out.emoji_url = custom ? custom.url.replace('@@BASE@@', ctx.base) : null;
  }
  if (n.type === 'move' && n.targetId) {
    const target = ctx.world.accounts.get(n.targetId);
    if (target) out.target = serializeAccount(ctx, target);
  }
  if (n.type === 'pleroma:report' && n.reportId) out.report = { id: n.reportId };
  return out;
}
