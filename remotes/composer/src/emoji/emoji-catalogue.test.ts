import { describe, expect, it } from 'vitest';
import { type PickerEmoji, readCustomEmoji, readCustomEmojiInChunks } from './emoji-catalogue';
import { emojiOwner } from './emoji-owner';
import { byGroup, inlineKey, moveIndex, pickerRows } from './picker-rows';
import { loadRecentEmoji, RECENT_EMOJI_KEY, recentEmojiKey, rememberEmoji } from './recent-emoji';
import { searchEmoji } from './search-emoji';

const BASE = 'https://social.example/';

describe('reading the custom emoji', () => {
  it("reads Pleroma's map, with relative pictures and pack tags", () => {
    const list = readCustomEmoji(
      { blobcat: { image_url: '/emoji/blobcat.png', tags: ['pack:blobs'] } },
      BASE,
    );
    expect(list).toEqual([
      {
        name: 'blobcat',
        displayText: 'blobcat',
        imageUrl: 'https://social.example/emoji/blobcat.png',
        group: 'blobs',
        search: 'blobcat',
      },
    ]);
  });
  it("reads Mastodon's list, leaves out hidden, remote and unsafe ones", () => {
    const list = readCustomEmoji(
      [
        {
          shortcode: 'ok',
          url: 'https://cdn.example/ok.png',
          static_url: null,
          visible_in_picker: true,
          category: 'fun',
        },
        { shortcode: 'hidden', url: 'https://cdn.example/h.png', visible_in_picker: false },
        { shortcode: 'far@remote.example', url: 'https://cdn.example/r.png' },
        { shortcode: 'js', url: 'javascript:alert(1)' },
        { shortcode: 'ok', url: 'https://cdn.example/duplicate.png' },
        'garbage',
      ],
      BASE,
    );
    expect(list.map((e) => [e.name, e.group])).toEqual([['ok', 'fun']]);
  });
  it('takes nothing from a reply that is not a list or map', () => {
    expect(readCustomEmoji(null, BASE)).toEqual([]);
    expect(readCustomEmoji('nope', BASE)).toEqual([]);
  });
});

describe('reading in slices', () => {
  it('reads the same list as at once, yielding between slices', async () => {
    const raw = Object.fromEntries(
      Array.from({ length: 700 }, (_, i) => [`e${i}`, { image_url: `/e${i}.png`, tags: [] }]),
    );
    const sliced = await readCustomEmojiInChunks(raw, BASE);
    expect(sliced).toEqual(readCustomEmoji(raw, BASE));
    expect(sliced).toHaveLength(700);
  });
});

describe('searching', () => {
  const list = [
    ...readCustomEmoji({ BlobCat: { image_url: '/b.png', tags: [] } }, BASE),
    {
      name: '🦊',
      displayText: 'fox',
      imageUrl: null,
      group: 'animals-nature',
      search: 'fox',
      keywords: 'face fox',
    },
    {
      name: '👋',
      displayText: 'waving hand',
      imageUrl: null,
      group: 'people-body',
      search: 'waving hand',
      keywords: 'bye hello wave',
      skins: ['👋🏻', '👋🏼', '👋🏽', '👋🏾', '👋🏿'],
    },
  ] satisfies PickerEmoji[];
  it('is case-insensitive on the display text and matches a typed emoji exactly', () => {
    expect(searchEmoji(list, 'blobcat').map((e) => e.name)).toEqual(['BlobCat']);
    expect(searchEmoji(list, '🦊').map((e) => e.name)).toEqual(['🦊']);
    expect(searchEmoji(list, '')).toHaveLength(3);
  });
  it('finds a Unicode emoji by a keyword, and by a toned variant typed in', () => {
    expect(searchEmoji(list, 'HELLO').map((e) => e.name)).toEqual(['👋']);
    expect(searchEmoji(list, '👋🏽').map((e) => e.name)).toEqual(['👋']);
  });
});

describe('the recent emoji', () => {
  it('keeps the latest first, without duplicates, at most 42 and no remote ones', () => {
    const storage = window.sessionStorage;
    const owner = '1@social.example';
    storage.clear();
    for (let i = 0; i < 50; i++) rememberEmoji(`e${i}`, owner, storage);
    rememberEmoji('e45', owner, storage);
    rememberEmoji('far@remote', owner, storage);
    const recent = loadRecentEmoji(owner, storage);
    expect(recent).toHaveLength(42);
    expect(recent.slice(0, 2)).toEqual(['e45', 'e49']);
    expect(recent.filter((n) => n === 'e45')).toHaveLength(1);
    storage.setItem(recentEmojiKey(owner), '{broken');
    expect(loadRecentEmoji(owner, storage)).toEqual([]);
    storage.clear();
  });
  it('keeps each account its own list', () => {
    const storage = window.sessionStorage;
    storage.clear();
    rememberEmoji('🦊', '1@social.example', storage);
    rememberEmoji('🌱', '2@social.example', storage);
    expect(loadRecentEmoji('1@social.example', storage)).toEqual(['🦊']);
    expect(loadRecentEmoji('2@social.example', storage)).toEqual(['🌱']);
    expect(loadRecentEmoji('1@other.example', storage)).toEqual([]);
    expect(storage.getItem(RECENT_EMOJI_KEY)).toBeNull();
    expect(emojiOwner('1', 'https://social.example/')).toBe('1@social.example');
    expect(emojiOwner(null, 'https://social.example/')).toBeNull();
    storage.clear();
  });
});

describe('the grid', () => {
  const emoji = (name: string, group: string) => ({
    name,
    displayText: name,
    imageUrl: null,
    group,
    search: name,
  });
  it('puts each group under its title, columns to a row, numbering the cells across the grid', () => {
    const groups = byGroup([emoji('a', 'x'), emoji('b', 'y'), emoji('c', 'x'), emoji('d', 'x')]);
    const { rows, rowOfIndex, titleRow } = pickerRows(groups, 2);
    expect(
      rows.map((r) => (r.kind === 'title' ? `#${r.group}` : r.items.map((e) => e.name).join(''))),
    ).toEqual(['#x', 'ac', 'd', '#y', 'b']);
    expect(rowOfIndex).toEqual([1, 1, 2, 4]);
    expect([...titleRow]).toEqual([
      ['unicode:x', 0],
      ['unicode:y', 3],
    ]);
  });
  it('keeps a custom pack apart from a Unicode group of the same name', () => {
    const pack = { ...emoji('blob', 'flags'), imageUrl: 'https://social.example/b.png' };
    expect(byGroup([pack, emoji('🏁', 'flags')]).map((g) => g.id)).toEqual(['custom:flags', 'unicode:flags']);
  });
  it('moves by one across and by a row up and down, staying inside', () => {
    expect(moveIndex('ArrowRight', 0, 20, 8)).toBe(1);
    expect(moveIndex('ArrowDown', 3, 20, 8)).toBe(11);
    expect(moveIndex('ArrowDown', 15, 20, 8)).toBe(19);
    expect(moveIndex('ArrowUp', 3, 20, 8)).toBeNull();
    expect(moveIndex('End', 3, 20, 8)).toBe(19);
    expect(moveIndex('a', 3, 20, 8)).toBeNull();
  });
  it('mirrors the left and right arrows in a right-to-left interface, and only those', () => {
    const rtl = document.createElement('div');
    rtl.dir = 'rtl';
    const ltr = document.createElement('div');
    document.body.append(rtl, ltr);
    expect(inlineKey('ArrowLeft', rtl)).toBe('ArrowRight');
    expect(inlineKey('ArrowRight', rtl)).toBe('ArrowLeft');
    expect(inlineKey('ArrowDown', rtl)).toBe('ArrowDown');
    expect(inlineKey('ArrowLeft', ltr)).toBe('ArrowLeft');
    rtl.remove();
    ltr.remove();
  });
});
