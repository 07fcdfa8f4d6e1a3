import type { Ctx } from './context';

/** Mastodon Tag with a 7-day usage history computed from the world. */
export function serializeTag(ctx: Ctx, name: string) {
  const lower = name.toLowerCase();
  const ids = ctx.world.statusesByTag.get(lower) ?? [];
  const DAY = 86_400_000;
  const today = Math.floor(ctx.now / DAY) * DAY;
  const history = [];
  for (let d = 0; d < 7; d++) {
    const start = today - d * DAY;
    const accounts = new Set<string>();
    let uses = 0;
    for (const id of ids) {
      const s = ctx.world.statuses.get(id);
      if (s && s.createdAt >= start && s.createdAt < start + DAY) {
        uses++;
        accounts.add(s.accountId);
      }
    }
    history.push({ day: String(start / 1000), uses: String(uses), accounts: String(accounts.size) });
  }
  const following = ctx.viewer ? (ctx.world.followedTags.get(ctx.viewer.id)?.has(lower) ?? false) : false;
  return { id: lower, name: lower, url: `${ctx.base}/tag/${encodeURIComponent(lower)}`, history, following };
}
