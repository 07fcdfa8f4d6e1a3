import {
  getApiClient,
  type OutboxRequest,
  type Params,
  parseStatus,
  type Status,
  store,
} from '@murmur/shared';
import { pollForm, pollHasText } from '../polls/poll-draft';
import type { DraftData } from './drafts';

export interface SubmitOptions {
  replyToId?: string;
  quoteId?: string;
  /** Sent as Idempotency-Key: a retry after a lost reply does not post twice. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

/** The text fields of POST /api/v1/statuses, shared by the post and its preview. */
function textForm(data: DraftData, options: { replyToId?: string; quoteId?: string }): Params {
  return {
    status: data.status,
    spoiler_text: data.spoilerText || undefined,
    visibility: data.visibility,
    sensitive: data.nsfw || undefined,
    content_type: data.contentType || undefined,
    language: data.language ?? undefined,
    in_reply_to_id: options.replyToId,
    quote_id: options.quoteId,
  };
}

/** The request of a new post, as sent now or later from the outbox (decision 0220). */
export function statusRequest(
  data: DraftData,
  options: { replyToId?: string; quoteId?: string },
): OutboxRequest {
  return {
    method: 'POST',
    path: '/api/v1/statuses',
    // Through JSON here, as in storage: fields left undefined are not sent either way.
    json: JSON.parse(
      JSON.stringify({
        ...textForm(data, options),
        // In the order the form shows them: the server keeps it.
        media_ids: data.files?.length ? data.files.map((file) => file.id) : undefined,
        // Options are sent only when at least one has text (spec 3 section 5).
        poll: data.poll && pollHasText(data.poll) ? pollForm(data.poll) : undefined,
      }),
    ),
  };
}

/** POST /api/v1/statuses as JSON (spec 3 section 7); the reply is put in the store. */
export async function submitStatus(data: DraftData, options: SubmitOptions): Promise<Status> {
  const reply = await getApiClient().post<unknown>('/api/v1/statuses', {
    json: statusRequest(data, options).json,
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
  const status = parseStatus(reply.data);
  if (!status) throw new Error('The server did not describe the new post');
  store.statuses.upsert(status);
  return status;
}

/**
 * The server's rendering of the post without making it (spec 3 section 7): the same payload with
 * `preview` set and no media and no poll. It carries no Idempotency-Key: Akkoma keeps a reply
 * under its key, so the real post sent with the same key would get the preview back and never be
 * made. The status is not put in the store: its id ('pleroma:fakeid' on Akkoma) names nothing.
 */
export async function previewStatus(
  data: DraftData,
  options: { replyToId?: string; quoteId?: string; signal?: AbortSignal },
): Promise<Status> {
  const reply = await getApiClient().post<unknown>('/api/v1/statuses', {
    json: { ...textForm(data, options), preview: true },
    signal: options.signal,
  });
  // A server that leaves the id empty still sent a rendering worth showing.
  const raw = reply.data;
  const withId =
    raw && typeof raw === 'object' && !(raw as { id?: unknown }).id ? { ...raw, id: 'preview' } : raw;
  const status = parseStatus(withId);
  if (!status) throw new Error('The server did not describe the preview');
  return status;
}
