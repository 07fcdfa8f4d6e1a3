import { describe, expect, it } from 'vitest';
import { parseAccount } from './account';
import { boundPage, CAPS, cut } from './caps';
import { pollSchema } from './poll';
import { parseStatus, parseStatusList } from './status';

const account = { id: '1', acct: 'alice', username: 'alice' };
const status = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  uri: `https://x.example/${id}`,
  created_at: '2026-01-01T00:00:00Z',
  account,
  content: '<p>hi</p>',
  ...extra,
});
const many = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe('answers are bounded where they enter (issue 39)', () => {
  it('cuts a page to the limit asked for and drops repeated ids', () => {
    const page = many(2_000, (i) => status(String(i % 30)));
    const bounded = boundPage(page, { limit: 20 }) as unknown[];
    expect(bounded).toHaveLength(20);
    expect(new Set(bounded.map((s) => (s as { id: string }).id)).size).toBe(20);
    expect(boundPage(page, {}) as unknown[]).toHaveLength(30);
    const search = boundPage({ statuses: page, accounts: [account, account] }, { limit: 5 }) as {
      statuses: unknown[];
      accounts: unknown[];
    };
    expect(search.statuses).toHaveLength(5);
    expect(search.accounts).toHaveLength(1);
  });

  it('caps the nested lists of a status and says how many were left out', () => {
    const parsed = parseStatus(
      status('1', {
        mentions: many(3_000, (i) => ({ id: String(i), acct: `u${i}`, username: `u${i}`, url: '' })),
        tags: many(3_000, (i) => ({ name: `t${i}`, url: '' })),
        emojis: many(3_000, (i) => ({ shortcode: `e${i}`, url: `https://x.example/${i}.png` })),
        media_attachments: many(3_000, (i) => ({
          id: String(i),
          type: 'image',
          url: `https://x.example/${i}`,
        })),
        emoji_reactions: many(3_000, (i) => ({ name: `r${i}`, count: 1, me: false })),
        poll: { id: 'p', options: many(3_000, (i) => ({ title: `o${i}`, votes_count: 0 })) },
      }),
    );
    expect(parsed).not.toBeNull();
    expect(parsed?.mentions).toHaveLength(CAPS.mentions);
    expect(parsed?.tags).toHaveLength(CAPS.tags);
    expect(parsed?.emojis).toHaveLength(CAPS.emojis);
    expect(parsed?.media_attachments).toHaveLength(CAPS.mediaAttachments);
    expect(parsed?.emoji_reactions).toHaveLength(CAPS.emojiReactions);
    expect(parsed?.poll?.options).toHaveLength(CAPS.pollOptions);
    expect(parsed?.poll?.options_omitted).toBe(3_000 - CAPS.pollOptions);
    expect(parsed?.omitted).toEqual({
      mentions: 3_000 - CAPS.mentions,
      tags: 3_000 - CAPS.tags,
      emojis: 3_000 - CAPS.emojis,
      media_attachments: 3_000 - CAPS.mediaAttachments,
      emoji_reactions: 3_000 - CAPS.emojiReactions,
    });
  });

  it('does not take an `omitted` the server sends', () => {
    expect(parseStatus(status('1', { omitted: { mentions: 5 } }))?.omitted).toEqual({});
  });

  it('cuts 10 MB strings to their caps', () => {
    const big = 'a'.repeat(10_000_000);
    const parsed = parseStatus(
      status('1', {
        content: `<p>${big}</p>`,
        spoiler_text: big,
        account: { ...account, display_name: big, note: big },
      }),
    );
    expect(parsed?.content.length).toBeLessThan(CAPS.content + 100);
    expect(parsed?.spoiler_text).toHaveLength(CAPS.spoilerText);
    expect(parsed?.account.display_name).toHaveLength(CAPS.displayName);
    expect(parsed?.account.note.length).toBeLessThan(CAPS.note + 100);
    expect(parsed?.uri.length).toBeLessThanOrEqual(CAPS.otherText);
  });

  it('caps the fields and emoji of an account', () => {
    const parsed = parseAccount({
      ...account,
      fields: many(3_000, (i) => ({ name: `f${i}`, value: 'v' })),
      emojis: many(3_000, (i) => ({ shortcode: `e${i}`, url: `https://x.example/${i}.png` })),
    });
    expect(parsed?.fields).toHaveLength(CAPS.profileFields);
    expect(parsed?.emojis).toHaveLength(CAPS.emojis);
  });

  it('drops combining marks without a base from shown text', () => {
    const marks = '\u0301'.repeat(400);
    const parsed = parseStatus(
      status('1', {
        spoiler_text: marks,
        poll: { id: 'p', options: [{ title: `${marks}x${marks}`, votes_count: 0 }] },
        emoji_reactions: [{ name: `${marks}`, count: 1 }],
      }),
    );
    expect(parsed?.spoiler_text).toBe('');
    expect(parsed?.poll?.options[0]?.title).toBe('x\u0301\u0301\u0301\u0301');
  });

  it('reads a thread of 2,000 repeated posts as the distinct ones', () => {
    expect(parseStatusList(many(2_000, (i) => status(String(i % 7))))).toHaveLength(7);
  });

  it('never cuts between the halves of a surrogate pair', () => {
    expect(cut('a😀b', 2)).toBe('a');
    expect(cut('a😀b', 3)).toBe('a😀');
  });

  it('keeps a poll it can read', () => {
    expect(pollSchema.parse({ id: 'p', options: [{ title: 'yes', votes_count: 1 }] }).options_omitted).toBe(
      0,
    );
  });
});
