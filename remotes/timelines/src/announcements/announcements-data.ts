import {
  type Announcement,
  bus,
  getApiClient,
  instance$,
  parseAnnouncementList,
  session$,
  staffRoleOf,
  store,
  unreadAnnouncements$,
} from '@murmur/shared';
import { BehaviorSubject } from 'rxjs';
import { ANNOUNCEMENT_EVENTS, applyAnnouncementEvent } from './announcements-live';

/** Whether an announcement is running now (no end, or an end in the future). */
export function isActive(announcement: Announcement, now = Date.now()): boolean {
  const ends = announcement.ends_at ? Date.parse(announcement.ends_at) : Number.NaN;
  const starts = announcement.starts_at ? Date.parse(announcement.starts_at) : Number.NaN;
  if (!Number.isNaN(ends) && ends < now) return false;
  if (!Number.isNaN(starts) && starts > now) return false;
  return true;
}

/** The unread count the navigation and the title show: active announcements not yet read. */
export function unreadCount(list: readonly Announcement[], now = Date.now()): number {
  return list.filter((a) => !a.read && isActive(a, now)).length;
}

/**
 * The announcements last read from the server, kept up to date by the stream (null before the
 * first read): the page shows them and the unread count follows them.
 */
export const heldAnnouncements$ = new BehaviorSubject<Announcement[] | null>(null);

/**
 * The announcements a user sees (GET /api/v1/announcements); for an admin on a Pleroma-API server
 * merged with the admin list, which also holds the inactive ones (spec 2 section 2).
 */
export async function loadAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  const api = getApiClient();
  const reply = await api.get<unknown>('/api/v1/announcements', { signal });
  const mine = parseAnnouncementList(reply.data);
  unreadAnnouncements$.next(unreadCount(mine));
  const session = session$.getValue();
  const viewer = session.kind === 'user' ? store.accounts.get(session.accountId) : undefined;
  if (staffRoleOf(viewer) !== 'admin' || !instance$.getValue().capabilities.pleromaApi) {
    heldAnnouncements$.next(mine);
    return mine;
  }
  try {
    const admin = parseAnnouncementList(
      (await api.get<unknown>('/api/v1/pleroma/admin/announcements', { signal })).data,
    );
    const read = new Map(mine.map((a) => [a.id, a.read]));
    const merged = admin.map((a) => ({ ...a, read: read.get(a.id) ?? a.read }));
    heldAnnouncements$.next(merged);
    return merged;
  } catch {
    // The admin list is extra: without it the admin sees what everyone sees.
    heldAnnouncements$.next(mine);
    return mine;
  }
}

/** POST /api/v1/announcements/{id}/dismiss: read, then the counts follow. */
export async function markRead(id: string): Promise<void> {
  await getApiClient().post(`/api/v1/announcements/${encodeURIComponent(id)}/dismiss`);
  unreadAnnouncements$.next(Math.max(0, unreadAnnouncements$.getValue() - 1));
  const held = heldAnnouncements$.getValue();
  if (held) heldAnnouncements$.next(held.map((a) => (a.id === id ? { ...a, read: true } : a)));
  bus.emit({ type: 'announcements/changed' });
}

let started = false;

/** Counts unread announcements when a session starts, so the navigation and title show them. */
export function startAnnouncementsSync(): void {
  if (started) return;
  started = true;
  const refresh = () => {
    if (session$.getValue().kind !== 'user') {
      unreadAnnouncements$.next(0);
      return;
    }
    loadAnnouncements().catch(() => {});
  };
  bus.on('session/started').subscribe(refresh);
  bus.on('session/ended').subscribe(() => {
    unreadAnnouncements$.next(0);
    heldAnnouncements$.next(null);
  });
  // Live: the stream's announcement events change the held list, the count follows at once.
  bus.on('streaming/event').subscribe(({ event, payload }) => {
    if (!ANNOUNCEMENT_EVENTS.has(event) || session$.getValue().kind !== 'user') return;
    const held = heldAnnouncements$.getValue();
    const next = held ? applyAnnouncementEvent(held, event, payload) : 'reload';
    if (next === null) return;
    if (next === 'reload') {
      loadAnnouncements().catch(() => {});
      return;
    }
    heldAnnouncements$.next(next);
    unreadAnnouncements$.next(unreadCount(next));
  });
  refresh();
}
