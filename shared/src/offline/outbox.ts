import { useSyncExternalStore } from 'react';
import { Subject } from 'rxjs';
import { getApiClient } from '../api/client';
import { ApiError, InvalidResponseError, NetworkError } from '../api/errors';
import { bus } from '../bus/bus';
import { loadSchemas, parseStatusAsync } from '../entities/read-async';
import { instance$, session$ } from '../session/session';
import { registerSignOutCleanup } from '../session/sign-out-cleanup';
import { store } from '../store/store';
import { isOnline, online$ } from './connectivity';

// The outbox (issue 36, decision 0220): a post, reply or edit made offline, or whose request got
// no answer, waits here with its Idempotency-Key and is sent when the network returns, in order,
// once. It lives in shared rather than in the composer because two things must happen on pages
// where the composer never loaded: sign-out deletes it, and the network's return sends it.
// Kept in localStorage (synchronous, so a form can queue and show 'waiting' in the same event,
// and small: a few drafts), per owner '{account id}@{instance host}' like the drafts.

/** '{account id}@{instance host}', the drafts' owner: another account never sees these entries. */
export type OutboxOwner = string;

/** 'vote': a poll vote (POST /api/v1/polls/{id}/votes), its slot 'vote:{poll id}'. */
export type OutboxKind = 'post' | 'edit' | 'vote';

/**
 * The request to send as it will be sent (POST /api/v1/statuses, PUT /api/v1/statuses/{id},
 * POST /api/v1/polls/{id}/votes).
 */
export interface OutboxRequest {
  method: 'POST' | 'PUT';
  path: string;
  json: unknown;
}

export interface OutboxEntry {
  /** The entry's name: its Idempotency-Key, unique per attempt to post. */
  id: string;
  kind: OutboxKind;
  /** Where it was written (the composer's draft key: 'status', 'reply:{id}', 'edit:{id}'; 'vote:{poll id}'). */
  slot: string;
  request: OutboxRequest;
  /** What the form held: given back to it on cancel or refusal. Opaque to the outbox. */
  draft: unknown;
  /** Text shown while it waits (the post's start). */
  text: string;
  queuedAt: number;
  /** The server refused it (a 4xx): its status and words; the entry waits for its form to take it back. */
  refused?: { status: number; serverMessage?: string };
  /**
   * Requests sent first, in order, at each sending: the descriptions of the post's files changed
   * before it was queued (`PUT /api/v1/media/{id}`). A refusal of one does not stop the post (it
   * goes with the file as it is, as the form does); no answer stops the sending, the entry kept.
   */
  before?: OutboxRequest[];
}

/** Storage key of an owner's outbox; of the form the sign-out cleanup of per-account records knows. */
export const outboxKey = (owner: OutboxOwner) => `outbox:${owner}`;

/** The owner name for an account on an instance (the same as the composer's draft owner). */
export function outboxOwner(accountId: string, instanceUri: string): OutboxOwner {
  let host = instanceUri.trim();
  try {
    if (host) host = new URL(host.includes('://') ? host : `https://${host}`).host;
  } catch {
    // An odd uri is still a name for the instance.
  }
  return `${accountId}@${host || globalThis.location?.host || ''}`;
}

/** Says which owner's outbox changed (this page's writes, and other tabs' through `storage`). */
export const outboxChanged$ = new Subject<OutboxOwner>();

function defaultStorage(): Storage | null {
  // Reading `localStorage` itself throws where the browser refuses storage (blocked cookies, some
  // private modes): then there is no outbox, and nothing that reads it may fail.
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<OutboxEntry>;
  return (
    typeof entry.id === 'string' &&
    (entry.kind === 'post' || entry.kind === 'edit' || entry.kind === 'vote') &&
    typeof entry.slot === 'string' &&
    typeof entry.queuedAt === 'number' &&
    Boolean(entry.request) &&
    typeof entry.request?.path === 'string' &&
    (entry.request?.method === 'POST' || entry.request?.method === 'PUT') &&
    (entry.before === undefined ||
      (Array.isArray(entry.before) &&
        entry.before.every(
          (request) =>
            Boolean(request) &&
            typeof request.path === 'string' &&
            (request.method === 'POST' || request.method === 'PUT'),
        )))
  );
}

function parse(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** The owner's entries, oldest first. */
export function readOutbox(owner: OutboxOwner, storage: Storage | null = defaultStorage()): OutboxEntry[] {
  if (!storage) return [];
  try {
    return parse(storage.getItem(outboxKey(owner)));
  } catch {
    return [];
  }
}

function write(owner: OutboxOwner, entries: OutboxEntry[], storage: Storage): boolean {
  try {
    if (entries.length === 0) storage.removeItem(outboxKey(owner));
    else storage.setItem(outboxKey(owner), JSON.stringify(entries));
  } catch {
    return false;
  }
  outboxChanged$.next(owner);
  return true;
}

/**
 * Puts an entry at the end of the owner's outbox (an entry with the same id is replaced in place).
 * False when the browser refused to store it: the caller keeps its draft and says so.
 */
export function queueOutbox(
  owner: OutboxOwner,
  entry: Omit<OutboxEntry, 'queuedAt' | 'refused'>,
  storage: Storage | null = defaultStorage(),
  now = Date.now(),
): boolean {
  if (!storage) return false;
  const entries = readOutbox(owner, storage);
  const queued: OutboxEntry = { ...entry, queuedAt: now };
  const at = entries.findIndex((existing) => existing.id === entry.id);
  if (at >= 0) entries[at] = queued;
  else entries.push(queued);
  return write(owner, entries, storage);
}

/** Takes an entry out (cancelled, or taken back by its form after a refusal); returns it. */
export function takeOutboxEntry(
  owner: OutboxOwner,
  id: string,
  storage: Storage | null = defaultStorage(),
): OutboxEntry | null {
  if (!storage) return null;
  const entries = readOutbox(owner, storage);
  const entry = entries.find((existing) => existing.id === id) ?? null;
  if (entry)
    write(
      owner,
      entries.filter((existing) => existing.id !== id),
      storage,
    );
  return entry;
}

function markRefused(
  owner: OutboxOwner,
  id: string,
  refused: OutboxEntry['refused'],
  storage: Storage,
): void {
  const entries = readOutbox(owner, storage);
  write(
    owner,
    entries.map((entry) => (entry.id === id ? { ...entry, refused } : entry)),
    storage,
  );
}

/** Deletes an account's outboxes on every instance (sign-out). */
export function clearOutboxes(accountId: string, storage: Storage | null = defaultStorage()): void {
  if (!storage) return;
  const prefix = `outbox:${accountId}@`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) {
    storage.removeItem(key);
    outboxChanged$.next(key.slice('outbox:'.length));
  }
}

registerSignOutCleanup('outbox', (account) => {
  if (account) clearOutboxes(account.accountId);
});

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  // Another tab queued, cancelled or sent: this one's 'waiting' shows follow.
  window.addEventListener('storage', (event) => {
    if (event.key === null) outboxChanged$.next('');
    else if (event.key.startsWith('outbox:')) outboxChanged$.next(event.key.slice('outbox:'.length));
  });
}

const snapshots = new Map<OutboxOwner, { raw: string | null; entries: OutboxEntry[] }>();
const NONE: OutboxEntry[] = [];

function snapshot(owner: OutboxOwner): OutboxEntry[] {
  const storage = defaultStorage();
  if (!storage || !owner) return NONE;
  let raw: string | null;
  try {
    raw = storage.getItem(outboxKey(owner));
  } catch {
    return NONE;
  }
  const kept = snapshots.get(owner);
  if (kept && kept.raw === raw) return kept.entries;
  const entries = raw ? parse(raw) : NONE;
  snapshots.set(owner, { raw, entries });
  return entries;
}

/** The owner's outbox, re-rendering when it changes (in this tab or another). */
export function useOutbox(owner: OutboxOwner): readonly OutboxEntry[] {
  return useSyncExternalStore(
    (listener) => {
      const subscription = outboxChanged$.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    () => snapshot(owner),
    () => NONE,
  );
}

/** What became of one entry's sending. */
export type SendOutcome =
  | { kind: 'sent'; statusId?: string }
  | { kind: 'refused'; status: number; serverMessage?: string }
  /** No answer, or one that says 'later' (5xx, 429, 401): the entry stays and the sending stops. */
  | { kind: 'later' };

/** Sends one entry. The default asks the server and announces the post like the form does. */
export type OutboxSender = (entry: OutboxEntry) => Promise<SendOutcome>;

/** The statuses the server refused to take, as opposed to 'not now'. */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** Classifies a failed send. */
export function outcomeOfError(error: unknown): SendOutcome {
  // An unreadable 2xx: the server took it (the key makes a second try give the same post back).
  if (error instanceof InvalidResponseError) return { kind: 'sent' };
  if (error instanceof ApiError && isRefusal(error.status)) {
    return error.serverMessage === undefined
      ? { kind: 'refused', status: error.status }
      : { kind: 'refused', status: error.status, serverMessage: error.serverMessage };
  }
  if (error instanceof ApiError || error instanceof NetworkError || error instanceof TypeError)
    return { kind: 'later' };
  return { kind: 'later' };
}

export const sendOutboxEntry: OutboxSender = async (entry) => {
  for (const request of entry.before ?? []) {
    try {
      await getApiClient().request<unknown>(request.method, request.path, { json: request.json });
    } catch (error) {
      // Not now: the post waits with its files' descriptions. Refused: the post goes without it.
      if (outcomeOfError(error).kind === 'later') return { kind: 'later' };
    }
  }
  try {
    const reply = await getApiClient().request<unknown>(entry.request.method, entry.request.path, {
      json: entry.request.json,
      // The key of the first attempt: a second sending of it gets the first post back.
      idempotencyKey: entry.id,
    });
    if (entry.kind === 'vote') {
      // The server answers a vote with the poll as it now is: every copy of the post shows it.
      // Sent whatever comes of reading the answer: a reply that cannot be read leaves the post as it was.
      const poll = await loadSchemas().then(
        (schemas) => schemas.pollSchema.safeParse(reply.data),
        () => null,
      );
      if (poll?.success) store.polls.upsert(poll.data);
      return { kind: 'sent' };
    }
    const status = await parseStatusAsync(reply.data).catch(() => null);
    if (!status) return { kind: 'sent' };
    store.statuses.upsert(status);
    // Announced as the form announces a post: timelines and threads put it in place.
    bus.emit(
      entry.kind === 'edit'
        ? { type: 'status/posted', statusId: status.id, edited: true }
        : { type: 'status/posted', statusId: status.id },
    );
    return { kind: 'sent', statusId: status.id };
  } catch (error) {
    return outcomeOfError(error);
  }
};

/**
 * Runs `run` unless another tab or trigger of this page is sending this owner's outbox (then
 * resolves false at once). The Web Locks API spans the tabs; a page without it still keeps its own
 * triggers apart, and the Idempotency-Key makes a second tab's sending harmless.
 */
export type OutboxLock = (name: string, run: () => Promise<void>) => Promise<boolean>;

const draining = new Set<string>();

export const outboxLock: OutboxLock = async (name, run) => {
  if (draining.has(name)) return false;
  draining.add(name);
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) {
      await run();
      return true;
    }
    return await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await run();
      return true;
    });
  } finally {
    draining.delete(name);
  }
};

export interface DrainResult {
  sent: number;
  refused: number;
  /** True when it stopped on an entry to send later (no network, a 5xx). */
  stopped: boolean;
  /** False when another tab or trigger was sending already. */
  ran: boolean;
}

/** The ids sent from this page, with the post each made (a form shows it posted). */
export const outboxSent$ = new Subject<{ owner: OutboxOwner; entry: OutboxEntry; statusId?: string }>();

/**
 * Sends the owner's waiting entries oldest first, each once, under the lock. Storage is read again
 * before each, so an entry cancelled meanwhile (here or in another tab) is not sent. Stops at the
 * first that must wait; a refused one is kept, marked, for its form to take back, and the next goes.
 */
export async function drainOutbox(
  owner: OutboxOwner,
  options: { storage?: Storage | null; send?: OutboxSender; lock?: OutboxLock } = {},
): Promise<DrainResult> {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const send = options.send ?? sendOutboxEntry;
  const lock = options.lock ?? outboxLock;
  const result: DrainResult = { sent: 0, refused: 0, stopped: false, ran: false };
  if (!storage || !owner) return result;
  result.ran = await lock(`murmur-outbox:${owner}`, async () => {
    const tried = new Set<string>();
    for (;;) {
      const next = readOutbox(owner, storage).find((entry) => !entry.refused && !tried.has(entry.id));
      if (!next) return;
      tried.add(next.id);
      const outcome = await send(next);
      if (outcome.kind === 'later') {
        result.stopped = true;
        return;
      }
      if (outcome.kind === 'refused') {
        result.refused++;
        markRefused(
          owner,
          next.id,
          { status: outcome.status, serverMessage: outcome.serverMessage },
          storage,
        );
        continue;
      }
      result.sent++;
      takeOutboxEntry(owner, next.id, storage);
      outboxSent$.next({ owner, entry: next, statusId: outcome.statusId });
    }
  });
  return result;
}

/** The signed-in owner now, or null for a visitor. */
export function currentOutboxOwner(): OutboxOwner | null {
  const session = session$.getValue();
  if (session.kind !== 'user') return null;
  return outboxOwner(session.accountId, instance$.getValue().instance.uri);
}

/** Retries after a send that must wait while the browser says it is online (a 5xx, a lost answer). */
const RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000, 300_000];

/**
 * Sends the signed-in account's outbox now (when online and there is something) and whenever the
 * network returns or an entry is queued; the shell calls it once at start-up. Returns the stop.
 */
let stopOutbox: (() => void) | null = null;

export function startOutbox(): () => void {
  if (stopOutbox) return stopOutbox;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drain = () => {
    clearTimeout(timer);
    timer = undefined;
    const owner = currentOutboxOwner();
    if (!owner || !isOnline()) return;
    if (!readOutbox(owner).some((entry) => !entry.refused)) return;
    void drainOutbox(owner).then((result) => {
      if (result.stopped && isOnline()) {
        const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)];
        retries++;
        clearTimeout(timer);
        timer = setTimeout(drain, delay);
      } else if (result.ran) retries = 0;
    });
  };
  const subscriptions = [
    online$.subscribe((online) => {
      if (online) drain();
    }),
    session$.subscribe(() => drain()),
    // Queued while online (its request got no answer): a retry is scheduled by the drain's outcome.
    outboxChanged$.subscribe((owner) => {
      if (owner === currentOutboxOwner() && timer === undefined) queueMicrotask(drain);
    }),
  ];
  stopOutbox = () => {
    clearTimeout(timer);
    for (const subscription of subscriptions) subscription.unsubscribe();
    stopOutbox = null;
  };
  return stopOutbox;
}
