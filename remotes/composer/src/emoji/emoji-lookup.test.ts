import { describe, expect, it } from 'vitest';
import type { PickerEmoji } from './emoji-catalogue';
import { emojiByName, emojiNamed } from './emoji-lookup';

const emoji = (name: string, extra: Partial<PickerEmoji> = {}): PickerEmoji => ({
  name,
  displayText: name,
  imageUrl: null,
  group: 'people-body',
  search: name,
  ...extra,
});

const list = [
  emoji('👋', { displayText: 'waving hand', skins: ['👋🏻', '👋🏼', '👋🏽', '👋🏾', '👋🏿'] }),
  emoji('🦊'),
  emoji('blobcat', { imageUrl: 'https://example.org/blobcat.png', group: 'blobs' }),
];

describe('finding emoji by the name they are inserted as', () => {
  it('finds the named emoji in the order asked, a toned one in its tone', () => {
    const found = emojiNamed(list, ['blobcat', '👋🏽', '🦊', 'gone']);
    expect(found.map((e) => e.name)).toEqual(['blobcat', '👋🏽', '🦊']);
    expect(found[1]?.displayText).toBe('waving hand');
    expect(found[1]?.skins).toEqual(list[0]?.skins);
  });
  it('agrees with the map of every name', () => {
    const names = ['👋🏿', '👋', 'blobcat'];
    expect(emojiNamed(list, names)).toEqual(names.map((name) => emojiByName(list).get(name)));
  });
  it('finds nothing when nothing is asked', () => {
    expect(emojiNamed(list, [])).toEqual([]);
  });
});
