import {
  allowOlderNotifications,
  boundNotifications,
  bus,
  compareNotificationsNewestFirst,
  getApiClient,
  instance$,
  isAbortError,
  learnMissingFeature,
  loadNotificationsRead,
  type Notification,
  parseNotificationListAsync,
  type RepeatingTask,
  repeat,
  resetNotificationWindow,
  type StreamingState,
  saveNotificationsRead,
  session$,
  store,
} from '@murmur/shared/core';

/** Spec 2 section 4: without a stream, notifications are polled every 20 s. */
export const NOTIFICATIONS_POLL_MS = 20_000;

/** Newest first, by numeric id where ids are numeric (the store keeps no order of its own). */
export const newestFirst: (a: Notification, b: Notification) => number = compareNotificationsNewestFirst;

/** The notifications the store holds, newest first. */
export function heldNotifications(): Notification[] {
  return store.notifications.values().sort(newestFirst);
}

export interface PageResult {
  count: number;
  bottomedOut: boolean;
}

/** GET /api/v1/notifications (one page, older than `maxId` when given) into the store. */
export async function fetchNotifications(
  options: { maxId?: string; sinceId?: string; types?: readonly string[]; signal?: AbortSignal } = {},
): Promise<PageResult> {
  const types = options.types && options.types.length > 0 ? [...options.types] : undefined;
  const reply = await getApiClient().get<unknown>('/api/v1/notifications', {
    // `types[]` is Mastodon's and Akkoma's; older Pleroma reads `include_types[]`.
    query: { max_id: options.maxId, since_id: options.sinceId, limit: 20, types, include_types: types },
    signal: options.signal,
  });
  const list = await parseNotificationListAsync(reply.data);
  store.notifications.upsertMany(list);
  // What the reader asked for (older ones, one type's) stays held; a poll or the first page keeps
  // the window.
  if (options.maxId !== undefined || types) allowOlderNotifications(list.length);
  else boundNotifications(store);
  return { count: list.length, bottomedOut: options.maxId !== undefined && list.length === 0 };
}

/**
 * Marks everything up to the newest as seen: at once in the store, then on the server (Pleroma's
 * read call, else the read markers; a server with neither keeps the local mark only).
 */
export async function markAllSeen(): Promise<void> {
  const all = heldNotifications();
  const newest = all[0];
  if (!newest) return;
  for (const n of all)
    if (!n.pleroma.is_seen) store.notifications.patch(n.id, { pleroma: { ...n.pleroma, is_seen: true } });
  if (!instance$.getValue().capabilities.pleromaApi) keepReadMarker(newest.id);
  await saveNotificationsRead(newest.id);
}

/**
 * The read marker of this session on servers without Pleroma's `is_seen` (what the server's
 * markers said at start, or the reader's own "Mark all as read" since). Every notification that
 * enters the store later is held against it: the panel's first page, a poll, the stream and a
 * page asked again all bring notifications the server sends without any "seen" flag, and each of
 * them used to count as new again, so the count came back after a reload.
 */
let readMarker: string | null = null;
let holdingToMarker: (() => void) | null = null;

/** Keeps `lastReadId` as the read marker, applied now and to whatever notification arrives later. */
export function keepReadMarker(lastReadId: string): void {
  if (readMarker !== null && isOlderOrSame(lastReadId, readMarker) && lastReadId !== readMarker) return;
  readMarker = lastReadId;
  applyReadMarker(lastReadId);
  if (holdingToMarker) return;
  let applying = false;
  holdingToMarker = store.notifications.subscribe(() => {
    // Marking patches the store, which calls back here once more and finds nothing left to mark.
    if (applying || readMarker === null) return;
    applying = true;
    try {
      applyReadMarker(readMarker);
    } finally {
      applying = false;
    }
  });
}

/** Forgets the read marker (sign-out: the next account has its own). */
export function forgetReadMarker(): void {
  readMarker = null;
  holdingToMarker?.();
  holdingToMarker = null;
}

/** Whether the numeric id `a` is older than or the same as `b` (other ids are never compared). */
function isOlderOrSame(a: string, b: string): boolean {
  if (!/^\d+$/.test(a) || !/^\d+$/.test(b)) return false;
  return a.length < b.length || (a.length === b.length && a <= b);
}

/**
 * The server's read marker applied to the held notifications (servers without Pleroma's
 * `is_seen`): the marked one and every older one are seen.
 */
export function applyReadMarker(lastReadId: string): void {
  const all = heldNotifications();
  const index = all.findIndex((n) => n.id === lastReadId);
  const numeric = /^\d+$/.test(lastReadId);
  for (const [i, n] of all.entries()) {
    const older =
      index >= 0
        ? i >= index
        : numeric &&
          /^\d+$/.test(n.id) &&
          (n.id.length < lastReadId.length || (n.id.length === lastReadId.length && n.id <= lastReadId));
    if (older && !n.pleroma.is_seen)
      store.notifications.patch(n.id, { pleroma: { ...n.pleroma, is_seen: true } });
  }
}

/**
 * POST /api/v1/notifications/{id}/dismiss: removed once the server agreed. Returns false when the
 * server has no such call (404, 405, 501): dismissing is then not offered again this session.
 */
export async function dismissNotification(id: string): Promise<boolean> {
  try {
    await getApiClient().post(`/api/v1/notifications/${encodeURIComponent(id)}/dismiss`);
  } catch (error) {
    if (learnMissingFeature('dismissNotification', error, 'POST /api/v1/notifications/{id}/dismiss'))
      return false;
    throw error;
  }
  store.notifications.remove(id);
  return true;
}

let started = false;

/**
 * Fetches notifications when a session starts (so the title badge counts what was already there)
 * and polls every 20 s while there is no live stream. Started once per page by any module of this
 * remote; the shell's streaming puts live notifications in the store itself.
 */
export function startNotificationsSync(): void {
  if (started) return;
  started = true;
  let streaming: StreamingState = 'disabled';
  let task: RepeatingTask | undefined;
  let waitingForInstance: { unsubscribe(): void } | undefined;
  const stop = () => {
    waitingForInstance?.unsubscribe();
    waitingForInstance = undefined;
    task?.stop();
    task = undefined;
  };
  const refresh = async (signal: AbortSignal, always: boolean) => {
    if (!always && streaming === 'connected') return;
    const newest = heldNotifications()[0];
    try {
      // Servers without Pleroma's `is_seen` keep what was read in their markers: the first page is
      // marked from them, so a reload does not count read notifications as new again.
      if (always && !instance$.getValue().capabilities.pleromaApi) {
        const [lastRead] = await Promise.all([
          loadNotificationsRead(signal),
          fetchNotifications({ sinceId: newest?.id, signal }),
        ]);
        if (lastRead) keepReadMarker(lastRead);
      } else await fetchNotifications({ sinceId: newest?.id, signal });
    } catch (error) {
      if (!isAbortError(error)) console.warn('[murmur] notifications could not be fetched', error);
      throw error;
    }
  };
  const start = () => {
    stop();
    if (session$.getValue().kind !== 'user') return;
    // What the first round asks depends on the server (its read markers, or Pleroma's `is_seen`),
    // and a session can start before the instance is read: asked with the defaults, a server
    // without markers was asked for them on every page of the tab, before what the tab had learned
    // was read back.
    if (!instance$.getValue().loaded) {
      const waiting = instance$.subscribe((state) => {
        if (!state.loaded || waitingForInstance !== waiting) return;
        start();
      });
      // The current value came at once, not loaded: `waiting` is set before any loaded value.
      waitingForInstance = waiting;
      return;
    }
    // The first round at once (as soon as a back-off allows), then every 20 s while there is no
    // stream; the scheduler backs off while they fail and waits while the tab is hidden.
    let first = true;
    task = repeat({
      key: 'notifications',
      everyMs: NOTIFICATIONS_POLL_MS,
      immediate: true,
      run: (signal) => {
        const always = first;
        first = false;
        return refresh(signal, always);
      },
    });
  };
  bus.on('streaming/state').subscribe((event) => {
    streaming = event.state;
  });
  bus.on('session/started').subscribe(start);
  bus.on('session/ended').subscribe(() => {
    stop();
    forgetReadMarker();
    resetNotificationWindow();
  });
  start();
}
