import type { Attachment } from '@murmur/shared/core';

const VISUAL = new Set(['image', 'video', 'gifv']);

/**
 * Spec 3 section 9: a gallery's layout score. Each audio counts 1/4, each other non-visual file
 * (shown minimal, as a link) 1/8, each picture or video 1/(number of them + 0.6). Pictures alone
 * never pass 1; what they share the post with decides.
 */
export function galleryScore(attachments: readonly Attachment[]): number {
  const media = attachments.filter((a) => VISUAL.has(a.type)).length;
  let score = 0;
  for (const attachment of attachments) {
    if (VISUAL.has(attachment.type)) score += 1 / (media + 0.6);
    else if (attachment.type === 'audio') score += 1 / 4;
    else score += 1 / 8;
  }
  return score;
}

/** A long gallery starts collapsed to its first row (spec 3 section 2, 'Attachment display'). */
export function isLongGallery(attachments: readonly Attachment[]): boolean {
  return galleryScore(attachments) > 1;
}
