import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME_MAX_CHARACTERS, AccountName, clampName } from './account-name';

describe('AccountName', () => {
  it('isolates a name with a right-to-left override in a bdi, as text', () => {
    const { container } = render(
      <p>
        by <AccountName text={'\u202Eecila\u202E <b>admin</b>'} /> today
      </p>,
    );
    const bdi = container.querySelector('bdi.account-name');
    expect(bdi).not.toBeNull();
    expect(bdi?.textContent).toBe('\u202Eecila\u202E <b>admin</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows listed custom emoji inside the name', () => {
    const { container } = render(
      <AccountName text="Ann :blob:" emojis={[{ shortcode: 'blob', url: 'https://emoji.example/b.png' }]} />,
    );
    expect(container.querySelector('bdi img.emoji')?.getAttribute('src')).toBe('https://emoji.example/b.png');
  });

  it('leaves the emoji out of what a reader hears, unless the name is only emoji', () => {
    const blob = [{ shortcode: 'blob', url: 'https://emoji.example/b.png' }];
    const withText = render(<AccountName text="Ann :blob:" emojis={blob} />).container;
    const img = withText.querySelector('img.emoji');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('aria-hidden')).toBe('true');
    expect(img?.getAttribute('title')).toBe(':blob:');
    const onlyEmoji = render(<AccountName text=":blob:" emojis={blob} />).container;
    expect(onlyEmoji.querySelector('img.emoji')?.getAttribute('alt')).toBe('blob');
    expect(onlyEmoji.querySelector('img.emoji')?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('cuts a very long name without splitting a surrogate pair', () => {
    const long = '\u{1F469}\u200D'.repeat(10_000);
    const clamped = clampName(long);
    expect(Array.from(clamped)).toHaveLength(ACCOUNT_NAME_MAX_CHARACTERS + 1);
    expect(clamped.endsWith('…')).toBe(true);
    expect(clampName('Alice')).toBe('Alice');
  });
});
