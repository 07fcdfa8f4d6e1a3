/**
 * How a custom emoji is said: its ':shortcode:' (in posts, where the colons are part of what was
 * written), its bare name, or nothing (in a name, where it decorates).
 */
export type EmojiSpeech = 'shortcode' | 'name' | 'silent';

/** One custom emoji: an image titled with its ':shortcode:'. `src` is pre-checked. */
export function EmojiImage({
  shortcode,
  src,
  speech = 'shortcode',
}: {
  shortcode: string;
  src: string;
  speech?: EmojiSpeech;
}) {
  const label = `:${shortcode}:`;
  const alt = speech === 'shortcode' ? label : speech === 'name' ? shortcode : '';
  // Silent: hidden from screen readers too, else they would read the title in place of the alt.
  return (
    <img
      className="emoji"
      alt={alt}
      title={label}
      src={src}
      draggable={false}
      aria-hidden={speech === 'silent' ? true : undefined}
    />
  );
}
