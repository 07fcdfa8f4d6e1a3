import { describe, expect, it } from 'vitest';
import { mutedWordsIn } from './word-filter';

describe('the word filter', () => {
  it('matches words in the text and the content warning, ignoring case and markup', () => {
    const status = { content: '<p>I love <b>Pine</b>apples &amp; more</p>', spoiler_text: 'Food talk' };
    expect(mutedWordsIn(status, ['pineapple', 'FOOD', 'kiwi', ' '])).toEqual(['pineapple', 'FOOD']);
    expect(mutedWordsIn(status, [])).toEqual([]);
  });
});
