/** The longest text a start-up preview shows of one post. */
export const PREVIEW_TEXT_MAX = 500;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * A post's content as plain text, for the start-up preview: the snapshot's HTML was sanitised
 * when it was first read, and here it is not parsed at all (no DOM, no renderer is loaded yet):
 * line breaks and paragraphs become spaces, tags go, the common entities are decoded.
 */
export function statusPreviewText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>|<\/p>\s*<p[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_TEXT_MAX ? `${Array.from(text).slice(0, PREVIEW_TEXT_MAX).join('')}…` : text;
}
