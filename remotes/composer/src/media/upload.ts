import {
  ApiError,
  type Attachment,
  attachmentSchema,
  getApiClient,
  NetworkError,
  session$,
} from '@murmur/shared';

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** A byte count in the largest binary unit under 1024 of it (spec 3 section 5), one decimal. */
export function formatBytes(bytes: number): { num: number; unit: (typeof UNITS)[number] } {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { num: Math.round(value * 10) / 10, unit: UNITS[index] ?? 'B' };
}

export type UploadProgress = (loaded: number, total: number) => void;

/**
 * POST /api/v1/media (multipart, field 'file', with 'description' when known) through XMLHttpRequest, the one browser call that
 * reports upload progress. The reply is the attachment.
 */
export function uploadMedia(
  file: File,
  onProgress: UploadProgress,
  signal?: AbortSignal,
  /** Sent with the file (field 'description'): servers that cannot change it later still take it here. */
  description?: string,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The same address the API client would use: under the base's own path, no doubled slash.
    xhr.open('POST', `${getApiClient().baseUrl.replace(/\/+$/, '')}/api/v1/media`);
    const session = session$.getValue();
    if (session.kind === 'user') xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, body));
        return;
      }
      const attachment = attachmentSchema.safeParse(body);
      if (attachment.success) resolve(attachment.data);
      else reject(new Error('The server did not describe the upload'));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    if (description !== undefined) form.append('description', description);
    xhr.send(form);
  });
}

/** PUT /api/v1/media/:id with the description, saved before the post (spec 3 section 5). */
export async function saveDescription(id: string, description: string): Promise<void> {
  await getApiClient().put(`/api/v1/media/${encodeURIComponent(id)}`, { json: { description } });
}
