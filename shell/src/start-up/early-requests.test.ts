import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it sends once per page). */
const load = async () => {
  vi.resetModules();
  (await import('./early-state')).forgetEarlyState();
  return import('./early-requests');
};

const manifest = (module: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: module, assets: { js: { sync: [`${module}.js`] }, css: { sync: [] } } }],
  });

/**
 * A server answering remotes.json, nodeinfo links, the nodeinfo document and manifests; `remotes`
 * is remotes.json's body.
 */
function serve(remotes: unknown, links: unknown = { links: [] }, nodeinfo: unknown = {}) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const { pathname } = new URL(url);
    if (pathname === '/static/remotes.json')
      return remotes instanceof Response ? remotes.clone() : new Response(JSON.stringify(remotes));
    if (pathname === '/.well-known/nodeinfo') return new Response(JSON.stringify(links));
    if (/^\/nodeinfo\/2\.[01]\.json$/.test(pathname)) return new Response(JSON.stringify(nodeinfo));
    const exposed = pathname.match(/\/remotes\/\w+\/mf-manifest\.json$/);
    if (exposed) {
      const module = pathname.includes('timelines')
        ? 'TimelinePage'
        : pathname.includes('composer')
          ? 'Status'
          : pathname.includes('profiles')
            ? 'ProfilePage'
            : 'theme';
      return new Response(manifest(module));
    }
    return new Response(JSON.stringify({ url }));
  });
}

const REMOTES = {
  remotes: {
    timelines: '/remotes/timelines/mf-manifest.json',
    composer: '/remotes/composer/mf-manifest.json',
    settings: '/remotes/settings/mf-manifest.json',
    profiles: '/remotes/profiles/mf-manifest.json',
    moderation: '/remotes/moderation/mf-manifest.json',
  },
  slots: {},
};

const askedPaths = (stub: ReturnType<typeof serve>) => stub.mock.calls.map(([url]) => new URL(url).pathname);
const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (l) => new URL(l.href).pathname,
  );

describe('start-up requests sent by the shell’s entry', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/main/all');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('initial-results')?.remove();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    window.localStorage.clear();
  });

  it('are not sent when the page embeds the server’s answers', async () => {
    const { sendEarlyRequests } = await load();
    const fetchStub = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchStub);
    const script = document.createElement('script');
    script.id = 'initial-results';
    document.body.append(script);
    await sendEarlyRequests();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('send the remotes manifest, the instance and nodeinfo once, each taken once', async () => {
    const { sendEarlyRequests, takeEarlyRequest } = await load();
    const fetchStub = serve(REMOTES);
    vi.stubGlobal('fetch', fetchStub);
    void sendEarlyRequests();
    void sendEarlyRequests();
    expect(askedPaths(fetchStub)).toEqual([
      '/static/remotes.json',
      '/api/v2/instance',
      '/.well-known/nodeinfo',
      // A visitor on a public timeline's path: its first page, on a first visit a guess.
      '/api/v1/timelines/public',
    ]);
    expect(fetchStub.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
    const instance = takeEarlyRequest('/api/v2/instance');
    expect(await (await instance)?.json()).toMatchObject({
      url: expect.stringContaining('/api/v2/instance'),
    });
    expect(takeEarlyRequest('/api/v2/instance')).toBeUndefined();
  });

  it('ask the first screen’s remote manifests once remotes.json answers, and hint their files', async () => {
    const { sendEarlyRequests, takeEarlyManifests } = await load();
    const fetchStub = serve(REMOTES);
    vi.stubGlobal('fetch', fetchStub);
    await sendEarlyRequests();
    // The route's screen (the timelines), the posts (composer) and the theme (settings): not the others.
    const manifests = askedPaths(fetchStub).filter((p) => p.endsWith('mf-manifest.json'));
    expect(manifests).toEqual([
      '/remotes/timelines/mf-manifest.json',
      '/remotes/composer/mf-manifest.json',
      '/remotes/settings/mf-manifest.json',
    ]);
    const manifestCall = fetchStub.mock.calls.find(([url]) => url.endsWith('/timelines/mf-manifest.json'));
    expect(manifestCall?.[1]).toMatchObject({ cache: 'no-cache' });
    expect(hints()).toEqual(
      expect.arrayContaining([
        '/remotes/timelines/remoteEntry.js',
        '/remotes/timelines/TimelinePage.js',
        '/remotes/composer/Status.js',
        '/remotes/settings/theme.js',
      ]),
    );
    // Start-up takes the replies once, by address; the body is still unread for it.
    const taken = await takeEarlyManifests();
    const timelines = taken?.get(new URL('/remotes/timelines/mf-manifest.json', location.href).href);
    expect(JSON.parse(await (await timelines!).text()).exposes[0].name).toBe('TimelinePage');
    expect(takeEarlyManifests()).toBeNull();
  });

  it('follow remotes.json’s slot overrides and the route, and never an address that is not http(s)', async () => {
    window.history.replaceState(null, '', '/alice');
    const { sendEarlyRequests } = await load();
    const fetchStub = serve({
      remotes: {
        ...REMOTES.remotes,
        settings: 'javascript:alert(1)',
        mytheme: '/remotes/profiles/mf-manifest.json',
      },
      slots: { 'composer/Status': 'timelines/TimelinePage' },
    });
    vi.stubGlobal('fetch', fetchStub);
    await sendEarlyRequests();
    const manifests = askedPaths(fetchStub).filter((p) => p.endsWith('mf-manifest.json'));
    // /alice is a profile; the posts come from the timelines remote here; the theme's new address
    // is refused, so it keeps its deployed default.
    expect(manifests).toEqual([
      '/remotes/profiles/mf-manifest.json',
      '/remotes/timelines/mf-manifest.json',
      '/remotes/settings/mf-manifest.json',
    ]);
    expect(fetchStub.mock.calls.some(([url]) => url.startsWith('javascript:'))).toBe(false);
  });

  it('ask the first screen’s manifests from the deployed defaults when remotes.json is empty, fails or is not JSON', async () => {
    for (const reply of [
      { remotes: {}, slots: {} },
      new Response('bad gateway', { status: 502 }),
      new Response('{"remotes": ', { status: 200 }),
    ]) {
      const { sendEarlyRequests } = await load();
      const fetchStub = serve(reply);
      vi.stubGlobal('fetch', fetchStub);
      await sendEarlyRequests();
      expect(askedPaths(fetchStub).filter((p) => p.endsWith('mf-manifest.json'))).toEqual([
        '/remotes/timelines/mf-manifest.json',
        '/remotes/composer/mf-manifest.json',
        '/remotes/settings/mf-manifest.json',
      ]);
    }
  });

  it('ask the nodeinfo document /.well-known/nodeinfo links, unless start-up has taken over', async () => {
    const links = {
      links: [
        {
          rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
          href: 'https://x.example/nodeinfo/2.1.json',
        },
      ],
    };
    let early = await load();
    let fetchStub = serve(REMOTES, links);
    vi.stubGlobal('fetch', fetchStub);
    await early.sendEarlyRequests();
    expect(askedPaths(fetchStub)).toContain('/nodeinfo/2.1.json');
    expect(early.takeEarlyNodeInfoPath()).toBe('/nodeinfo/2.1.json');
    expect(early.takeEarlyRequest('/nodeinfo/2.1.json')).toBeDefined();

    early = await load();
    fetchStub = serve(REMOTES, links);
    vi.stubGlobal('fetch', fetchStub);
    const followed = early.sendEarlyRequests();
    expect(early.takeEarlyNodeInfoPath()).toBeNull();
    await followed;
    expect(askedPaths(fetchStub)).not.toContain('/nodeinfo/2.1.json');
  });

  it('ask Pleroma’s configuration files as soon as the nodeinfo document names Pleroma or Akkoma', async () => {
    const links = {
      links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: '/nodeinfo/2.1.json' }],
    };
    const configFiles = ['/api/pleroma/frontend_configurations', '/static/config.json'];
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const askedFor = async (software: unknown, takenFirst = false) => {
      const early = await load();
      const fetchStub = serve(REMOTES, links, { software: { name: software } });
      vi.stubGlobal('fetch', fetchStub);
      // Start-up asking them itself before the document answered: the entry then asks none.
      if (takenFirst) early.takeEarlyPleromaFiles(() => undefined);
      await early.sendEarlyRequests();
      for (let i = 0; i < 5; i++) await settle();
      return { early, asked: askedPaths(fetchStub).filter((p) => configFiles.includes(p)) };
    };
    const akkoma = await askedFor('Akkoma');
    expect(akkoma.asked).toEqual(configFiles);
    const adopted: string[] = [];
    akkoma.early.takeEarlyPleromaFiles((path) => adopted.push(path));
    expect(adopted).toEqual(configFiles);
    // Taken once.
    akkoma.early.takeEarlyPleromaFiles((path) => adopted.push(path));
    expect(adopted).toHaveLength(2);
    expect((await askedFor('pleroma')).asked).toEqual(configFiles);
    for (const other of ['mastodon', 'gotosocial', 42, undefined])
      expect((await askedFor(other)).asked).toEqual([]);
    expect((await askedFor('akkoma', true)).asked).toEqual([]);
  });

  it('send what the start-up memo remembers at once: the nodeinfo document and the manifests', async () => {
    const timelines = new URL('/remotes/timelines/mf-manifest.json', location.href).href;
    window.localStorage.setItem(
      'murmur:start-up-memo',
      JSON.stringify({
        version: 1,
        nodeinfoPath: '/nodeinfo/2.0.json',
        pleromaFiles: true,
        visitorTimelines: [],
        firstManifests: [timelines],
      }),
    );
    const { sendEarlyRequests, takeEarlyNodeInfoPath } = await load();
    const fetchStub = serve(REMOTES);
    vi.stubGlobal('fetch', fetchStub);
    const followed = sendEarlyRequests();
    // Before remotes.json or /.well-known/nodeinfo have answered; the memo says the server is
    // Pleroma's family, so its configuration files leave too.
    expect(askedPaths(fetchStub)).toEqual(
      expect.arrayContaining([
        '/nodeinfo/2.0.json',
        '/remotes/timelines/mf-manifest.json',
        '/api/pleroma/frontend_configurations',
        '/static/config.json',
      ]),
    );
    await followed;
    // The remembered manifest is not asked twice.
    expect(askedPaths(fetchStub).filter((p) => p === '/remotes/timelines/mf-manifest.json')).toHaveLength(1);
    expect(takeEarlyNodeInfoPath()).toBe('/nodeinfo/2.0.json');
  });

  it('with a stored token, check it at once and send the last start’s page at this path with it', async () => {
    window.localStorage.setItem(`murmur:oauth:${location.origin}`, JSON.stringify({ userToken: 'STORED' }));
    const address = '/api/v1/timelines/home?limit=20';
    window.localStorage.setItem(
      'murmur:start-up-memo',
      JSON.stringify({
        version: 1,
        nodeinfoPath: null,
        pleromaFiles: true,
        visitorTimelines: [],
        firstPage: { pathname: '/main/all', address, signedIn: true },
      }),
    );
    const { sendEarlyRequests, takeEarlyRequest, EARLY_VERIFY_PATH } = await load();
    const fetchStub = serve(REMOTES);
    vi.stubGlobal('fetch', fetchStub);
    void sendEarlyRequests();
    const authorization = (path: string) =>
      new Headers(fetchStub.mock.calls.find(([url]) => url.endsWith(path))?.[1]?.headers).get(
        'Authorization',
      );
    expect(authorization(EARLY_VERIFY_PATH)).toBe('Bearer STORED');
    expect(authorization('/api/v1/timelines/home?limit=20')).toBe('Bearer STORED');
    expect(authorization('/static/remotes.json')).toBeNull();
    // Taken only with the same token.
    expect(takeEarlyRequest(EARLY_VERIFY_PATH)).toBeUndefined();
    expect(takeEarlyRequest(address, 'OTHER')).toBeUndefined();
    expect(takeEarlyRequest(address, 'STORED')).toBeDefined();
  });

  it('never send the remembered page for another path, as a visitor’s once signed in, or elsewhere', async () => {
    const remember = (firstPage: unknown) =>
      window.localStorage.setItem(
        'murmur:start-up-memo',
        JSON.stringify({
          version: 1,
          nodeinfoPath: null,
          pleromaFiles: true,
          visitorTimelines: [],
          firstPage,
        }),
      );
    const sentPages = async () => {
      const { sendEarlyRequests } = await load();
      const fetchStub = serve(REMOTES);
      vi.stubGlobal('fetch', fetchStub);
      void sendEarlyRequests();
      return fetchStub.mock.calls
        .map(([url]) => url)
        .filter((url) => url.includes('timelines/public') || !url.startsWith(location.origin));
    };
    remember({ pathname: '/main/public', address: '/api/v1/timelines/public?limit=20', signedIn: false });
    expect(await sentPages()).toEqual([]);
    remember({ pathname: '/main/all', address: '//evil.example/api/x', signedIn: false });
    expect(await sentPages()).toEqual([]);
    remember({ pathname: '/main/all', address: '/\\evil.example/api/x', signedIn: false });
    expect(await sentPages()).toEqual([]);
    remember({ pathname: '/main/all', address: '/api/v1/timelines/public?limit=20', signedIn: false });
    expect(await sentPages()).toEqual([`${location.origin}/api/v1/timelines/public?limit=20`]);
    window.localStorage.setItem(`murmur:oauth:${location.origin}`, JSON.stringify({ userToken: 'STORED' }));
    expect(await sentPages()).toEqual([]);
  });

  it('a visitor’s first page: guessed on a first visit, not where the last start found it closed, not signed in', async () => {
    const visitorPages = async () => {
      const early = await load();
      const fetchStub = serve(REMOTES);
      vi.stubGlobal('fetch', fetchStub);
      void early.sendEarlyRequests();
      return {
        asked: fetchStub.mock.calls.map(([url]) => url).filter((url) => url.includes('/api/v1/timelines/')),
        page: early.takeEarlyPage(),
      };
    };
    window.history.replaceState(null, '', '/main/public');
    const first = await visitorPages();
    expect(first.asked).toEqual([`${location.origin}/api/v1/timelines/public?local=true&limit=20`]);
    expect(first.page).toEqual({ address: '/api/v1/timelines/public?local=true&limit=20', token: null });
    // The last start found the local timeline closed to visitors.
    window.localStorage.setItem(
      'murmur:start-up-memo',
      JSON.stringify({ version: 1, nodeinfoPath: null, pleromaFiles: true, visitorTimelines: ['bubble'] }),
    );
    expect((await visitorPages()).asked).toEqual([]);
    window.localStorage.removeItem('murmur:start-up-memo');
    // Signed in, the route's page leaves with the token; home only signed in.
    window.localStorage.setItem(`murmur:oauth:${location.origin}`, JSON.stringify({ userToken: 'STORED' }));
    expect((await visitorPages()).page).toEqual({
      address: '/api/v1/timelines/public?local=true&limit=20',
      token: 'STORED',
    });
    window.history.replaceState(null, '', '/main/friends');
    expect((await visitorPages()).page).toEqual({
      address: '/api/v1/timelines/home?limit=20',
      token: 'STORED',
    });
    window.localStorage.removeItem(`murmur:oauth:${location.origin}`);
    expect((await visitorPages()).asked).toEqual([]);
    // Another screen asks nothing ahead.
    window.localStorage.clear();
    window.history.replaceState(null, '', '/notice/1');
    expect((await visitorPages()).asked).toEqual([]);
  });
});
