import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../html/sanitize';
import { accountJson, statusJson } from '../testing/fixtures';
import { MAX_EMBEDDED_DEPTH, parseStatus, parseStatusList } from './status';

const REFERENCE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/reference');
const FIXTURE = resolve(REFERENCE, 'fixtures/mastoapi.json');
const haveFixture = existsSync(FIXTURE);
if (!haveFixture) {
  console.info(
    `Skipped the real-status fixture tests: ${FIXTURE} is not there (a bare clone has no ../shared/reference).`,
  );
}

/** Every leaf of a JSON value, as [path, value]. */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (entries.length === 0) return [[path, value]];
    return entries.flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [[path, value]];
}

function at(value: unknown, path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const HTML_FIELDS = new Set(['content', 'note']);

afterEach(() => {
  vi.restoreAllMocks();
});

describe.skipIf(!haveFixture)('real Pleroma statuses (reference fixture mastoapi.json)', () => {
  const raw = haveFixture ? (JSON.parse(readFileSync(FIXTURE, 'utf8')) as unknown[]) : [];

  it('reads all 20 statuses without dropping any', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const statuses = parseStatusList(raw);
    expect(statuses).toHaveLength(raw.length);
    expect(raw.length).toBe(20);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps every field the server sent (HTML sanitised, null tag lists repaired to [])', () => {
    const statuses = parseStatusList(raw);
    raw.forEach((input, index) => {
      const output = statuses[index];
      for (const [path, value] of leaves(input)) {
        const got = at(output, path);
        const field = path.at(-1) ?? '';
        if (HTML_FIELDS.has(field) && typeof value === 'string') {
          expect(got, path.join('.')).toBe(sanitizeHtml(value));
        } else if (path.join('.').endsWith('pleroma.tags') && value === null) {
          expect(got, path.join('.')).toEqual([]);
        } else {
          expect(got, `status ${index} ${path.join('.')}`).toEqual(value);
        }
      }
    });
  });

  it('reads reblogs as a wrapper around the original status', () => {
    const statuses = parseStatusList(raw);
    const reblogs = statuses.filter((s) => s.reblog !== null);
    expect(reblogs.length).toBeGreaterThan(0);
    const wrapper = reblogs.find((s) => s.id === '10423449');
    expect(wrapper?.reblog?.id).toBe('10423197');
    expect(wrapper?.reblog?.account.acct).not.toBe('');
    expect(wrapper?.reblog?.reblog).toBeNull();
  });

  it('derives the attachment type and keeps pleroma.local', () => {
    const statuses = parseStatusList(raw);
    const withMedia = statuses.flatMap((s) => [
      ...s.media_attachments,
      ...(s.reblog?.media_attachments ?? []),
    ]);
    expect(withMedia.length).toBeGreaterThan(0);
    for (const media of withMedia)
      expect(['image', 'video', 'gifv', 'audio', 'unknown']).toContain(media.type);
    const sentLocal = raw.map((s) => (s as { pleroma: { local: boolean } }).pleroma.local);
    expect(statuses.map((s) => s.pleroma.local)).toEqual(sentLocal);
  });
});

describe('status schema', () => {
  it('drops invalid items from a list with a warning and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = parseStatusList([statusJson({ id: '1' }), { id: '2' }, 'junk', statusJson({ id: '3' })]);
    expect(list.map((s) => s.id)).toEqual(['1', '3']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('status');
  });

  it('returns null (logged) for a status without an author, and [] for a non-list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseStatus(statusJson({ account: null }))).toBeNull();
    expect(parseStatusList({ error: 'nope' })).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('repairs junk values instead of rejecting the status', () => {
    const status = parseStatus(
      statusJson({
        id: 42,
        visibility: 'galaxy',
        favourites_count: 'many',
        reblogs_count: '7',
        replies_count: -3,
        favourited: 'yes',
        sensitive: null,
        language: '',
        created_at: 'yesterday',
        mentions: [
          { id: 'm1', acct: 'bob@remote.example', url: 'https://remote.example/bob' },
          { acct: 'no-id' },
        ],
        tags: 'not a list',
        emojis: [{ shortcode: 'blob', url: 'https://e/blob.png' }, { shortcode: '' }],
        card: { title: 'no url' },
        poll: 'junk',
        application: 12,
      }),
    );
    expect(status).not.toBeNull();
    if (!status) return;
    expect(status.id).toBe('42');
    expect(status.visibility).toBe('public');
    expect(status.favourites_count).toBe(0);
    expect(status.reblogs_count).toBe(7);
    expect(status.replies_count).toBe(0);
    expect(status.favourited).toBe(false);
    expect(status.sensitive).toBe(false);
    expect(status.language).toBeNull();
    expect(Number.isNaN(Date.parse(status.created_at))).toBe(false);
    expect(status.mentions).toEqual([
      { id: 'm1', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/bob' },
    ]);
    expect(status.tags).toEqual([]);
    expect(status.emojis).toEqual([
      {
        shortcode: 'blob',
        url: 'https://e/blob.png',
        static_url: 'https://e/blob.png',
        visible_in_picker: true,
        category: null,
        tags: [],
      },
    ]);
    expect(status.card).toBeNull();
    expect(status.poll).toBeNull();
    expect(status.application).toBeNull();
  });

  it('keeps the spoiler as text; its HTML form is escaped on Mastodon, sanitised on Pleroma', () => {
    const mastodon = parseStatus(statusJson({ spoiler_text: 'a <b> & c' }));
    expect(mastodon?.spoiler_text).toBe('a <b> & c');
    expect(mastodon?.spoiler_html).toBe('a &lt;b&gt; &amp; c');

    const pleroma = parseStatus(
      statusJson({
        spoiler_text: 'cw <em>x</em><script>bad()</script>',
        pleroma: { local: false, spoiler_text: { 'text/plain': 'cw x' } },
      }),
    );
    expect(pleroma?.spoiler_text).toBe('cw x');
    expect(pleroma?.spoiler_html).toBe(sanitizeHtml('cw <em>x</em><script>bad()</script>'));
  });

  it('keeps the content warning when the plain alternative is empty', () => {
    const status = parseStatus(
      statusJson({ spoiler_text: 'Spoilers', pleroma: { local: true, spoiler_text: { 'text/plain': '' } } }),
    );
    expect(status?.spoiler_text).toBe('Spoilers');
  });

  it('does not HTML-sanitise display names (plain text)', () => {
    const status = parseStatus(statusJson({ account: accountJson({ display_name: 'Me <3 & you' }) }));
    expect(status?.account.display_name).toBe('Me <3 & you');
  });

  it('nests reblogs and quotes from Akkoma, Pleroma and Mastodon shapes', () => {
    const original = statusJson({ id: 'orig', content: '<p>original</p>' });
    const quoted = statusJson({ id: 'q', content: '<p>quoted</p>' });
    const wrapper = parseStatus(statusJson({ id: 'wrap', reblog: original }));
    expect(wrapper?.reblog?.id).toBe('orig');
    expect(wrapper?.reblog?.content).toBe(sanitizeHtml('<p>original</p>'));

    expect(parseStatus(statusJson({ quote: quoted }))?.quote?.id).toBe('q');
    expect(parseStatus(statusJson({ pleroma: { quote: quoted } }))?.quote?.id).toBe('q');
    expect(parseStatus(statusJson({ quote: { state: 'accepted', quoted_status: quoted } }))?.quote?.id).toBe(
      'q',
    );
    expect(parseStatus(statusJson({ quote: { state: 'pending', quoted_status: null } }))?.quote).toBeNull();

    const deep = parseStatus(statusJson({ reblog: statusJson({ id: 'r', quote: quoted }) }));
    expect(deep?.reblog?.quote?.id).toBe('q');
  });

  it('turns an unreadable reblog into null with a warning, keeping the wrapper', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wrapper = parseStatus(statusJson({ id: 'w', reblog: { id: 'broken' } }));
    expect(wrapper?.id).toBe('w');
    expect(wrapper?.reblog).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('reads emoji reactions from the top level or from pleroma.emoji_reactions', () => {
    const reaction = { name: '👍', count: 2, me: true, account_ids: ['a', 'b'] };
    const top = parseStatus(statusJson({ emoji_reactions: [reaction] }));
    const ext = parseStatus(
      statusJson({ pleroma: { emoji_reactions: [reaction, { name: '🔥', count: 0 }] } }),
    );
    for (const status of [top, ext]) {
      expect(status?.emoji_reactions).toEqual([
        { name: '👍', count: 2, me: true, url: null, account_ids: ['a', 'b'], accounts: [] },
      ]);
    }
    expect(ext?.pleroma).not.toHaveProperty('emoji_reactions');
    const custom = parseStatus(
      statusJson({ emoji_reactions: [{ name: 'blob', count: 1, me: false, url: 'https://e/blob.png' }] }),
    );
    expect(custom?.emoji_reactions[0]?.url).toBe('https://e/blob.png');
  });

  it('fills pleroma.local from the acct when the server has no pleroma block', () => {
    expect(parseStatus(statusJson({ account: accountJson({ acct: 'alice' }) }))?.pleroma.local).toBe(true);
    expect(
      parseStatus(statusJson({ account: accountJson({ acct: 'bob@remote.example' }) }))?.pleroma.local,
    ).toBe(false);
  });

  it('reads the akkoma block: source as a string or an object', () => {
    expect(parseStatus(statusJson({ akkoma: { source: 'plain' } }))?.akkoma.source).toEqual({
      content: 'plain',
      mediaType: null,
    });
    expect(
      parseStatus(
        statusJson({ akkoma: { source: { content: '$[x2 hi]', mediaType: 'text/x.misskeymarkdown' } } }),
      )?.akkoma.source,
    ).toEqual({ content: '$[x2 hi]', mediaType: 'text/x.misskeymarkdown' });
  });

  it('reads polls and attachments, deriving types and expiry', () => {
    const status = parseStatus(
      statusJson({
        poll: {
          id: 'p1',
          expires_at: '2000-01-01T00:00:00.000Z',
          expired: false,
          multiple: false,
          votes_count: 3,
          options: [{ title: 'a', votes_count: 2 }, { title: 'b', votes_count: null }, { votes_count: 1 }],
          own_votes: [0, 'x'],
        },
        media_attachments: [
          { id: 'm1', type: 'image', url: 'https://e/1.png' },
          { id: 'm2', type: 'weird', url: 'https://e/2.mp4', pleroma: { mime_type: 'video/mp4' } },
          { id: 'm3', type: 'image' },
        ],
      }),
    );
    expect(status?.poll?.expired).toBe(true);
    expect(status?.poll?.options).toEqual([
      { title: 'a', votes_count: 2 },
      { title: 'b', votes_count: null },
    ]);
    expect(status?.poll?.own_votes).toEqual([0]);
    expect(status?.media_attachments.map((m) => [m.id, m.type])).toEqual([
      ['m1', 'image'],
      ['m2', 'video'],
    ]);
    expect(status?.media_attachments[0]?.preview_url).toBe('https://e/1.png');
  });
});

describe('statuses nested without end', () => {
  it('reads reblogs and quotes three deep and leaves deeper ones out, however deep the server nests', () => {
    let json: Record<string, unknown> = statusJson({ id: 'bottom' });
    for (let i = 0; i < 3_000; i++)
      json = statusJson({ id: `s${i}`, reblog: json, quote: i % 2 ? json : null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const status = parseStatus(json);
    warn.mockRestore();
    expect(status?.id).toBe('s2999');
    let depth = 0;
    for (let s = status?.reblog; s; s = s.reblog) depth++;
    expect(depth).toBe(MAX_EMBEDDED_DEPTH);
  });
});
