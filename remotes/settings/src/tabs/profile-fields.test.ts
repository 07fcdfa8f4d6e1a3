import { describe, expect, it } from 'vitest';
import { editableFields, fieldText } from './profile-fields';

const link =
  '<a href="https://alice.example" rel="me nofollow noopener noreferrer" target="_blank">alice.example</a>';

describe('profile fields to edit', () => {
  it('takes the source when the server sent it', () => {
    const fields = editableFields({
      fields: [{ name: 'Website', value: link, verified_at: null }],
      source: { fields: [{ name: 'Website', value: 'https://alice.example' }] } as never,
    });
    expect(fields).toEqual([{ name: 'Website', value: 'https://alice.example' }]);
  });

  it('turns rendered fields back into text without a source (fields_text)', () => {
    const fields = editableFields({
      fields: [
        { name: 'Website', value: link, verified_at: null },
        { name: 'Pronouns', value: 'she/her', verified_at: null },
        { name: 'Likes', value: 'tea &amp; <span class="h-card">trains</span>', verified_at: null },
      ],
      source: null,
    });
    expect(fields).toEqual([
      { name: 'Website', value: 'https://alice.example' },
      { name: 'Pronouns', value: 'she/her' },
      { name: 'Likes', value: 'tea & trains' },
    ]);
  });

  it('keeps a link whose text is not its address as the text', () => {
    expect(fieldText('<a href="https://x.example/a">my blog</a>')).toBe('my blog');
    expect(
      fieldText('<a href="https://mastodon.example/@alice/long/path">mastodon.example/@alice/lo…</a>'),
    ).toBe('https://mastodon.example/@alice/long/path');
  });
});
