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

  it('cuts a very long name without splitting a surrogate pair', () => {
    const long = '\u{1F469}\u200D'.repeat(10_000);
    const clamped = clampName(long);
    expect(Array.from(clamped)).toHaveLength(ACCOUNT_NAME_MAX_CHARACTERS + 1);
    expect(clamped.endsWith('…')).toBe(true);
    expect(clampName('Alice')).toBe('Alice');
  });
});
