import { describe, expect, it, vi } from 'vitest';

// The sanitiser itself is tested in shared/src/html. Here: that every HTML field goes through it
// inside the schema (so no caller can forget), and that plain-text fields do not.
vi.mock('../html/sanitize', () => ({ sanitizeHtml: (dirty: string) => `[clean:${dirty}]` }));

const { parseStatus } = await import('./status');
const { parseAccount } = await import('./account');
const { parseInstance } = await import('./instance');
const { parseAnnouncement } = await import('./announcement');
const { statusJson, accountJson } = await import('../testing/fixtures');

describe('HTML is sanitised inside the schemas', () => {
  it('sanitises status content, card html and the author note; not display names', () => {
    const status = parseStatus(
      statusJson({
        content: '<p>x</p>',
        card: { url: 'https://e/x', html: '<iframe></iframe>' },
        account: accountJson({ display_name: 'A <b>', note: '<p>bio</p>' }),
        reblog: statusJson({ content: '<p>inner</p>' }),
      }),
    );
    expect(status?.content).toBe('[clean:<p>x</p>]');
    expect(status?.card?.html).toBe('[clean:<iframe></iframe>]');
    expect(status?.account.note).toBe('[clean:<p>bio</p>]');
    expect(status?.account.display_name).toBe('A <b>');
    expect(status?.reblog?.content).toBe('[clean:<p>inner</p>]');
  });

  it('sanitises account field values but not field names', () => {
    const account = parseAccount(accountJson({ fields: [{ name: 'site <i>', value: '<a href="x">x</a>' }] }));
    expect(account?.fields[0]).toMatchObject({ name: 'site <i>', value: '[clean:<a href="x">x</a>]' });
  });

  it('sanitises a Pleroma spoiler into spoiler_html, keeping spoiler_text as it came', () => {
    const status = parseStatus(statusJson({ spoiler_text: 'cw <i>x</i>', pleroma: {} }));
    expect(status?.spoiler_text).toBe('cw <i>x</i>');
    expect(status?.spoiler_html).toBe('[clean:cw <i>x</i>]');
  });

  it('sanitises instance descriptions and announcement content', () => {
    expect(parseInstance({ description: '<p>d</p>' })?.description).toBe('[clean:<p>d</p>]');
    expect(parseAnnouncement({ id: '1', content: '<p>news</p>' })?.content).toBe('[clean:<p>news</p>]');
  });
});
