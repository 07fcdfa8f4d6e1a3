import { bus, getApiClient, type OutboxRequest, parseStatus, type Status, store } from '@murmur/shared';
import type { DraftData } from './drafts';

/**
 * PUT /api/v1/statuses/{id} (spec 3 'Edit'): text, content warning, sensitive flag, files and
 * content type. The scope and the poll are not edited. The server's reply replaces the post in the
 * store, so every timeline and thread shows the new version.
 */
/** The request of an edit, as sent now or later from the outbox (decision 0220). */
export function editRequest(id: string, data: DraftData): OutboxRequest {
  return {
    method: 'PUT',
    path: `/api/v1/statuses/${encodeURIComponent(id)}`,
    json: JSON.parse(
      JSON.stringify({
        status: data.status,
        spoiler_text: data.spoilerText,
        sensitive: data.nsfw,
        content_type: data.contentType || undefined,
        language: data.language ?? undefined,
        media_ids: (data.files ?? []).map((file) => file.id),
      }),
    ),
  };
}

export async function editStatus(id: string, data: DraftData): Promise<Status> {
  const request = editRequest(id, data);
  const reply = await getApiClient().put<unknown>(request.path, {
    json: request.json,
    // Servers ignore it on PUT (an edit sent twice is the same edit), but it costs nothing.
    idempotencyKey: data.idempotencyKey,
  });
  const status = parseStatus(reply.data);
  if (!status) throw new Error('The server did not describe the edited post');
  store.statuses.upsert(status);
  bus.emit({ type: 'status/posted', statusId: status.id, edited: true });
  return status;
}
