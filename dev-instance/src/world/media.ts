import { blurhashOf } from '../media/blurhash';
import { pictureFor } from '../media/picture';
import type { Attachment } from './types';
import { BASE } from './types';
import type { World } from './world';

/** Largest side of previews, as Pleroma's media preview proxy would make them. */
const PREVIEW_MAX = 400;

export function previewSize(width: number, height: number): [number, number] {
  const scale = Math.min(1, PREVIEW_MAX / Math.max(width, height));
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

/** An attachment whose image the instance draws itself (see media/picture.ts). */
export function generatedAttachment(
  world: World,
  ownerId: string,
  key: string,
  width: number,
  height: number,
  description: string | null,
  at: number,
): Attachment {
  const id = world.ids.next(at);
  const [pw, ph] = previewSize(width, height);
  const attachment: Attachment = {
    id,
    ownerId,
    type: 'image',
    url: `${BASE}/media/g/${encodeURIComponent(key)}/${width}x${height}.png`,
    previewUrl: `${BASE}/media/g/${encodeURIComponent(key)}/${pw}x${ph}.png`,
    remoteUrl: null,
    description,
    width,
    height,
    blurhash: blurhashOf(width, height, pictureFor(key, width, height)),
    mimeType: 'image/png',
    statusId: null,
    createdAt: at,
  };
  world.attachments.set(id, attachment);
  return attachment;
}
