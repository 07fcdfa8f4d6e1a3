import type { Announcement, Notification, Status } from './types';

/** Changes that streaming clients hear about. Emitted by the same code that changes the world. */
export type WorldEvent =
  | { kind: 'status.created'; status: Status }
  | { kind: 'status.updated'; status: Status }
  | { kind: 'status.deleted'; status: Status }
  | { kind: 'notification'; notification: Notification }
  | { kind: 'filters_changed'; accountId: string }
  | { kind: 'announcement'; announcement: Announcement }
  | { kind: 'announcement.deleted'; announcementId: string }
  | { kind: 'announcement.reaction'; announcement: Announcement; name: string };

export type WorldListener = (event: WorldEvent) => void;

export class EventHub {
  private listeners = new Set<WorldListener>();

  on(listener: WorldListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: WorldEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A broken subscriber must not break the action that changed the world.
      }
    }
  }
}
