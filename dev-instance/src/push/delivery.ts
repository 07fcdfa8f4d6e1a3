import webpush from 'web-push';
import type { DevInstance } from '../instance';
import type { Notification, PushSubscription } from '../world/types';
import { acctOf } from '../world/world';

/** The alert a notification type needs switched on, as Akkoma names them. */
export function alertFor(type: Notification['type']): string {
  return type;
}

/** Akkoma's titles (Pleroma.Web.Push.Impl): the server writes them in its own language. */
const TITLES: Partial<Record<Notification['type'], string>> = {
  mention: 'New Mention',
  status: 'New Status',
  favourite: 'New Favorite',
  reblog: 'New Repeat',
  follow: 'New Follower',
  follow_request: 'New Follow Request',
  move: 'New Move',
  poll: 'Poll Results',
  update: 'New Update',
  'pleroma:emoji_reaction': 'New Reaction',
};

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * The payload Akkoma sends (Pleroma.Web.Push.Impl.build_content): the access token, the
 * notification's id and type, an icon, a title and a body of at most 140 characters, empty when
 * the recipient hides notification contents. The client fetches the notification itself to show
 * it in the reader's language; title and body are what a client without that shows.
 */
export function pushPayload(
  inst: DevInstance,
  sub: PushSubscription,
  accessToken: string,
  n: Notification,
): Record<string, unknown> | null {
  const world = inst.world;
  const actor = world.accounts.get(n.fromId);
  const recipient = world.accounts.get(n.accountId);
  if (!actor || !recipient) return null;
  const status = n.statusId ? world.statuses.get(n.statusId) : undefined;
  const hide = recipient.notificationSettings.hideNotificationContents;
  let body = '';
  if (!hide) {
    const text = status ? plainText(status.content) : '';
    body = `@${acctOf(actor)}${text ? `: ${text}` : ''}`;
    if (body.length > 140) body = `${body.slice(0, 139)}…`;
  }
  const base = sub.base ?? '';
  const icon = /^https?:\/\//.test(actor.avatarUrl) ? actor.avatarUrl : `${base}${actor.avatarUrl}`;
  return {
    access_token: accessToken,
    notification_id: n.id,
    notification_type: n.type,
    preferred_locale: 'en',
    icon,
    title: TITLES[n.type] ?? 'New Notification',
    body,
  };
}

/** Whether the subscription's policy lets a notification from `fromId` through (Mastodon's policy). */
function policyAllows(inst: DevInstance, sub: PushSubscription, n: Notification): boolean {
  switch (sub.policy) {
    case 'none':
      return false;
    case 'followed':
      return inst.world.isFollowing(n.accountId, n.fromId);
    case 'follower':
      return inst.world.isFollowing(n.fromId, n.accountId);
    default:
      return true;
  }
}

export interface PushAttempt {
  subscriptionId: string;
  endpoint: string;
  notificationId: string;
  status: number | null;
  error?: string;
}

/**
 * Sends a Web Push message (RFC 8030, encrypted by RFC 8291, signed by RFC 8292 VAPID) to every
 * subscription of the recipient that asked for this type of notification. The web-push library
 * does the cryptography; the request goes out with fetch, which speaks to any endpoint the
 * browser gave (a real push service over https, or a loopback one in the journeys).
 */
export class PushDelivery {
  /** The last deliveries, newest last, for /__dev/push. */
  readonly attempts: PushAttempt[] = [];

  constructor(private readonly inst: DevInstance) {
    inst.hub.on((event) => {
      if (event.kind === 'notification') void this.deliver(event.notification);
    });
  }

  private subscriptionsFor(n: Notification): { sub: PushSubscription; token: string }[] {
    const out: { sub: PushSubscription; token: string }[] = [];
    const world = this.inst.world;
    for (const sub of world.pushSubscriptions.values()) {
      if (!sub.alerts[alertFor(n.type)]) continue;
      const token = [...world.tokens.values()].find((t) => t.id === sub.tokenId);
      if (!token || token.accountId !== n.accountId) continue;
      if (!policyAllows(this.inst, sub, n)) continue;
      out.push({ sub, token: token.token });
    }
    return out;
  }

  async deliver(n: Notification): Promise<void> {
    const config = this.inst.config;
    if (config.webPush !== 'on' || !config.vapidPrivateKey) return;
    for (const { sub, token } of this.subscriptionsFor(n)) {
      const payload = pushPayload(this.inst, sub, token, n);
      if (!payload) continue;
      const attempt: PushAttempt = {
        subscriptionId: sub.id,
        endpoint: sub.endpoint,
        notificationId: n.id,
        status: null,
      };
      this.attempts.push(attempt);
      if (this.attempts.length > 50) this.attempts.shift();
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: sub.endpoint, keys: sub.keys },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: `mailto:${config.email}`,
              publicKey: config.vapidPublicKey,
              privateKey: config.vapidPrivateKey,
            },
            TTL: 60 * 60 * 24,
            contentEncoding: 'aes128gcm',
          },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(10_000),
        });
        attempt.status = response.status;
        // A push service answers 404 or 410 for a subscription that no longer exists (RFC 8030 7.3).
        if (response.status === 404 || response.status === 410) {
          this.inst.world.pushSubscriptions.delete(sub.tokenId);
        }
      } catch (error) {
        attempt.error = error instanceof Error ? error.message : String(error);
      }
    }
  }
}
