import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the early modules, as each entry bundles its own: the page's state is kept. */
const copy = async () => {
  vi.resetModules();
  return {
    start: await import('./early-start'),
    requests: await import('./early-requests'),
  };
};

describe('the early start, whichever entry runs it', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    (await import('./early-state')).forgetEarlyState();
    window.localStorage.clear();
  });

  it('sends once for the page: the second copy gets the same promises and takes the first one’s answers', async () => {
    window.history.replaceState(null, '', '/main/all');
    const fetchStub = vi.fn(async (url: string) => new Response(JSON.stringify({ url })));
    vi.stubGlobal('fetch', fetchStub);
    const early = await copy();
    const first = early.start.startEarly();
    const shell = await copy();
    const second = shell.start.startEarly();
    expect(second.requestsFollowed).toBe(first.requestsFollowed);
    expect(second.snapshotDrawn).toBe(first.snapshotDrawn);
    await second.requestsFollowed;
    const asked = fetchStub.mock.calls.map(([url]) => new URL(url).pathname);
    expect(asked.filter((path) => path === '/static/remotes.json')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v2/instance')).toHaveLength(1);
    // The shell's copy takes what the early copy sent, once.
    const instance = shell.requests.takeEarlyRequest('/api/v2/instance');
    expect(instance).toBeDefined();
    const reply = (await (await instance)?.json()) as { url: string } | undefined;
    expect(new URL(reply?.url ?? 'http://x/').pathname).toBe('/api/v2/instance');
    expect(early.requests.takeEarlyRequest('/api/v2/instance')).toBeUndefined();
    expect(shell.requests.takeEarlyPage()).toEqual({
      address: '/api/v1/timelines/public?limit=20',
      token: null,
    });
  });

  it('sends nothing when the page embeds the server’s answers, from either copy', async () => {
    const fetchStub = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchStub);
    const embedded = document.createElement('script');
    embedded.id = 'initial-results';
    document.body.append(embedded);
    try {
      const early = await copy();
      await early.start.startEarly().requestsFollowed;
      const shell = await copy();
      await shell.start.startEarly().requestsFollowed;
      expect(fetchStub).not.toHaveBeenCalled();
    } finally {
      embedded.remove();
    }
  });
});
