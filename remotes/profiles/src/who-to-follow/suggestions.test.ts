import { configureApiClient, store } from '@murmur/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSuggestions } from './suggestions';

const account = (id: string, acct: string) => ({
  id,
  username: acct.split('@')[0],
  acct,
  display_name: acct,
  url: `https://x.example/@${acct}`,
  avatar: 'https://x.example/a.png',
  avatar_static: 'https://x.example/a.png',
  note: '',
  fields: [],
  emojis: [],
  created_at: '2026-01-01T00:00:00.000Z',
  followers_count: 0,
  following_count: 0,
  statuses_count: 0,
});

function serve(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const body =
      routes[url.pathname + (url.pathname.endsWith('lookup') ? `?${url.searchParams.get('acct')}` : '')];
    if (body === undefined) return new Response('{"error":"Not found"}', { status: 404 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: 'https://local.example', getToken: () => 't' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  store.reset();
});

describe('suggestions as each server sends them', () => {
  it('reads full accounts, v2 pairs and acct-only entries (fetched as users), once each', async () => {
    serve({
      '/api/v1/suggestions': [
        account('1', 'ann'),
        { source: 'global', account: account('2', 'bea') },
        { acct: 'cid@far.example', avatar: 'https://far.example/c.png' },
        { acct: 'gone@far.example' },
        account('1', 'ann'),
        42,
      ],
      '/api/v1/accounts/lookup?cid@far.example': account('3', 'cid@far.example'),
    });
    const found = await fetchSuggestions(new AbortController().signal);
    expect(found.map((a) => a.acct)).toEqual(['ann', 'bea', 'cid@far.example']);
  });
});
