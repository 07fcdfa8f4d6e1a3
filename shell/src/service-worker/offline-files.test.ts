import { describe, expect, it } from 'vitest';
import {
  APP_PAGE_KEY,
  answer,
  dropOldCaches,
  FILES_CACHE,
  keepLoadedFiles,
  MANIFEST_CACHE,
  MAX_FILES,
  MAX_WHOLE_BYTES,
  type OfflineFilesDeps,
  START_UP_CACHE,
  strategyFor,
  whole,
} from './offline-files';

const origin = 'https://murmur.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

/** Cache Storage in memory, in insertion order as the real one keeps it. */
function memoryCaches() {
  const stores = new Map<string, Map<string, string>>();
  const keyOf = (key: RequestInfo | URL) =>
    typeof key === 'string' ? key : 'url' in key ? key.url : key.href;
  const storage = {
    async open(name: string) {
      const map = stores.get(name) ?? new Map<string, string>();
      stores.set(name, map);
      return {
        async put(key: RequestInfo, response: Response) {
          map.delete(keyOf(key));
          map.set(keyOf(key), await response.text());
        },
        async match(key: RequestInfo) {
          const body = map.get(keyOf(key));
          return body === undefined
            ? undefined
            : new Response(body, { headers: { 'content-type': 'text/html' } });
        },
        async keys() {
          return [...map.keys()].map((url) => new Request(url));
        },
        async delete(key: RequestInfo) {
          return map.delete(keyOf(key));
        },
      };
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
  } as unknown as CacheStorage;
  return { storage, stores };
}

function world(network: (url: string) => Response | 'offline') {
  const { storage, stores } = memoryCaches();
  const asked: string[] = [];
  const deps: OfflineFilesDeps = {
    caches: storage,
    fetch: async (request) => {
      const url = typeof request === 'string' ? request : request.url;
      asked.push(url);
      const reply = network(url);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return reply;
    },
  };
  const pending: Promise<unknown>[] = [];
  const ask = async (path: string, mode = 'cors') => {
    const request = new Request(`${origin}${path}`);
    const strategy = strategyFor(get(path, mode), origin);
    if (!strategy) throw new Error(`no strategy for ${path}`);
    const response = await answer(deps, strategy, request, (promise) => pending.push(promise));
    await Promise.all(pending);
    return response;
  };
  return { ask, asked, stores, storage };
}

const ok = (body: string, type = 'text/javascript') =>
  new Response(body, { status: 200, headers: { 'content-type': type } });

describe('what the worker answers', () => {
  it('hashed files cache-first; what says what is deployed network-first; the server not at all', () => {
    expect(strategyFor(get('/remotes/timelines/412.0a2de847.js'), origin)).toBe('cache-first');
    expect(strategyFor(get('/boot/main.1b9c1b57.js'), origin)).toBe('cache-first');
    expect(strategyFor(get('/static/remotes/moderation/v2/12.0a2de847.js'), origin)).toBe('cache-first');
    for (const path of [
      '/static/remotes.json',
      '/remotes/composer/mf-manifest.json',
      '/remotes/composer/remoteEntry.js',
      '/api/v2/instance',
      '/.well-known/nodeinfo',
      '/nodeinfo/2.1.json',
    ])
      expect(strategyFor(get(path), origin), path).toBe('network-first');
    expect(strategyFor(get('/main/friends', 'navigate'), origin)).toBe('app-page');
    expect(strategyFor(get('/notice/1', 'navigate'), origin)).toBe('app-page');
    expect(strategyFor(get('/manifest.webmanifest'), origin)).toBe('manifest');
    for (const path of [
      '/api/v1/timelines/home',
      '/api/v1/accounts/verify_credentials',
      '/media/1.0a2de847.js',
      '/sw-pleroma.js',
    ])
      expect(strategyFor(get(path), origin), path).toBeNull();
    expect(strategyFor(get('/oauth/authorize', 'navigate'), origin)).toBeNull();
    expect(strategyFor({ ...get('/static/remotes.json'), method: 'POST' }, origin)).toBeNull();
    expect(strategyFor({ method: 'GET', url: 'https://cdn.example/x.0a2de847.js' }, origin)).toBeNull();
  });

  it('a hashed file is asked once, then served from the cache', async () => {
    const { ask, asked } = world(() => ok('code'));
    expect(await (await ask('/1.0a2de847.js')).text()).toBe('code');
    expect(await (await ask('/1.0a2de847.js')).text()).toBe('code');
    expect(asked).toHaveLength(1);
  });

  it('remotes.json always from the network while there is one (a swap applies), the copy offline', async () => {
    let online = true;
    let version = 'a';
    const { ask, asked } = world(() => (online ? ok(`{"v":"${version}"}`, 'application/json') : 'offline'));
    expect(await (await ask('/static/remotes.json')).text()).toBe('{"v":"a"}');
    version = 'b';
    expect(await (await ask('/static/remotes.json')).text()).toBe('{"v":"b"}');
    online = false;
    expect(await (await ask('/static/remotes.json')).text()).toBe('{"v":"b"}');
    expect(asked).toHaveLength(3);
  });

  it('hands a deployed file over whole, so a load the page gives up cannot be cut mid-body', async () => {
    let pulled = 0;
    const streamed = () => {
      let parts = 0;
      return new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled++;
            parts++;
            controller.enqueue(new TextEncoder().encode(parts < 3 ? 'part;' : 'end'));
            if (parts >= 3) controller.close();
          },
        }),
        { headers: { 'content-type': 'text/javascript', 'x-kept': 'yes' } },
      );
    };
    const read = await whole(streamed());
    // Read to its end before the page gets it; the status and headers are the network's.
    expect(pulled).toBe(3);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-kept')).toBe('yes');
    expect(await read.text()).toBe('part;part;end');
    const sent: Response[] = [];
    const { ask } = world(() => {
      const reply = streamed();
      sent.push(reply);
      return reply;
    });
    for (const path of ['/2.0a2de847.js', '/favicon.svg', '/remotes/composer/remoteEntry.js']) {
      const file = await ask(path);
      expect(file, path).not.toBe(sent.at(-1));
      expect(await file.text()).toBe('part;part;end');
    }
    // The server's start-up answers stream as they come: the page bounds what it reads of them.
    const instance = await ask('/api/v2/instance');
    expect(instance).toBe(sent.at(-1));
  });

  it('leaves a reply as it is when it has no body, was redirected or says it is large', async () => {
    const empty = new Response(null, { status: 204 });
    expect(await whole(empty)).toBe(empty);
    const large = new Response('x', { headers: { 'content-length': String(MAX_WHOLE_BYTES + 1) } });
    expect(await whole(large)).toBe(large);
    const redirected = new Response('x');
    Object.defineProperty(redirected, 'redirected', { value: true });
    expect(await whole(redirected)).toBe(redirected);
    const failed = new Response('gone', { status: 404 });
    expect(await whole(failed)).toBe(failed);
  });

  it("a server's refusal is passed on, not hidden behind the copy", async () => {
    let status = 200;
    const { ask } = world(() => new Response('x', { status }));
    await ask('/api/v2/instance');
    status = 503;
    expect((await ask('/api/v2/instance')).status).toBe(503);
  });

  it("the app page: always the new one online; offline the last copy, only of Murmur's own page", async () => {
    let online = true;
    let page = '<link rel="manifest" href="/manifest.webmanifest" /><script src="/main.11111111.js">';
    const { ask, stores } = world(() => (online ? ok(page, 'text/html; charset=utf-8') : 'offline'));
    await ask('/main/friends', 'navigate');
    page = '<link rel="manifest" href="/manifest.webmanifest" /><script src="/main.22222222.js">';
    expect(await (await ask('/notice/1', 'navigate')).text()).toContain('main.22222222.js');
    // Some other HTML of the origin (a server page) is never kept as the app's page.
    page = '<form action="/oauth/authorize">';
    await ask('/users/alice', 'navigate');
    online = false;
    expect(await (await ask('/main/all', 'navigate')).text()).toContain('main.22222222.js');
    expect(stores.get(START_UP_CACHE)?.has(`${origin}${APP_PAGE_KEY}`)).toBe(true);
  });

  it("offline with nothing kept, the failure is the network's", async () => {
    const { ask } = world(() => 'offline');
    await expect(ask('/main/all', 'navigate')).rejects.toThrow('Failed to fetch');
    await expect(ask('/2.0a2de847.js')).rejects.toThrow('Failed to fetch');
  });

  it('the manifest the page wrote wins over the static file', async () => {
    const { ask, storage } = world(() => ok('{"name":"Murmur"}', 'application/manifest+json'));
    expect(await (await ask('/manifest.webmanifest')).text()).toBe('{"name":"Murmur"}');
    await (await storage.open(MANIFEST_CACHE)).put(
      `${origin}/manifest.webmanifest`,
      ok('{"name":"Tomorrow"}'),
    );
    expect(await (await ask('/manifest.webmanifest')).text()).toBe('{"name":"Tomorrow"}');
  });

  it('keeps at most MAX_FILES files, dropping the oldest stored', async () => {
    const { ask, stores } = world(() => ok('x'));
    for (let i = 0; i < MAX_FILES + 3; i++) await ask(`/${i}.${String(i).padStart(8, '0')}.js`);
    const kept = [...(stores.get(FILES_CACHE)?.keys() ?? [])];
    expect(kept).toHaveLength(MAX_FILES);
    expect(kept[0]).toBe(`${origin}/3.00000003.js`);
  });

  it("drops an older worker's caches, never its own or another site's", async () => {
    const { storage, stores } = memoryCaches();
    for (const name of ['murmur-files-v0', FILES_CACHE, MANIFEST_CACHE, 'someone-else'])
      await storage.open(name);
    await dropOldCaches(storage);
    expect([...stores.keys()].sort()).toEqual([FILES_CACHE, MANIFEST_CACHE, 'someone-else'].sort());
  });
});

describe('what a page loaded before the worker controlled it', () => {
  it('is kept once: the files and answers the worker keeps, and the app page', async () => {
    const { storage, stores } = memoryCaches();
    const asked: string[] = [];
    const deps: OfflineFilesDeps = {
      caches: storage,
      fetch: async (request) => {
        const url = typeof request === 'string' ? request : request.url;
        asked.push(url);
        return url.endsWith('/')
          ? ok('<link rel="manifest" href="/manifest.webmanifest" />', 'text/html')
          : ok('x');
      },
    };
    const urls = [
      `${origin}/main.0a2de847.js`,
      `${origin}/api/v2/instance`,
      `${origin}/api/v1/timelines/home`,
      'https://elsewhere.example/a.0a2de847.js',
      `${origin}/main.0a2de847.js`,
    ];
    expect(await keepLoadedFiles(deps, urls, origin)).toBe(2);
    expect(stores.get(FILES_CACHE)?.has(`${origin}/main.0a2de847.js`)).toBe(true);
    expect(stores.get(START_UP_CACHE)?.has(`${origin}/api/v2/instance`)).toBe(true);
    expect(stores.get(START_UP_CACHE)?.has(`${origin}${APP_PAGE_KEY}`)).toBe(true);
    expect(asked).not.toContain(`${origin}/api/v1/timelines/home`);
    asked.length = 0;
    expect(await keepLoadedFiles(deps, urls, origin)).toBe(0);
    expect(asked).toEqual([]);
  });
});
