/** `:shortcode:` as custom emoji are written in names: at least one letter, no spaces or colons. */
const SHORTCODE = /:([A-Za-z0-9_+-]*[A-Za-z][A-Za-z0-9_+-]*):/g;

/**
 * A display name as a screen reader should say it in an accessible name ("Show the card of Alice",
 * not "Alice :blobcatheart:"): custom emoji shortcodes are left out. A name made only of emoji
 * says their names without the colons, and an empty name gives `fallback` (the user name).
 */
export function spokenName(text: string, fallback = ''): string {
  const spoken = text.replace(SHORTCODE, ' ').replace(/\s+/g, ' ').trim();
  if (spoken !== '') return spoken;
  const names = [...text.matchAll(SHORTCODE)].map((match) => match[1]).join(' ');
  return names !== '' ? names : fallback.trim();
}
