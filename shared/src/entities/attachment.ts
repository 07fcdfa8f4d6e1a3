import { z } from 'zod';
import { idSchema, nullableText } from './repair';

export const ATTACHMENT_TYPES = ['image', 'video', 'gifv', 'audio', 'unknown'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

const dimensionSchema = z
  .object({
    width: z.number().positive().optional().catch(undefined),
    height: z.number().positive().optional().catch(undefined),
    size: z.string().optional().catch(undefined),
    aspect: z.number().positive().optional().catch(undefined),
    duration: z.number().nonnegative().optional().catch(undefined),
    frame_rate: z.string().optional().catch(undefined),
    bitrate: z.number().optional().catch(undefined),
  })
  .optional()
  .catch(undefined);

const metaSchema = z
  .object({
    original: dimensionSchema,
    small: dimensionSchema,
    focus: z
      .object({ x: z.number().min(-1).max(1), y: z.number().min(-1).max(1) })
      .optional()
      .catch(undefined),
    length: z.string().optional().catch(undefined),
    duration: z.number().nonnegative().optional().catch(undefined),
  })
  .catch({
    original: undefined,
    small: undefined,
    focus: undefined,
    length: undefined,
    duration: undefined,
  });

/** The media type from a mime type: what the spec derives display from. */
export function attachmentTypeFromMime(mime: string | null | undefined): AttachmentType {
  if (!mime) return 'unknown';
  if (mime === 'image/gif') return 'image';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'unknown';
}

/** A media attachment of a status. */
export const attachmentSchema = z
  .object({
    id: idSchema,
    type: z.enum(ATTACHMENT_TYPES).catch('unknown'),
    url: z.string().min(1),
    preview_url: nullableText(),
    remote_url: nullableText(),
    /** Pleroma's legacy alias of `url`. */
    text_url: nullableText(),
    description: nullableText(),
    blurhash: nullableText(),
    meta: metaSchema,
    pleroma: z.object({ mime_type: nullableText() }).catch({ mime_type: null }),
  })
  .transform((a) => {
    // A server that names no known type still tells the mime type: derive the type from it.
    const type = a.type === 'unknown' ? attachmentTypeFromMime(a.pleroma.mime_type) : a.type;
    return { ...a, type, preview_url: a.preview_url ?? (type === 'image' ? a.url : null) };
  });

export type Attachment = z.infer<typeof attachmentSchema>;
