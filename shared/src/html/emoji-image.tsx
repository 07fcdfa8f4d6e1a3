/** One custom emoji: an image whose alt and title are its ':shortcode:'. `src` is pre-checked. */
export function EmojiImage({ shortcode, src }: { shortcode: string; src: string }) {
  const label = `:${shortcode}:`;
  return <img className="emoji" alt={label} title={label} src={src} draggable={false} />;
}
