import './testing/happy-dom-fidelity';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOM_EMOJI_SHOWN, countCustomEmoji, emojiLookup, splitEmoji } from './custom-emoji';
import { EmojiText } from './emoji-text';

const emojis = [
  { shortcode: 'blob', url: 'https://emoji.example/blob.png' },
  { shortcode: 'yes', url: '/emoji/yes.png' },
  { shortcode: 'evil', url: 'javascript:alert(1)' },
];

describe('EmojiText', () => {
  it('shows the custom emoji of a display name as images with :shortcode: alt and title', () => {
    const { container } = render(<EmojiText text="Alice :blob:" emojis={emojis} />);
    const img = container.querySelector('img');
    expect(container.textContent).toBe('Alice ');
    expect(img?.getAttribute('src')).toBe('https://emoji.example/blob.png');
    expect(img?.getAttribute('alt')).toBe(':blob:');
    expect(img?.getAttribute('title')).toBe(':blob:');
    expect(img?.className).toBe('emoji');
  });

  it('escapes the text instead of parsing it', () => {
    const { container } = render(<EmojiText text="<b>hi</b> :blob:" emojis={emojis} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>hi</b> ');
  });

  it('leaves unknown shortcodes and emoji with unsafe URLs as text', () => {
    const { container } = render(<EmojiText text=":nope: :evil:" emojis={emojis} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(':nope: :evil:');
  });

  it('accepts same-origin emoji URLs', () => {
    const { container } = render(<EmojiText text=":yes:" emojis={emojis} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/emoji/yes.png');
  });

  it('renders plain text when there are no emoji', () => {
    const { container } = render(<EmojiText text="just: text" />);
    expect(container.innerHTML).toBe('just: text');
  });
});

describe('splitEmoji', () => {
  const lookup = emojiLookup(emojis);

  it('splits adjacent emoji', () => {
    expect(splitEmoji(':blob::yes:', lookup)).toEqual([
      { shortcode: 'blob', src: 'https://emoji.example/blob.png' },
      { shortcode: 'yes', src: '/emoji/yes.png' },
    ]);
  });

  it('lets the closing colon of an unknown shortcode open a known one', () => {
    expect(splitEmoji('a:nope:yes:b', lookup)).toEqual([
      'a:nope',
      { shortcode: 'yes', src: '/emoji/yes.png' },
      'b',
    ]);
  });

  it('does not read times as shortcodes', () => {
    expect(splitEmoji('at 12:30:45', lookup)).toEqual(['at 12:30:45']);
  });
});

describe('the custom emoji cap (issue 27)', () => {
  it('draws at most CUSTOM_EMOJI_SHOWN emoji, leaves the rest as text, and counts them in linear time', () => {
    const emojis = Array.from({ length: 10_000 }, (_, i) => ({
      shortcode: `e${i}`,
      url: `https://emoji.example/${i}.png`,
    }));
    const text = emojis.map((e) => `:${e.shortcode}:`).join(' ');
    const lookup = emojiLookup(emojis);
    const budget = { left: CUSTOM_EMOJI_SHOWN };
    const segments = splitEmoji(text, lookup, budget);
    expect(segments.filter((s) => typeof s !== 'string')).toHaveLength(CUSTOM_EMOJI_SHOWN);
    expect(budget.left).toBe(0);
    expect(segments.at(-1)).toContain(':e9999:');
    expect(countCustomEmoji(text, lookup)).toBe(10_000);
    const { container } = render(<EmojiText text={text} emojis={emojis} />);
    expect(container.querySelectorAll('img')).toHaveLength(CUSTOM_EMOJI_SHOWN);
  });
});
