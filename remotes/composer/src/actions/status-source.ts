import { getApiClient } from '@murmur/shared';

/** What the author wrote, as the server keeps it (spec 3 'Status source'). */
export interface StatusSource {
  text: string;
  spoilerText: string;
  contentType: string | null;
}

/** GET /api/v1/statuses/{id}/source: the text to edit or redraft, not the rendered HTML. */
export async function fetchStatusSource(id: string): Promise<StatusSource> {
  const reply = await getApiClient().get<unknown>(`/api/v1/statuses/${encodeURIComponent(id)}/source`);
  const raw = (reply.data ?? {}) as { text?: unknown; spoiler_text?: unknown; content_type?: unknown };
  if (typeof raw.text !== 'string') throw new Error('The server did not send the post’s text');
  return {
    text: raw.text,
    spoilerText: typeof raw.spoiler_text === 'string' ? raw.spoiler_text : '',
    contentType: typeof raw.content_type === 'string' && raw.content_type !== '' ? raw.content_type : null,
  };
}
