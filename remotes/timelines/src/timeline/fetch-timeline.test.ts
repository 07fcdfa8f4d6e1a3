import type { TimelinePageProps } from '@murmur/shared';
import { describe, expect, it, vi } from 'vitest';
import { fetchTimeline, timelineEndpoint } from './fetch-timeline';
import { fakeServer, nextLink, statusesFrom } from './timeline-test-kit';

describe('the endpoint of each timeline kind (spec 2 section 7)', () => {
  const cases: Array<[TimelinePageProps, string, Record<string, unknown>]> = [
    [{ timeline: 'publicAndExternal' }, '/api/v1/timelines/public', {}],
    [{ timeline: 'public' }, '/api/v1/timelines/public', { local: true }],
    [{ timeline: 'bubble' }, '/api/v1/timelines/bubble', {}],
    [{ timeline: 'friends' }, '/api/v1/timelines/home', {}],
    [{ timeline: 'dms' }, '/api/v1/timelines/direct', {}],
    [{ timeline: 'bookmarks' }, '/api/v1/bookmarks', {}],
    [{ timeline: 'favorites' }, '/api/v1/favourites', {}],
    [{ timeline: 'tag', tag: 'cats' }, '/api/v1/timelines/tag/cats', {}],
    [{ timeline: 'tag', tag: '#Cats' }, '/api/v1/timelines/tag/Cats', {}],
    [{ timeline: 'tag', tag: 'ça va' }, '/api/v1/timelines/tag/%C3%A7a%20va', {}],
    [{ timeline: 'list', listId: '12' }, '/api/v1/timelines/list/12', {}],
  ];
  it.each(cases)('%j → %s', (props, path, query) => {
    expect(timelineEndpoint(props)).toEqual({ path, query });
  });

  it('refuses a user timeline, which needs an account id the props do not carry', () => {
    expect(() => timelineEndpoint({ timeline: 'user' })).toThrow();
  });
});

describe('fetchTimeline', () => {
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
