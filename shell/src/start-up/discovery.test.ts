import { type ApiClient, ApiError, InvalidResponseError, NetworkError } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { loadInstance } from './discovery';
import { nodeInfoPath } from './nodeinfo-path';

const rel = (version: string) => `http://nodeinfo.diaspora.software/ns/schema/${version}`;

describe('the nodeinfo document a server links (/.well-known/nodeinfo)', () => {
  it('prefers 2.1, then 2.0, and keeps only the path (read through the API’s own address)', () => {
    expect(
      nodeInfoPath({
        links: [
          { rel: rel('2.0'), href: 'https://social.example/nodeinfo/2.0' },
          { rel: rel('2.1'), href: 'https://social.example/nodeinfo/2.1.json?x=1' },
        ],
      }),
    ).toBe('/nodeinfo/2.1.json?x=1');
    expect(nodeInfoPath({ links: [{ rel: rel('2.0'), href: 'https://social.example/nodeinfo/2.0' }] })).toBe(
      '/nodeinfo/2.0',
    );
  });

  it('is null for documents it cannot read or schemes it will not use', () => {
    expect(nodeInfoPath({ links: [{ rel: rel('1.0'), href: 'https://x.example/n' }] })).toBeNull();
    expect(nodeInfoPath({ links: [{ rel: rel('2.0'), href: 'javascript:alert(1)' }] })).toBeNull();
    expect(nodeInfoPath('not json')).toBeNull();
  });
});

describe('the instance when /api/v2/instance fails (issue 39)', () => {
  const v1 = { uri: 'social.example', title: 'Social', version: '2.7.2 (compatible; Akkoma 3.15)' };
  const api = (v2: () => Promise<unknown>) => {
    const asked: string[] = [];
    const client = {
      get: async (path: string) => {
        asked.push(path);
        if (path === '/api/v2/instance') return { data: await v2(), status: 200, links: {} };
        return { data: v1, status: 200, links: {} };
      },
    } as unknown as ApiClient;
    return { client, asked };
  };

  it.each([
    ['a 500', () => Promise.reject(new ApiError(500, { error: 'Internal server error' }))],
    ['a proxy’s 502 page', () => Promise.reject(new ApiError(502, '<html><h1>502 Bad gateway</h1></html>'))],
    [
      'a cut body',
      () => Promise.reject(new InvalidResponseError(200, '{"uri": "so', 'the body is not JSON')),
    ],
    ['no answer', () => Promise.reject(new NetworkError('No answer within 30 s'))],
    ['a 404', () => Promise.reject(new ApiError(404, { error: 'Not found' }))],
  ])('falls back to v1 after %s', async (_, v2) => {
    const { client, asked } = api(v2);
    const instance = await loadInstance(client);
    expect(instance.title).toBe('Social');
    expect(asked).toEqual(['/api/v2/instance', '/api/v1/instance']);
  });

  it('leaves a busy server (429) to start-up’s wait', async () => {
    const { client } = api(() => Promise.reject(new ApiError(429, { error: 'Throttled' })));
    await expect(loadInstance(client)).rejects.toMatchObject({ status: 429 });
  });
});
