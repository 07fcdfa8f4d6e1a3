import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { paginate } from './paginate';

describe('paginate', () => {
  it('follows rel=next with the original query until there is no next page', async () => {
    const urls: string[] = [];
    const pages: Record<string, { body: unknown[]; link?: string }> = {
      '': { body: [1, 2], link: '<https://e/api/v1/blocks?max_id=2>; rel="next"' },
      '2': {
        body: [3],
        link: '<https://e/api/v1/blocks?max_id=3>; rel="next", <https://e/x?min_id=3>; rel="prev"',
      },
      '3': { body: [4] },
    };
    const fetch = (async (url: string) => {
      urls.push(url);
      const page = pages[new URL(url).searchParams.get('max_id') ?? ''];
      return new Response(JSON.stringify(page?.body), { headers: page?.link ? { Link: page.link } : {} });
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'https://e', getToken: () => null, fetch });
    const got: unknown[] = [];
    for await (const page of paginate<number[]>(client, '/api/v1/blocks', { query: { limit: 2 } }))
      got.push(page);
    expect(got).toEqual([[1, 2], [3], [4]]);
    expect(urls).toEqual([
      'https://e/api/v1/blocks?limit=2',
      'https://e/api/v1/blocks?limit=2&max_id=2',
      'https://e/api/v1/blocks?limit=2&max_id=3',
    ]);
  });

  it('stops at an empty page even when a next link is given', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      return new Response('[]', { headers: { Link: '<https://e/x?max_id=1>; rel="next"' } });
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'https://e', getToken: () => null, fetch });
    for await (const _ of paginate(client, '/x')) {
      // drain
    }
    expect(calls).toBe(1);
  });
});
