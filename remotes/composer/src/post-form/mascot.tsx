import { getApiClient, safeMediaUrl, useInstance } from '@murmur/shared';
import { useEffect, useState } from 'react';

/** The mascot's address from Pleroma's reply, or null for anything but an http(s) or local picture. */
export function mascotUrl(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const url = (data as { url?: unknown }).url;
  return typeof url === 'string' ? safeMediaUrl(url) : null;
}

/**
 * The reader's mascot (spec 3 'Profile fields'; `GET /api/v1/pleroma/mascot`, chosen in the
 * settings' Profile tab) beside the new-post form, as Mastodon's compose drawer shows it. Asked
 * when the form opens, never at start-up; only from servers with the Pleroma API; nothing when
 * the call fails.
 */
export function Mascot() {
  const pleroma = useInstance().capabilities.pleromaApi;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pleroma) return;
    const controller = new AbortController();
    getApiClient()
      .get<unknown>('/api/v1/pleroma/mascot', { signal: controller.signal })
      .then(
        (reply) => setUrl(mascotUrl(reply.data)),
        () => setUrl(null),
      );
    return () => controller.abort();
  }, [pleroma]);
  if (!url) return null;
  return (
    <div className="post-form-mascot" aria-hidden="true">
      <img src={url} alt="" draggable={false} />
    </div>
  );
}
