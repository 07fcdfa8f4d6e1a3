import { useMemo } from 'react';
import { type ContentEmoji, emojiLookup, splitEmoji } from './custom-emoji';
import { EmojiText } from './emoji-text';

/** Longer names are cut: no server limit is trusted, and shaping a 10,000-sequence name freezes a tab. */
export const ACCOUNT_NAME_MAX_CHARACTERS = 200;

export interface AccountNameProps {
  /** A display name, user name or file name from the server: plain text, never HTML. */
  text: string;
  emojis?: readonly ContentEmoji[] | null | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/** The text cut to a bounded number of code points (a surrogate pair is never split). */
export function clampName(text: string): string {
  if (text.length <= ACCOUNT_NAME_MAX_CHARACTERS) return text;
  return `${Array.from(text).slice(0, ACCOUNT_NAME_MAX_CHARACTERS).join('')}…`;
}

/**
 * A name as a server sent it, isolated from the text around it (`<bdi>`: a right-to-left override
 * inside 'Alice' cannot turn the words after it around) and kept to one line that ends in an
 * ellipsis (the class `account-name` in the shell's base style), with its custom emoji.
 */
export function AccountName({ text, emojis, id, className }: AccountNameProps) {
  const clamped = useMemo(() => clampName(text), [text]);
  // A reader hears the name without its emoji ('Alice', not 'Alice :blobcatheart:'); a name that
  // is only emoji is said by their names, so it is never silent.
  const speech = useMemo(() => {
    const words = splitEmoji(clamped, emojiLookup(emojis)).filter((part) => typeof part === 'string');
    return words.join('').trim() === '' ? 'name' : 'silent';
  }, [clamped, emojis]);
  return (
    <bdi id={id} className={className ? `account-name ${className}` : 'account-name'} title={clamped}>
      <EmojiText text={clamped} emojis={emojis} speech={speech} />
    </bdi>
  );
}
