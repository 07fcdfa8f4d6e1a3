import {
  CUSTOM_EMOJI_SHOWN,
  countCustomEmoji,
  emojiLookup,
  HtmlContent,
  iso6391,
  type Status as StatusData,
  usePreference,
} from '@murmur/shared/core';
import { useMemo, useState } from 'react';
import { MoreButton, moreMessages } from '../caps/more-button';
import { leadingMentions } from '../mentions/leading-mentions';
import { MentionsLine } from '../mentions/mentions-line';
import { usePart } from '../parts/part';
import { mfmPart } from '../parts/post-parts';

const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * The post's text: the mentions it starts with as the mentions line, then its sanitised HTML
 * rendered with router links and custom emoji.
 */
export function StatusContent({
  status,
  restrictedNicknames,
}: {
  status: StatusData;
  restrictedNicknames: readonly string[];
}) {
  const greentext = usePreference('greentext');
  // The first custom emoji as images, the rest as text until asked for, 500 more at a time.
  const [emojiLimit, setEmojiLimit] = useState(CUSTOM_EMOJI_SHOWN);
  const emojiCount = useMemo(
    () => (status.emojis.length === 0 ? 0 : countCustomEmoji(status.content, emojiLookup(status.emojis))),
    [status.content, status.emojis],
  );
  const head = useMemo(
    () => leadingMentions(status.content, status.mentions),
    [status.content, status.mentions],
  );
  // MFM effects' styles (decision 0255): only for text that may carry an effect's span (its
  // class names all hold 'mfm'; a plain word 'mfm' loads them needlessly, never the reverse).
  usePart(mfmPart, status.content.includes('mfm'));
  if (!status.content) return null;
  // Only a tag of a real language: an unknown one ('qx-…') would be an invalid lang attribute.
  const lang =
    status.language && LANGUAGE_TAG.test(status.language) && iso6391(status.language)
      ? status.language
      : undefined;
  return (
    <>
      {head ? (
        <MentionsLine
          mentions={head.mentioned}
          restrictedNicknames={restrictedNicknames}
          omitted={status.omitted?.mentions}
        />
      ) : null}
      <div className="status-content" lang={lang} dir="auto">
        <HtmlContent
          html={head ? head.rest : status.content}
          emojis={status.emojis}
          mentions={status.mentions}
          tags={status.tags}
          restrictedNicknames={restrictedNicknames}
          greentext={greentext}
          emojiLimit={emojiLimit}
        />
      </div>
      <MoreButton
        className="status-more-items"
        hidden={emojiCount - emojiLimit}
        label={moreMessages.moreEmoji}
        onClick={() => setEmojiLimit((n) => n + 500)}
      />
    </>
  );
}
