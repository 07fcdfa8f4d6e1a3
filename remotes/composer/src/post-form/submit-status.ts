import { getApiClient, parseStatus, type Status, store } from '@murmur/shared';
import { pollForm, pollHasText } from '../polls/poll-draft';
import type { DraftData } from './drafts';

export interface SubmitOptions {
  replyToId?: string;
  quoteId?: string;
  /** Sent as Idempotency-Key: a retry after a lost reply does not post twice. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

/** POST /api/v1/statuses as a form (spec 3 section 7); the reply is put in the store. */
export async function submitStatus(data: DraftData, options: SubmitOptions): Promise<Status> {
  const reply = await getApiClient().post<unknown>('/api/v1/statuses', {
    form: {
      status: data.status,
      spoiler_text: data.spoilerText || undefined,
      visibility: data.visibility,
      sensitive: data.nsfw || undefined,
      content_type: data.contentType || undefined,
      language: data.language ?? undefined,
      in_reply_to_id: options.replyToId,
      quote_id: options.quoteId,
      // Options are sent only when at least one has text (spec 3 section 5).
      media_ids: data.files?.length ? data.files.map((file) => file.id) : undefined,
      poll: data.poll && pollHasText(data.poll) ? pollForm(data.poll) : undefined,
    },
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
  const status = parseStatus(reply.data);
  if (!status) throw new Error('The server did not describe the new post');
  store.statuses.upsert(status);
  return status;
}
