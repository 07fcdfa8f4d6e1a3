import type { WebSocket } from 'ws';
import type { DevInstance } from '../instance';
import { announcementReactionPayload, serializeAnnouncement } from '../serialize/announcement';
import { serializeNotification } from '../serialize/notification';
import { serializeStatus } from '../serialize/status';
import type { WorldEvent } from '../world/events';
import { type Subscription, statusOnStream, streamLabel, subscriptionKey } from './streams';

export interface Connection {
  socket: WebSocket;
  /** Account id behind the token; looked up per event so a reset or deletion takes effect. */
  accountId: string | null;
  base: string;
  host: string;
  subscriptions: Map<string, Subscription>;
}

/**
 * All open streaming sockets. World events are turned into Mastodon streaming messages for
 * every connection and subscription they belong on.
 */
export class Connections {
  readonly open = new Set<Connection>();
  /** When set, new upgrades are refused until this time (ms); see /__dev/streaming/close. */
  rejectUntil = 0;

  constructor(private readonly inst: DevInstance) {
    inst.hub.on((event) => this.dispatch(event));
  }

  add(c: Connection): void {
    this.open.add(c);
    c.socket.on('close', () => this.open.delete(c));
  }

  closeAll(code: number, reason = ''): number {
    const n = this.open.size;
    for (const c of this.open) c.socket.close(code, reason);
    return n;
  }

  private send(c: Connection, event: string, payload: string, sub: Subscription | null): void {
    if (c.socket.readyState !== c.socket.OPEN) return;
    const message: Record<string, unknown> = { event, payload };
    if (sub) message.stream = streamLabel(sub);
    c.socket.send(JSON.stringify(message));
  }

  private dispatch(event: WorldEvent): void {
    if (this.open.size === 0) return;
    const world = this.inst.world;
    for (const c of this.open) {
      const viewer = c.accountId ? (world.accounts.get(c.accountId) ?? null) : null;
      const ctx = { world, base: c.base, host: c.host, viewer, now: Date.now() };
      try {
        if (event.kind === 'status.created' || event.kind === 'status.updated') {
          let payload: string | null = null;
          for (const sub of c.subscriptions.values()) {
            if (sub.stream === 'user:notification') continue;
            if (!statusOnStream(world, viewer, sub, event.status, this.inst.config.bubbleDomains)) continue;
            payload ??= JSON.stringify(serializeStatus(ctx, event.status));
            this.send(c, event.kind === 'status.created' ? 'update' : 'status.update', payload, sub);
          }
        } else if (event.kind === 'status.deleted') {
          for (const sub of c.subscriptions.values())
            if (sub.stream !== 'user:notification') this.send(c, 'delete', event.status.id, sub);
        } else if (event.kind === 'notification') {
          if (!viewer || event.notification.accountId !== viewer.id) continue;
          const json = serializeNotification(ctx, event.notification);
          if (!json) continue;
          for (const sub of c.subscriptions.values()) {
            if (sub.stream === 'user' || sub.stream === 'user:notification')
              this.send(c, 'notification', JSON.stringify(json), sub);
          }
        } else if (event.kind === 'filters_changed') {
          if (!viewer || event.accountId !== viewer.id) continue;
          for (const sub of c.subscriptions.values())
            if (sub.stream === 'user') this.send(c, 'filters_changed', '', sub);
        } else if (event.kind === 'announcement') {
          // Akkoma and Mastodon send the whole announcement, as the viewer would read it.
          if (!viewer) continue;
          const payload = JSON.stringify(serializeAnnouncement(ctx, event.announcement));
          for (const sub of c.subscriptions.values())
            if (sub.stream === 'user') this.send(c, 'announcement', payload, sub);
        } else if (event.kind === 'announcement.deleted') {
          if (!viewer) continue;
          for (const sub of c.subscriptions.values())
            if (sub.stream === 'user') this.send(c, 'announcement.delete', event.announcementId, sub);
        } else if (event.kind === 'announcement.reaction') {
          if (!viewer) continue;
          const payload = JSON.stringify(announcementReactionPayload(ctx, event.announcement, event.name));
          for (const sub of c.subscriptions.values())
            if (sub.stream === 'user') this.send(c, 'announcement.reaction', payload, sub);
        }
      } catch {
        // One broken serialization must not stop delivery to the other sockets.
      }
    }
  }

  subscribe(c: Connection, sub: Subscription): void {
    c.subscriptions.set(subscriptionKey(sub), sub);
  }

  unsubscribe(c: Connection, sub: Subscription): void {
    c.subscriptions.delete(subscriptionKey(sub));
  }
}
