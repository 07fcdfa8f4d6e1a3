import { type CustomEmoji, customEmojiSchema, getApiClient, sanitizeHtml } from '@murmur/shared';

/** One version of a post, as GET /api/v1/statuses/{id}/history lists it (oldest first). */
export interface StatusVersion {
  html: string;
  spoilerText: string;
  createdAt: string | null;
  emojis: CustomEmoji[];
  attachments: number;
  pollOptions: string[];
}

function readVersion(raw: unknown): StatusVersion | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  if (typeof v.content !== 'string') return null;
  const emojis = Array.isArray(v.emojis)
    ? v.emojis.flatMap((e) => {
        const parsed = customEmojiSchema.safeParse(e);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const poll = v.poll && typeof v.poll === 'object' ? (v.poll as { options?: unknown }) : null;
  const pollOptions = Array.isArray(poll?.options)
    ? poll.options.flatMap((o) =>
        typeof (o as { title?: unknown })?.title === 'string' ? [(o as { title: string }).title] : [],
      )
    : [];
  const created =
    typeof v.created_at === 'string' && !Number.isNaN(Date.parse(v.created_at)) ? v.created_at : null;
  return {
    html: sanitizeHtml(v.content),
    spoilerText: typeof v.spoiler_text === 'string' ? v.spoiler_text : '',
    createdAt: created,
    emojis,
    attachments: Array.isArray(v.media_attachments) ? v.media_attachments.length : 0,
    pollOptions,
  };
}

/** The versions of a post; a malformed entry is left out rather than failing the list. */
export async function loadStatusHistory(id: string, signal?: AbortSignal): Promise<StatusVersion[]> {
  const reply = await getApiClient().get<unknown>(`/api/v1/statuses/${encodeURIComponent(id)}/history`, {
    signal,
  });
  if (!Array.isArray(reply.data)) throw new Error('The server sent no history');
  return reply.data.flatMap((raw) => readVersion(raw) ?? []);
}
