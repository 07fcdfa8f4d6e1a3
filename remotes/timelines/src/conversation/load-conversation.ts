import {
  getApiClient,
  keepOfflineThread,
  NetworkError,
  parseStatus,
  parseStatusList,
  readOfflineThread,
  type Status,
  session$,
  store,
} from '@murmur/shared';
import type { ThreadItem } from './thread-order';

/** A conversation as the page shows it: its statuses' ids and reply links, and the one opened. */
export interface Conversation {
  /** The status the page was opened for (a retweet stays a retweet). */
  focusedId: string;
  items: ThreadItem[];
  /** When the thread was read from the copy kept for reading offline: when that copy was made. */
  keptAt?: string;
}

/** Whose kept threads these are: the signed-in account, or visitors. */
function owner(): string {
  const session = session$.getValue();
  return session.kind === 'user' ? `user:${session.accountId}` : 'visitor';
}

/** The status from the store, or fetched (GET /api/v1/statuses/{id}) and stored. */
async function statusFor(id: string, signal: AbortSignal): Promise<Status> {
  const held = store.statuses.get(id);
  if (held) return held;
  const reply = await getApiClient().get<unknown>(`/api/v1/statuses/${encodeURIComponent(id)}`, { signal });
  const status = parseStatus(reply.data);
  if (!status) throw new Error('The server sent a status this client cannot read');
  store.statuses.upsert(status);
  return status;
}

/** Statuses read between two pauses: a 500-status thread read in one go held the page for long. */
const PARSE_BATCH = 20;

/** Reads a list of statuses a batch at a time, letting the browser paint and answer in between. */
async function parseInBatches(json: unknown, signal: AbortSignal): Promise<Status[]> {
  if (!Array.isArray(json)) return parseStatusList(json);
  const statuses: Status[] = [];
  for (let start = 0; start < json.length; start += PARSE_BATCH) {
    if (start > 0) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      signal.throwIfAborted();
    }
    statuses.push(...parseStatusList(json.slice(start, start + PARSE_BATCH)));
  }
  return statuses;
}

/**
 * Fetches the conversation of a status: the status itself, then its context (ancestors and
 * descendants) into the store. Spec 2 section 2: in a retweet conversation the retweet is kept
 * instead of the original, so the thread's links to the original point at the retweet.
 */
export async function loadConversation(
  statusId: string,
  signal: AbortSignal,
  /** Called with the opened status's id as soon as it is known, before its context arrives. */
  onOpened?: (id: string) => void,
): Promise<Conversation> {
  try {
    return await readConversation(statusId, signal, onOpened);
  } catch (error) {
    // No network: the thread as it was last read, when it was kept (issue 36, reading offline).
    if (!(error instanceof NetworkError)) throw error;
    const kept = await readOfflineThread(owner(), statusId);
    if (!kept || signal.aborted) throw error;
    store.statuses.upsertMany([...kept.ancestors, kept.status, ...kept.descendants]);
    return { ...threadOf(kept.status, kept.ancestors, kept.descendants), keptAt: kept.savedAt };
  }
}

async function readConversation(
  statusId: string,
  signal: AbortSignal,
  onOpened?: (id: string) => void,
): Promise<Conversation> {
  const opened = await statusFor(statusId, signal);
  onOpened?.(opened.id);
  const original = opened.reblog ?? opened;
  const reply = await getApiClient().get<unknown>(
    `/api/v1/statuses/${encodeURIComponent(original.id)}/context`,
    { signal },
  );
  // Each list read on its own (as the context schema would), so that it can pause between batches.
  const context = (typeof reply.data === 'object' && reply.data) || {};
  const ancestors = await parseInBatches('ancestors' in context ? context.ancestors : [], signal);
  const descendants = await parseInBatches('descendants' in context ? context.descendants : [], signal);
  store.statuses.upsertMany([...ancestors, ...descendants]);
  void keepOfflineThread(owner(), { id: statusId, status: opened, ancestors, descendants });
  return threadOf(opened, ancestors, descendants);
}

/** The page's items of a thread: in a retweet conversation the retweet stands for the original. */
function threadOf(opened: Status, ancestors: Status[], descendants: Status[]): Conversation {
  const original = opened.reblog ?? opened;
  const alias = (id: string | null) => (id === original.id ? opened.id : id);
  const items: ThreadItem[] = [...ancestors, original, ...descendants].map((status) => ({
    id: alias(status.id) as string,
    inReplyToId: alias(status.in_reply_to_id ?? null),
  }));
  return { focusedId: opened.id, items: dedupe(items) };
}

function dedupe(items: ThreadItem[]): ThreadItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
