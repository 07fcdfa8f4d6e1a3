/** Lines plus length/80 above this make a post 'tall' (spec 3 section 9). */
const TALL_LIMIT = 20;

/**
 * Whether a post's HTML is tall enough to fold: its lines (paragraphs and line breaks) plus its
 * text length over 80.
 */
export function isTallContent(html: string): boolean {
  const breaks = (html.match(/<br\s*\/?>|<\/p>|<\/li>|<\/blockquote>/gi) ?? []).length;
  const text = html.replace(/<[^>]*>/g, '');
  return breaks + text.length / 80 > TALL_LIMIT;
}

/**
 * Above this many characters of HTML a post is not parsed or laid out until the reader asks for
 * it: a 100,000-character word costs seconds of layout, and one post must not freeze the feed.
 */
export const HUGE_CONTENT_CHARACTERS = 20_000;

/** How much of a huge post's text shows while it is folded. */
const PREVIEW_CHARACTERS = 500;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

export function isHugeContent(html: string): boolean {
  return html.length > HUGE_CONTENT_CHARACTERS;
}

/**
 * A plain-text preview of a huge post, taken from its first few thousand characters only (never
 * the whole HTML). It is shown as React text, so whatever the markup held stays text.
 */
export function contentPreview(html: string): string {
  const head = html.slice(0, PREVIEW_CHARACTERS * 8);
  const text = head
    .replace(/<(?:br\s*\/?|\/p|\/li|\/blockquote)>/gi, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > PREVIEW_CHARACTERS ? `${chars.slice(0, PREVIEW_CHARACTERS).join('')}…` : text;
}
