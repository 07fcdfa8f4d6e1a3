import type { CustomEmoji } from '@murmur/shared/core';
import { EmojiText, LONG_SUBJECT_CHARS, POST_ACTION_ATTRIBUTE } from '@murmur/shared/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { statusMessages } from './messages';

export interface ContentWarningProps {
  /** The content warning, plain text. */
  text: string;
  emojis: readonly CustomEmoji[];
  /** Whether the post behind it is shown. */
  expanded: boolean;
  onToggle: () => void;
  /** Id of the element the toggle shows and hides. */
  controls: string;
}

/**
 * A post's content warning (subject) with the button that shows or hides what it covers. A
 * subject longer than 240 characters is folded with its own show-whole-subject button.
 */
export function ContentWarning({ text, emojis, expanded, onToggle, controls }: ContentWarningProps) {
  const [wholeSubject, setWholeSubject] = useState(false);
  const long = text.length > LONG_SUBJECT_CHARS;
  const shown = long && !wholeSubject ? `${text.slice(0, LONG_SUBJECT_CHARS)}…` : text;
  return (
    <div className="status-cw">
      <p className="status-cw-text">
        <bdi>
          <EmojiText text={shown} emojis={emojis} />
        </bdi>
        {long ? (
          <>
            {' '}
            <button type="button" className="status-link-button" onClick={() => setWholeSubject((v) => !v)}>
              <FormattedMessage
                {...(wholeSubject ? statusMessages.hideFullSubject : statusMessages.showFullSubject)}
              />
            </button>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className="status-cw-toggle"
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
        {...{ [POST_ACTION_ATTRIBUTE]: 'expand' }}
      >
        <FormattedMessage {...(expanded ? statusMessages.hideContent : statusMessages.showContent)} />
      </button>
    </div>
  );
}
