import type { EmojiReaction } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { withReaction } from './toggle-reaction';

const r = (name: string, count: number, me = false) =>
  ({ name, count, me, url: null, account_ids: [], accounts: [] }) as EmojiReaction;

describe('emoji reactions, optimistically', () => {
  it('adds the user to a reaction, or a new one', () => {
    expect(withReaction([r('👍', 2)], '👍', true)).toEqual([r('👍', 3, true)]);
    expect(withReaction([r('👍', 2)], '🎉', true).map((x) => [x.name, x.count, x.me])).toEqual([
      ['👍', 2, false],
      ['🎉', 1, true],
    ]);
  });

  it('takes the user back out, dropping a reaction nobody has left', () => {
    expect(withReaction([r('👍', 1, true), r('🎉', 2, true)], '👍', false)).toEqual([r('🎉', 2, true)]);
  });

  it('does not count twice', () => {
    expect(withReaction([r('👍', 2, true)], '👍', true)).toEqual([r('👍', 2, true)]);
  });
});
