import { previewSize } from '../world/media';
import type { Attachment } from '../world/types';
import { type Ctx, url } from './context';

export function serializeAttachment(ctx: Ctx, a: Attachment) {
  const [pw, ph] = previewSize(a.width, a.height);
  const meta =
    a.width > 0
      ? {
          original: {
            width: a.width,
            height: a.height,
            size: `${a.width}x${a.height}`,
            aspect: a.width / a.height,
          },
          small: { width: pw, height: ph, size: `${pw}x${ph}`, aspect: pw / ph },
        }
      : {};
  return {
    id: a.id,
    type: a.type,
    url: url(ctx, a.url),
    preview_url: url(ctx, a.previewUrl),
    remote_url: a.remoteUrl ? url(ctx, a.remoteUrl) : url(ctx, a.url),
    text_url: url(ctx, a.url),
    description: a.description,
    blurhash: a.blurhash,
    meta,
    pleroma: { mime_type: a.mimeType },
  };
}
