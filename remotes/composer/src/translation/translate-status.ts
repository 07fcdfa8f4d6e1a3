import { getApiClient, sanitizeHtml } from '@murmur/shared';

export interface Translation {
  /** The translated post, as HTML from the server (sanitised like every post). */
  html: string;
  spoilerText: string;
  detectedLanguage: string | null;
}

/**
 * Akkoma's machine translation (spec 3 section 7):
 * GET /api/v1/statuses/{id}/translations/{language}, answered with text and detected_language.
 */
export async function translateStatus(id: string, language: string): Promise<Translation> {
  const reply = await getApiClient().get<unknown>(
    `/api/v1/statuses/${encodeURIComponent(id)}/translations/${encodeURIComponent(language)}`,
  );
  const raw = (reply.data ?? {}) as { text?: unknown; spoiler_text?: unknown; detected_language?: unknown };
  if (typeof raw.text !== 'string') throw new Error('The server sent no translation');
  return {
    html: sanitizeHtml(raw.text),
    spoilerText: typeof raw.spoiler_text === 'string' ? raw.spoiler_text : '',
    detectedLanguage: typeof raw.detected_language === 'string' ? raw.detected_language : null,
  };
}
