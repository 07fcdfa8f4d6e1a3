import { describe, expect, it } from 'vitest';
import { stickerGroups } from './sticker-packs';

describe('stickerGroups', () => {
  const base = 'https://social.example/';
  it("lists each pack's pictures under its title, resolved in its folder", () => {
    const groups = stickerGroups(
      [
        {
          pack: 'cats',
          path: '/static/stickers/cats',
          meta: { title: 'Cats', stickers: ['a.png', 'b.webp'] },
        },
      ],
      base,
    );
    expect(groups).toEqual([
      {
        pack: 'cats',
        title: 'Cats',
        stickers: [
          { url: 'https://social.example/static/stickers/cats/a.png', file: 'a.png' },
          { url: 'https://social.example/static/stickers/cats/b.webp', file: 'b.webp' },
        ],
      },
    ]);
  });
  it('leaves out names that are not plain pictures, and packs left empty', () => {
    const groups = stickerGroups(
      [
        { pack: 'bad', path: '/s/', meta: { stickers: ['x" onerror="1.png', 'notes.txt', 3] } },
        { pack: 'js', path: 'javascript:alert(1)//', meta: { stickers: ['a.png'] } },
        { pack: 'untitled', path: '/u/', meta: { stickers: ['ok.png'] } },
      ],
      base,
    );
    expect(groups.map((g) => [g.pack, g.title, g.stickers.length])).toEqual([['untitled', 'untitled', 1]]);
  });
});
