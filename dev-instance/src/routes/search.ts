import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import { serializeTag } from '../serialize/tag';
import { htmlToText } from '../util/html';
import { bool, int, type Params, str } from '../util/params';
import { baseUrl } from '../util/request';
import type { Account, Status } from '../world/types';
import { visibleInTimeline } from '../world/visibility';
import { searchAccounts } from './accounts-write';
import { ctxOf } from './ctx';

/** A URL of this instance's own status or profile; resolve never goes to the network. */
function resolveLocalUrl(inst: DevInstance, base: string, q: string): { status?: Status; account?: Account } {
  const world = inst.world;
  const notice = /\/(?:notice|objects)\/(\d+)$/.exec(q);
  if (notice?.[1]) {
    const status = world.statuses.get(notice[1]);
    if (status) return { status };
  }
  for (const status of world.statuses.values())
    if (status.uri.replace('@@BASE@@', base) === q || status.url.replace('@@BASE@@', base) === q)
      return { status };
  const user = /\/users\/([^/?#]+)$/.exec(q) ?? /\/@([^/?#]+)$/.exec(q);
  if (user?.[1]) {
    const host = new URL(q).host;
    const account = world.accountByAcct(host === new URL(base).host ? user[1] : `${user[1]}@${host}`);
    if (account) return { account };
  }
  return {};
}

export function searchRoutes(app: FastifyInstance, inst: DevInstance): void {
  const handler = async (req: import('fastify').FastifyRequest) => {
    const viewer = viewerOf(inst, req);
    const q = req.query as Params;
    const query = (str(q, 'q') ?? '').trim();
    const type = str(q, 'type');
    const limit = Math.max(1, Math.min(40, int(q, 'limit') ?? 20));
    const offset = int(q, 'offset') ?? 0;
    const following = bool(q, 'following') ?? false;
    const accountId = str(q, 'account_id');
    const ctx = ctxOf(inst, req, viewer);
    const withRelationship = bool(q, 'with_relationships') ?? false;
    const out = { accounts: [] as unknown[], statuses: [] as unknown[], hashtags: [] as unknown[] };
    if (!query) return out;

    if (/^https?:\/\//.test(query)) {
      const found = resolveLocalUrl(inst, baseUrl(req), query);
      if (found.status && visibleInTimeline(inst.world, viewer, found.status))
        out.statuses.push(serializeStatus(ctx, found.status));
      if (found.account) out.accounts.push(serializeAccount(ctx, found.account, { withRelationship }));
      return out;
    }

    if (!type || type === 'accounts') {
      out.accounts = searchAccounts(inst, viewer, query, { following, limit, offset }).map((a) =>
        serializeAccount(ctx, a, { withRelationship }),
      );
    }
    if (!type || type === 'statuses') {
      const needle = query.toLowerCase();
      const found: Status[] = [];
      let skipped = 0;
      const order = inst.world.statusOrder;
      for (let i = order.length - 1; i >= 0 && found.length < limit; i--) {
        const s = inst.world.statuses.get(order[i] as string);
        if (!s || s.reblogOfId) continue;
        if (accountId && s.accountId !== accountId) continue;
        if (!visibleInTimeline(inst.world, viewer, s)) continue;
        if (
          !htmlToText(s.content).toLowerCase().includes(needle) &&
          !s.spoilerText.toLowerCase().includes(needle)
        )
          continue;
        if (skipped++ < offset) continue;
        found.push(s);
      }
      out.statuses = found.map((s) => serializeStatus(ctx, s));
    }
    if (!type || type === 'hashtags') {
      const needle = query.replace(/^#/, '').toLowerCase();
      const names = [...inst.world.statusesByTag.entries()]
        .filter(([name, ids]) => ids.length > 0 && name.includes(needle))
        .sort(
          (a, b) =>
            Number(b[0].startsWith(needle)) - Number(a[0].startsWith(needle)) || b[1].length - a[1].length,
        )
        .slice(offset, offset + limit)
        .map(([name]) => name);
      out.hashtags = names.map((n) => serializeTag(ctx, n));
    }
    return out;
  };
  app.get('/api/v2/search', handler);
}
