import * as z from 'zod/mini';
import { ATTACHMENT_TYPES, attachmentTypeFromMime } from './attachment-type';
import { CAPS } from './caps';
import { lazySchema } from './lazy-schema';
import { idSchema, map, nonEmpty, nullableText } from './repair';
import { shownNullableText } from './text-schemas';

export type { AttachmentType } from './attachment-type';
export { ATTACHMENT_TYPES, attachmentTypeFromMime } from './attachment-type';

/** `schema.optional().catch(undefined)` of the full zod API. */
const maybe = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

const dimensionSchema = lazySchema(() =>
  maybe(
    z.object({
      width: maybe(z.number().check(z.positive())),
      height: maybe(z.number().check(z.positive())),
      size: maybe(z.string()),
      aspect: maybe(z.number().check(z.positive())),
      duration: maybe(z.number().check(z.nonnegative())),
      frame_rate: maybe(z.string()),
      bitrate: maybe(z.number()),
    }),
  ),
);

const metaSchema = lazySchema(() =>
  z.catch(
    z.object({
      original: dimensionSchema,
      small: dimensionSchema,
      focus: maybe(
        z.object({ x: z.number().check(z.gte(-1), z.lte(1)), y: z.number().check(z.gte(-1), z.lte(1)) }),
      ),
      length: maybe(z.string()),
      duration: maybe(z.number().check(z.nonnegative())),
    }),
    {
      original: undefined,
      small: undefined,
      focus: undefined,
      length: undefined,
      duration: undefined,
    },
  ),
);

/** A media attachment of a status. */
export const attachmentSchema = lazySchema(() =>
  map(
    z.object({
      id: idSchema,
      type: z.catch(z.enum(ATTACHMENT_TYPES), 'unknown'),
      url: nonEmpty(),
      preview_url: nullableText(),
      remote_url: nullableText(),
      /** Pleroma's legacy alias of `url`. */
      text_url: nullableText(),
      description: shownNullableText(CAPS.mediaDescription),
      blurhash: nullableText(),
      meta: metaSchema,
      pleroma: z.catch(z.object({ mime_type: nullableText() }), { mime_type: null }),
    }),
    (a) => {
      // A server that names no known type still tells the mime type: derive the type from it.
      const type = a.type === 'unknown' ? attachmentTypeFromMime(a.pleroma.mime_type) : a.type;
      return { ...a, type, preview_url: a.preview_url ?? (type === 'image' ? a.url : null) };
    },
  ),
);

export type Attachment = z.infer<typeof attachmentSchema>;
