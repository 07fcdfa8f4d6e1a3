import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { ApiError, notFound, unauthorized } from '../util/errors';
import { nested, type Params, str } from '../util/params';
import { baseUrl, paramsOf } from '../util/request';
import type { PushSubscription } from '../world/types';

const ALERTS = [
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'poll',
  'move',
  'pleroma:emoji_reaction',
  'status',
  'update',
  'admin.sign_up',
  'admin.report',
];

function alertsFrom(p: Params, previous: Record<string, boolean> = {}): Record<string, boolean> {
  const data = nested(p, 'data');
  const alerts = nested(data, 'alerts');
  const out: Record<string, boolean> = {};
  for (const name of ALERTS) {
    const v = alerts[name];
    out[name] = v === undefined ? (previous[name] ?? false) : v === true || v === 'true' || v === '1';
  }
  return out;
}

/**
 * Web push subscriptions, one per token (Mastodon's API as Akkoma has it). Messages are sent by
 * push/delivery.ts when a notification is made. With push switched off (or no VAPID key) the
 * server refuses subscriptions as Akkoma's `restrict_push_enabled` does: 403.
 */
export function pushRoutes(app: FastifyInstance, inst: DevInstance): void {
  const token = (req: FastifyRequest) => {
    const t = tokenOf(inst, req);
    if (!t?.accountId) throw unauthorized();
    return t;
  };
  const json = (s: PushSubscription) => ({
    id: s.id,
    endpoint: s.endpoint,
    alerts: s.alerts,
    policy: s.policy,
    server_key: inst.config.vapidPublicKey,
    standard: true,
  });

  const enabled = () => {
    if (inst.config.webPush !== 'on')
      throw new ApiError(403, 'Web push subscription is disabled on this Pleroma instance');
  };

  app.post('/api/v1/push/subscription', async (req) => {
    const t = token(req);
    enabled();
    const p = paramsOf(req);
    const sub = nested(p, 'subscription');
    const keys = nested(sub, 'keys');
    const endpoint = str(sub, 'endpoint');
    if (!endpoint || !str(keys, 'p256dh') || !str(keys, 'auth'))
      throw new ApiError(422, 'Missing field: subscription.');
    const s: PushSubscription = {
      id: inst.world.ids.next(Date.now()),
      tokenId: t.id,
      endpoint,
      keys: { p256dh: str(keys, 'p256dh') ?? '', auth: str(keys, 'auth') ?? '' },
      alerts: alertsFrom(p),
      policy: str(nested(p, 'data'), 'policy') ?? 'all',
      base: baseUrl(req),
    };
    inst.world.pushSubscriptions.set(t.id, s);
    return json(s);
  });

  app.get('/api/v1/push/subscription', async (req) => {
    enabled();
    const s = inst.world.pushSubscriptions.get(token(req).id);
    if (!s) throw notFound('Record not found');
    return json(s);
  });

  app.put('/api/v1/push/subscription', async (req) => {
    enabled();
    const s = inst.world.pushSubscriptions.get(token(req).id);
    if (!s) throw notFound('Record not found');
    const p = paramsOf(req);
    s.alerts = alertsFrom(p, s.alerts);
    s.policy = str(nested(p, 'data'), 'policy') ?? s.policy;
    return json(s);
  });

  app.delete('/api/v1/push/subscription', async (req) => {
    inst.world.pushSubscriptions.delete(token(req).id);
    return {};
  });
}
