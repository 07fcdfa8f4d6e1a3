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
