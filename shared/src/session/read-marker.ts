import { getApiClient } from '../api/client';
import { instance$, learnMissingFeature } from './session';

/**
 * Keeps "read up to here" for notifications on the server, by what the server has: Pleroma's and
 * Akkoma's read call (which sets `pleroma.is_seen`), else Mastodon's read markers
 * (`POST /api/v1/markers`). A server without markers (404, 405, 501) is not asked again this
 * session; the mark then stays in this page only.
 */
export async function saveNotificationsRead(newestId: string): Promise<void> {
  const { capabilities } = instance$.getValue();
  if (capabilities.pleromaApi) {
    await getApiClient().post('/api/v1/pleroma/notifications/read', { json: { max_id: newestId } });
    return;
  }
  if (capabilities.markers === false) return;
  try {
    await getApiClient().post('/api/v1/markers', { json: { notifications: { last_read_id: newestId } } });
  } catch (error) {
    if (!learnMissingFeature('markers', error, 'POST /api/v1/markers')) throw error;
  }
}

/**
 * The id of the newest notification read, from the server's read markers, on servers that keep
 * them (not Pleroma's, whose notifications carry `is_seen`); null when there is none or the server
 * has no markers (learned for the session).
 */
export async function loadNotificationsRead(signal?: AbortSignal): Promise<string | null> {
  const { capabilities } = instance$.getValue();
  if (capabilities.pleromaApi || capabilities.markers === false) return null;
  try {
    const reply = await getApiClient().get<unknown>('/api/v1/markers', {
      query: { timeline: ['notifications'] },
      ...(signal ? { signal } : {}),
    });
    const marker = (reply.data as { notifications?: { last_read_id?: unknown } } | null)?.notifications;
    const id = marker?.last_read_id;
    return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null;
  } catch (error) {
    if (learnMissingFeature('markers', error, 'GET /api/v1/markers')) return null;
    throw error;
  }
}
