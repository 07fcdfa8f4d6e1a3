import { Fragment, useMemo } from 'react';
import { capCombiningMarks } from './combining';
import { type ContentEmoji, CUSTOM_EMOJI_SHOWN, emojiLookup, splitEmoji } from './custom-emoji';
import { EmojiImage, type EmojiSpeech } from './emoji-image';

export interface EmojiTextProps {
  /** Plain text from the server (a display name, a content warning): never parsed as HTML. */
  text: string;
  emojis?: readonly ContentEmoji[] | null | undefined;
  /** How screen readers say the emoji (default their ':shortcode:'). */
  speech?: EmojiSpeech | undefined;
}

/** Plain text with its custom emoji shown as images; the text itself is escaped by React. */
export function EmojiText({ text, emojis, speech }: EmojiTextProps) {
  // Names and warnings are short once cut, but a warning is not: the same cap as a post's.
  const segments = useMemo(
    () => splitEmoji(capCombiningMarks(text), emojiLookup(emojis), { left: CUSTOM_EMOJI_SHOWN }),
    [text, emojis],
  );
  return (
    <>
      {segments.map((segment, i) =>
        typeof segment === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their place
          <Fragment key={i}>{segment}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their place
          <EmojiImage key={i} {...segment} speech={speech} />
        ),
      )}
    </>
  );
}
