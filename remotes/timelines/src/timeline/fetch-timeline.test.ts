import type { TimelinePageProps } from '@murmur/shared';
import { instance$, NO_CAPABILITIES, timelineEndpoint } from '@murmur/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTimeline } from './fetch-timeline';
import { fakeServer, nextLink, statusesFrom } from './timeline-test-kit';

describe('the endpoint of each timeline kind (spec 2 section 7)', () => {
  const cases: Array<[TimelinePageProps, string, Record<string, unknown>]> = [
    [{ timeline: 'publicAndExternal' }, '/api/v1/timelines/public', {}],
    [{ timeline: 'public' }, '/api/v1/timelines/public', { local: true }],
    [{ timeline: 'bubble' }, '/api/v1/timelines/bubble', {}],
    [{ timeline: 'friends' }, '/api/v1/timelines/home', {}],
    [{ timeline: 'bookmarks' }, '/api/v1/bookmarks', {}],
    [{ timeline: 'favorites' }, '/api/v1/favourites', {}],
    [{ timeline: 'tag', tag: 'cats' }, '/api/v1/timelines/tag/cats', {}],
    [{ timeline: 'tag', tag: '#Cats' }, '/api/v1/timelines/tag/Cats', {}],
    [{ timeline: 'tag', tag: 'ça va' }, '/api/v1/timelines/tag/%C3%A7a%20va', {}],
    [{ timeline: 'list', listId: '12' }, '/api/v1/timelines/list/12', {}],
    [{ timeline: 'user', accountId: '9' }, '/api/v1/accounts/9/statuses', { exclude_replies: true }],
    [{ timeline: 'replies', accountId: '9' }, '/api/v1/accounts/9/statuses', { exclude_replies: false }],
    [{ timeline: 'media', accountId: '9' }, '/api/v1/accounts/9/statuses', { only_media: true }],
    [{ timeline: 'mentions' }, '/api/v1/notifications', { 'types[]': 'mention' }],
  ];
  it.each(cases)('%j → %s', (props, path, query) => {
    expect(timelineEndpoint(props)).toEqual({ path, query });
  });

  it('reads direct messages from the direct timeline where there is one, else from conversations', () => {
    const before = instance$.getValue();
    instance$.next({ ...before, capabilities: { ...NO_CAPABILITIES, directTimeline: true } });
    expect(timelineEndpoint({ timeline: 'dms' }).path).toBe('/api/v1/timelines/direct');
    instance$.next({ ...before, capabilities: { ...NO_CAPABILITIES, directTimeline: false } });
    expect(timelineEndpoint({ timeline: 'dms' }).path).toBe('/api/v1/conversations');
    instance$.next(before);
  });

  it('refuses a user timeline, which needs an account id the props do not carry', () => {
    expect(() => timelineEndpoint({ timeline: 'user' })).toThrow();
  });
});

describe('fetchTimeline', () => {
  const before = instance$.getValue();
  afterEach(() => instance$.next(before));

  it('takes the last post of each conversation where DMs come from conversations', async () => {
    instance$.next({ ...before, capabilities: { ...NO_CAPABILITIES, directTimeline: false } });
    const server = fakeServer();
    const [first, second] = statusesFrom(50, 2);
    server.reply('/api/v1/conversations', {
      body: [
        { id: 'c2', unread: false, accounts: [], last_status: first },
        { id: 'c1', unread: true, accounts: [], last_status: second },
        { id: 'c0', unread: false, accounts: [], last_status: null },
      ],
    });
    const page = await fetchTimeline({ timeline: 'dms' });
    expect(page.statuses.map((status) => status.id)).toEqual(['50', '49']);
    expect(page.nextMaxId).toBe('c0');
  });

  it("puts a user's pinned statuses first, marked pinned, on the newest page only", async () => {
    const server = fakeServer();
    server.reply('/api/v1/accounts/9/statuses', { body: [statusesFrom(5, 1)[0]] });
    server.reply('/api/v1/accounts/9/statuses', { body: statusesFrom(100, 3) });
    const page = await fetchTimeline({ timeline: 'user', accountId: '9' });
    const requests = server.requests.map((url) => url.search).sort();
    expect(requests).toEqual(['?exclude_replies=true&limit=20', '?pinned=true']);
    expect(page.statuses.map((s) => [s.id, s.pinned])).toEqual([
      ['5', true],
      ['100', false],
      ['99', false],
      ['98', false],
    ]);
    expect(page.nextMaxId).toBe('98');
  });

  it('sends reply_visibility only when it narrows, and only for the kinds it applies to', async () => {
    const server = fakeServer();
    server.reply('/api/v1/timelines/home', { body: [] });
    server.reply('/api/v1/timelines/home', { body: [] });
    server.reply('/api/v1/bookmarks', { body: [] });
    await fetchTimeline({ timeline: 'friends' }, { replyVisibility: 'following' });
    await fetchTimeline({ timeline: 'friends' }, { replyVisibility: 'all' });
    await fetchTimeline({ timeline: 'bookmarks' }, { replyVisibility: 'self' });
    expect(server.requests.map((url) => url.search)).toEqual([
      '?limit=20&reply_visibility=following',
      '?limit=20',
      '?limit=20',
    ]);
  });

  it('reads the mentions timeline from mention notifications, paging by notification id', async () => {
    const server = fakeServer();
    server.reply('/api/v1/notifications', {
      body: [
        {
          id: 'n2',
          type: 'mention',
          created_at: '2026-01-01T00:00:00.000Z',
          account: { id: 'a1', username: 'alice', acct: 'alice' },
          status: statusesFrom(7, 1)[0],
        },
      ],
    });
    const page = await fetchTimeline({ timeline: 'mentions' });
    expect(page.statuses.map((s) => s.id)).toEqual(['7']);
    expect(page.nextMaxId).toBe('n2');
  });

  it('asks for 20 statuses and reads the next max_id from the Link header', async () => {
    const server = fakeServer();
    server.reply('/api/v1/timelines/home', {
      body: statusesFrom(100, 20),
      link: nextLink('/api/v1/timelines/home', 'AbC'),
    });
    const page = await fetchTimeline({ timeline: 'friends' }, { maxId: '120' });
    expect(page.statuses.map((s) => s.id)).toEqual(statusesFrom(100, 20).map((s) => s.id));
    expect(page.nextMaxId).toBe('AbC');
    expect(server.requests[0]?.search).toBe('?limit=20&max_id=120');
  });

  it('uses the last id when there is no Link header, and nothing after an empty page', async () => {
    const server = fakeServer();
    server.reply('/api/v1/bookmarks', { body: statusesFrom(10, 3) });
    server.reply('/api/v1/bookmarks', { body: [] });
    expect((await fetchTimeline({ timeline: 'bookmarks' })).nextMaxId).toBe('8');
    expect((await fetchTimeline({ timeline: 'bookmarks' })).nextMaxId).toBeUndefined();
  });

  it('drops the statuses it cannot read and keeps the rest', async () => {
    const server = fakeServer();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.reply('/api/v1/timelines/bubble', { body: [...statusesFrom(10, 2), { nonsense: true }] });
    const page = await fetchTimeline({ timeline: 'bubble' });
    expect(page.statuses.map((s) => s.id)).toEqual(['10', '9']);
  });
});
