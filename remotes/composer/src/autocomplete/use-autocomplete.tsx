import {
  AUTOCOMPLETE_BLUR_DELAY_MS,
  AUTOCOMPLETE_SUGGESTIONS,
  MENTION_SEARCH_DELAY_MS,
  useInstance,
} from '@murmur/shared';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { type EmojiCatalogue, loadEmojiCatalogue } from '../emoji/emoji-catalogue';
import { useEmojiOwner } from '../emoji/emoji-owner';
import { loadSkinTone } from '../emoji/skin-tone';
import { withSkinTone } from '../emoji/unicode-emoji';
import { autocompleteMessages as m } from './messages';
import { searchHashtags, searchMentions } from './search-suggestions';
import { applySuggestion, type CaretWord, caretWord, type Suggestion, suggestEmoji } from './suggest';
import { effectWord, suggestEffects } from './text-effects';

interface Options {
  textRef: RefObject<HTMLTextAreaElement | null>;
  text: string;
  onText: (text: string) => void;
}

export interface Autocomplete {
  /** Handles the keys the list answers to; true when the key was used (the form must not act). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** Call on input, click, select and focus: the caret decides the word. */
  track: () => void;
  onBlur: () => void;
  /** ARIA for the textarea. */
  inputProps: {
    'aria-autocomplete': 'list';
    'aria-controls'?: string;
    'aria-activedescendant'?: string;
  };
  list: ReactNode;
}

/**
 * Completion of ':emoji', '@mention', '#hashtag' and '$[effect' in the post form (spec 3 section
 * 5): five suggestions; emoji from the instance's list and text effects at once, mentions and
 * hashtags from the server after a 300 ms pause. Up and down choose, Enter or Tab take, Escape closes.
 */
export function useAutocomplete({ textRef, text, onText }: Options): Autocomplete {
  const intl = useIntl();
  const { capabilities } = useInstance();
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // The chosen suggestion, for the word it was chosen in: a new word starts at the first.
  const [active, setActiveFor] = useState<{ word: string | null; index: number }>({ word: null, index: 0 });
  const [catalogue, setCatalogue] = useState<EmojiCatalogue | null>(null);
  const owner = useEmojiOwner();
  const [remote, setRemote] = useState<{ query: string; items: Suggestion[] } | null>(null);

  const at = caret === null ? null : Math.min(caret, text.length);
  const word: CaretWord | null = at === null ? null : (caretWord(text, at) ?? effectWord(text, at));
  const wordKey = word ? `${word.start}:${word.prefix}${word.query}` : null;

  // The emoji list loads when the first ':' word is typed.
  const wantsEmoji = word?.prefix === ':';
  useEffect(() => {
    if (!wantsEmoji || catalogue) return;
    let live = true;
    loadEmojiCatalogue(capabilities).then((loaded) => live && setCatalogue(loaded));
    return () => {
      live = false;
    };
  }, [wantsEmoji, catalogue, capabilities]);

  const remoteQuery =
    word && (word.prefix === '@' || word.prefix === '#') ? `${word.prefix}${word.query}` : null;
  useEffect(() => {
    if (!remoteQuery) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const search = remoteQuery.startsWith('@') ? searchMentions : searchHashtags;
      search(remoteQuery.slice(1), controller.signal).then(
        (items) => setRemote({ query: remoteQuery, items }),
        // A failed search shows no suggestions; typing goes on.
        () => setRemote({ query: remoteQuery, items: [] }),
      );
    }, MENTION_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [remoteQuery]);

  // The picker's data, in the skin tone last chosen in the picker: built once per catalogue and
  // tone, not at each keystroke (thousands of emoji).
  const tone = wantsEmoji ? loadSkinTone(owner) : 0;
  const emojiList = useMemo(
    () => (catalogue ? [...catalogue.custom, ...withSkinTone(catalogue.unicode, tone)] : null),
    [catalogue, tone],
  );
  const suggestions = useMemo<Suggestion[]>(() => {
    if (!word || wordKey === dismissed) return [];
    if (word.prefix === ':') return emojiList ? suggestEmoji(emojiList, word.query) : [];
    if (word.prefix === '$[') return suggestEffects(word.query);
    return remote?.query === remoteQuery ? remote.items.slice(0, AUTOCOMPLETE_SUGGESTIONS) : [];
  }, [word, wordKey, dismissed, emojiList, remote, remoteQuery]);

  const open = suggestions.length > 0;
  const index = Math.min(active.word === wordKey ? active.index : 0, suggestions.length - 1);
  const setActive = (next: number) => setActiveFor({ word: wordKey, index: next });

  const take = (suggestion: Suggestion) => {
    if (!word) return;
    const next = applySuggestion(text, word, suggestion);
    // The new text is drawn and the caret put after the suggestion at once, in this key's handler:
    // a caret placed at the next frame let a fast typist's next keys land before it, then moved
    // the rest of what they typed back behind them.
    flushSync(() => {
      onText(next.text);
      setCaret(next.caret);
    });
    const area = textRef.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(next.caret, next.caret);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index + step + suggestions.length) % suggestions.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      const chosen = suggestions[index];
      if (!chosen) return false;
      event.preventDefault();
      take(chosen);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(wordKey);
      return true;
    }
    return false;
  };

  const track = () => setCaret(textRef.current?.selectionStart ?? null);
  const onBlur = () => {
    setTimeout(() => setCaret(null), AUTOCOMPLETE_BLUR_DELAY_MS);
  };

  const optionId = (i: number) => `${listId}-${i}`;
  const list = open ? (
    <div className="autocomplete">
      <div
        id={listId}
        className="autocomplete__list"
        role="listbox"
        aria-label={intl.formatMessage(m.suggestions)}
      >
        {suggestions.map((suggestion, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the textarea (aria-activedescendant).
          <div
            key={suggestion.key}
            tabIndex={-1}
            id={optionId(i)}
            role="option"
            aria-selected={i === index}
            className={`autocomplete__option${i === index ? ' autocomplete__option--active' : ''}`}
            // Keeps the caret in the textarea while the pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => take(suggestion)}
          >
            {(suggestion.kind === 'emoji' || suggestion.kind === 'mention') && suggestion.imageUrl ? (
              <img className="autocomplete__image" src={suggestion.imageUrl} alt="" draggable={false} />
            ) : null}
            <span className="autocomplete__label">{suggestion.label}</span>
            {suggestion.kind === 'mention' ? (
              <span className="autocomplete__detail">{suggestion.detail}</span>
            ) : suggestion.kind === 'effect' ? (
              // What will be inserted, for the eye; the option's name stays the effect's name.
              <span className="autocomplete__detail" aria-hidden="true">
                {suggestion.replacement}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <p className="status-sr-only" role="status">
        {intl.formatMessage(m.count, { count: suggestions.length })}
      </p>
    </div>
  ) : null;

  return {
    onKeyDown,
    track,
    onBlur,
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(index) : undefined,
    },
    list,
  };
}
