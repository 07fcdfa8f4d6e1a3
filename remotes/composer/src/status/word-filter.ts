import type { Status } from '@murmur/shared/core';

/** The post's text as a reader sees it: tags dropped, entities decoded enough for matching. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * The words of the user's word filter that the post contains, in its text or its content warning
 * (case-insensitive). Empty when nothing matches.
 */
export function mutedWordsIn(
  status: Pick<Status, 'content' | 'spoiler_text'>,
  words: readonly string[],
): string[] {
  if (words.length === 0) return [];
  const haystack = `${plainText(status.content)} ${status.spoiler_text}`.toLowerCase();
  return words.filter((word) => word.trim() !== '' && haystack.includes(word.trim().toLowerCase()));
}
