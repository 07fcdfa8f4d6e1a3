import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_REPLIES_ID, resetEmbeddedReplies, takeEmbeddedReply } from './embedded-replies';

/** Puts the gateway's element on the page with `text` in it. */
function embed(text: string): void {
  const script = document.createElement('script');
  script.id = EMBEDDED_REPLIES_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

const reply = (body: unknown, headers: Record<string, string> = {}) => ({
  status: 200,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('the replies the gateway embedded in the page', () => {
  afterEach(() => {
    document.getElementById(EMBEDDED_REPLIES_ID)?.remove();
    resetEmbeddedReplies();
    vi.restoreAllMocks();
  });

  it('answer a path once, with the status, headers and body the server sent', async () => {
    embed(
      JSON.stringify({
        '/api/v1/timelines/public?limit=20': reply([{ id: '1' }], { link: '<x>; rel="next"' }),
      }),
    );
    const first = await takeEmbeddedReply('/api/v1/timelines/public?limit=20');
    expect(first?.status).toBe(200);
    expect(first?.headers.get('link')).toBe('<x>; rel="next"');
    expect(await first?.json()).toEqual([{ id: '1' }]);
    expect(takeEmbeddedReply('/api/v1/timelines/public?limit=20')).toBeUndefined();
  });

  it('answer an address on this origin by its path, never one elsewhere', async () => {
    embed(JSON.stringify({ '/remotes/timelines/mf-manifest.json': reply({ id: 'timelines' }) }));
    expect(takeEmbeddedReply('https://elsewhere.example/remotes/timelines/mf-manifest.json')).toBeUndefined();
    const here = takeEmbeddedReply(new URL('/remotes/timelines/mf-manifest.json', location.href).toString());
    expect(await (await here)?.json()).toEqual({ id: 'timelines' });
  });

  it('are ignored when unreadable or not a success, and the page asks the server instead', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    embed('{not json');
    expect(takeEmbeddedReply('/api/v2/instance')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    document.getElementById(EMBEDDED_REPLIES_ID)?.remove();
    resetEmbeddedReplies();
    embed(
      JSON.stringify({
        '/api/v2/instance': { status: 500, headers: {}, body: '{}' },
        '/.well-known/nodeinfo': { status: 200, headers: { n: 1 }, body: '{}' },
        '/static/remotes.json': { status: 200, headers: {}, body: 7 },
      }),
    );
    for (const path of ['/api/v2/instance', '/.well-known/nodeinfo', '/static/remotes.json'])
      expect(takeEmbeddedReply(path), path).toBeUndefined();
  });

  it('are none on a page without them', () => {
    expect(takeEmbeddedReply('/api/v2/instance')).toBeUndefined();
  });
});

describe('the early requests with embedded replies', () => {
  afterEach(() => {
    document.getElementById(EMBEDDED_REPLIES_ID)?.remove();
    vi.unstubAllGlobals();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it("take them for a visitor instead of asking, and hint the first screen's files from the embedded manifest", async () => {
    window.history.replaceState(null, '', '/main/all');
    vi.resetModules();
    (await import('./early-state')).forgetEarlyState();
    (await import('./embedded-replies')).resetEmbeddedReplies();
    const { sendEarlyRequests, takeEarlyRequest } = await import('./early-requests');
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'TimelinePage', assets: { js: { sync: ['page.js'] }, css: { sync: [] } } }],
    };
    embed(
      JSON.stringify({
        '/static/remotes.json': reply({ remotes: { timelines: '/remotes/timelines/mf-manifest.json' } }),
        '/api/v2/instance': reply({ domain: 'embedded' }),
        '/.well-known/nodeinfo': reply({ links: [] }),
        '/api/v1/timelines/public?limit=20': reply([{ id: '9' }]),
        '/remotes/timelines/mf-manifest.json': reply(manifest),
        // remotes.json names only what an operator changes: the deployed composer and settings
        // draw the first screen's posts and theme, and the page carries their manifests too.
        '/remotes/composer/mf-manifest.json': reply({ ...manifest, exposes: [] }),
        '/remotes/settings/mf-manifest.json': reply({ ...manifest, exposes: [] }),
      }),
    );
    const fetchStub = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchStub);
    await sendEarlyRequests();
    expect(fetchStub).not.toHaveBeenCalled();
    expect(await (await takeEarlyRequest('/api/v2/instance'))?.json()).toEqual({ domain: 'embedded' });
    expect(await (await takeEarlyRequest('/api/v1/timelines/public?limit=20'))?.json()).toEqual([
      { id: '9' },
    ]);
    const hinted = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (l) => new URL(l.href).pathname,
    );
    expect(hinted).toEqual([
      '/remotes/timelines/remoteEntry.js',
      '/remotes/timelines/page.js',
      '/remotes/composer/remoteEntry.js',
      '/remotes/settings/remoteEntry.js',
    ]);
  });
});
