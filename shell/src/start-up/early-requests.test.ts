import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEarlyRequests, takeEarlyRequest } from './early-requests';

describe('start-up requests sent by the shell’s entry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('initial-results')?.remove();
  });

  it('are not sent when the page embeds the server’s answers', () => {
    const fetchStub = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchStub);
    const script = document.createElement('script');
    script.id = 'initial-results';
    document.body.append(script);
    sendEarlyRequests();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('send the remotes manifest, the instance and nodeinfo once, each taken once', async () => {
    const fetchStub = vi.fn(
      async (url: string, _init?: RequestInit) => new Response(JSON.stringify({ url })),
    );
    vi.stubGlobal('fetch', fetchStub);
    sendEarlyRequests();
    sendEarlyRequests();
    const asked = fetchStub.mock.calls.map(([url]) => new URL(url).pathname);
    expect(asked).toEqual(['/static/remotes.json', '/api/v2/instance', '/.well-known/nodeinfo']);
    expect(fetchStub.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
    const instance = takeEarlyRequest('/api/v2/instance');
    expect(await (await instance)?.json()).toMatchObject({
      url: expect.stringContaining('/api/v2/instance'),
    });
    expect(takeEarlyRequest('/api/v2/instance')).toBeUndefined();
  });
});
