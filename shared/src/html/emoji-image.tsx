import { StillImage } from '../pictures/still-image';

/**
 * How a custom emoji is said: its ':shortcode:' (in posts, where the colons are part of what was
 * written), its bare name, or nothing (in a name, where it decorates).
 */
export type EmojiSpeech = 'shortcode' | 'name' | 'silent';

/**
 * One custom emoji: an image titled with its ':shortcode:'. `src` is pre-checked. An animated one
 * stands still until hovered or focused while `stopGifs` is on (`StillImage`; `still` is the
 * server's own still version, checked too).
 */
export function EmojiImage({
  shortcode,
  src,
  speech = 'shortcode',
  still,
}: {
  shortcode: string;
  src: string;
  speech?: EmojiSpeech;
  still?: string | undefined;
}) {
  const label = `:${shortcode}:`;
  const alt = speech === 'shortcode' ? label : speech === 'name' ? shortcode : '';
  // Silent: hidden from screen readers too, else they would read the title in place of the alt.
  return (
    <StillImage
      className="emoji"
      alt={alt}
      title={label}
      src={src}
      stillSrc={still}
      draggable={false}
      aria-hidden={speech === 'silent' ? true : undefined}
    />
  );
}
