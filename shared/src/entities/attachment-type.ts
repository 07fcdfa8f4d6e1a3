export const ATTACHMENT_TYPES = ['image', 'video', 'gifv', 'audio', 'unknown'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The media type from a mime type: what the spec derives display from. */
export function attachmentTypeFromMime(mime: string | null | undefined): AttachmentType {
  if (!mime) return 'unknown';
  if (mime === 'image/gif') return 'image';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'unknown';
}
