import {
  configureSlotOverrides,
  frontendConfig$,
  instance$,
  instanceExtras$,
  interfaceLanguage$,
  loadCatalogue,
  setInstanceExtras,
  setInterfaceLanguage,
  setModuleLoader,
} from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetInitialResults } from './initial-results';
import { builtInThemeShows, loadTheme } from './load-theme';
import { registerServiceWorker } from './service-worker';
import { startUp } from './start-up';
import { storageAvailable } from './storage';

vi.mock('./register-remotes', () => ({
  registerRemotesFromManifest: vi.fn(async () => ['timelines']),
  remoteManifestUrl: vi.fn((remote: string) => `https://x.example/remotes/${remote}/mf-manifest.json`),
}));
vi.mock('../auth/after-login', () => ({
  beginStoredSessionCheck: vi.fn(() => null),
  tryRestoreStoredSession: vi.fn(async () => 'nothing-to-restore'),
}));

type Handler = { status?: number; body?: unknown; text?: string };

/** A fake same-origin server: path to reply; unknown paths are 404. */
function serve(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url.pathname);
    const route = routes[url.pathname];
    if (!route) return new Response('not found', { status: 404 });
    const body = route.text ?? JSON.stringify(route.body ?? {});
    return new Response(body, {
      status: route.status ?? 200,
      headers: { 'content-type': route.text !== undefined ? 'text/html' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const INSTANCE = { uri: 'x.example', title: 'Example', languages: ['en', 'de'], max_toot_chars: 500 };

beforeEach(() => {
  // Each test is a first start: no memo of an earlier one.
  window.localStorage.removeItem('murmur:start-up-memo');
  resetInitialResults();
  document.getElementById('initial-results')?.remove();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setModuleLoader(async () => ({ default: vi.fn() }));
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setInterfaceLanguage('en');
  setModuleLoader(() => Promise.reject(new Error('no loader in tests')));
});

describe('start-up (spec 1 section 4)', () => {
  it('reads the instance, both configurations, terms, panel, stickers and nodeinfo', async () => {
    const calls = serve({
      '/api/v1/instance': { body: INSTANCE },
      '/api/pleroma/frontend_configurations': {
        body: { pleroma_fe: { theme: 'pleroma-light', logo: '/l.svg' } },
      },
      '/static/config.json': { body: { theme: 'ignored', showFeaturesPanel: false } },
      '/static/terms-of-service.html': { text: '<p>Be nice</p>' },
      '/instance/panel.html': { text: '<p>Hello</p>' },
      '/static/stickers.json': { body: { cats: '/static/stickers/cats/' } },
      '/static/stickers/cats/pack.json': { body: { title: 'Cats' } },
      '/.well-known/nodeinfo': {
        body: {
          links: [
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
              href: 'https://x.example/nodeinfo/2.0.json',
            },
          ],
        },
      },
      '/nodeinfo/2.0.json': { body: { software: { name: 'akkoma' }, metadata: { private: true } } },
    });
    const result = await startUp();
    expect(result.storageAvailable).toBe(true);
    expect(instance$.getValue().instance.title).toBe('Example');
    expect(instance$.getValue().capabilities.privateInstance).toBe(true);
    // The backend's block wins over the static file.
    expect(frontendConfig$.getValue()).toMatchObject({
      theme: 'pleroma-light',
      logo: '/l.svg',
      showFeaturesPanel: false,
    });
    // The terms, the panel and the stickers do not hold start-up: they are published on arrival.
    await vi.waitFor(() =>
      expect(instanceExtras$.getValue()).toMatchObject({
        termsOfService: '<p>Be nice</p>',
        instancePanelHtml: '<p>Hello</p>',
        stickers: [{ pack: 'cats', path: '/static/stickers/cats/', meta: { title: 'Cats' } }],
      }),
    );
    expect(calls.indexOf('/api/v1/instance')).toBeLessThan(
      calls.indexOf('/api/pleroma/frontend_configurations'),
    );
    expect(document.title).toBe('Example');
  });

  it('does not hold the first screen for the terms, the panel or the stickers', async () => {
    setInstanceExtras({ termsOfService: null, instancePanelHtml: null, stickers: [] });
    serve({
      '/api/v1/instance': { body: INSTANCE },
      '/api/pleroma/frontend_configurations': { body: { pleroma_fe: {} } },
      '/static/terms-of-service.html': { text: '<p>Late terms</p>' },
      '/.well-known/nodeinfo': {
        body: {
          links: [
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
              href: 'https://x.example/nodeinfo/2.1.json',
            },
          ],
        },
      },
      '/nodeinfo/2.1.json': { body: { software: { name: 'akkoma' } } },
    });
    const answered = vi.mocked(fetch);
    let releaseTerms: () => void = () => undefined;
    const termsHeld = new Promise<void>((resolve) => {
      releaseTerms = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/static/terms-of-service.html')) await termsHeld;
      return answered(input, init);
    });
    await startUp();
    expect(instance$.getValue().instance.title).toBe('Example');
    expect(instanceExtras$.getValue().termsOfService ?? null).toBeNull();
    releaseTerms();
    await vi.waitFor(() => expect(instanceExtras$.getValue().termsOfService).toBe('<p>Late terms</p>'));
  });

  it('on the next start, asks what the last start learned beside the instance, and judges it again', async () => {
    const akkoma = {
      '/api/v1/instance': { body: INSTANCE },
      '/api/pleroma/frontend_configurations': { body: { pleroma_fe: { theme: 'pleroma-light' } } },
      '/static/terms-of-service.html': { text: '<p>Be nice</p>' },
      '/.well-known/nodeinfo': {
        body: {
          links: [
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
              href: 'https://x.example/nodeinfo/2.1.json',
            },
          ],
        },
      },
      '/nodeinfo/2.1.json': { body: { software: { name: 'akkoma' } } },
    };
    const page = `${location.pathname}${location.search}`;
    window.history.replaceState(null, '', '/main/all');
    onTestFinished(() => window.history.replaceState(null, '', page));
    serve(akkoma);
    await startUp();
    // The page asked at this path is kept for the next start's entry (a visitor's, here).
    expect(JSON.parse(window.localStorage.getItem('murmur:start-up-memo') ?? '{}').firstPage).toEqual({
      pathname: '/main/all',
      address: '/api/v1/timelines/public?limit=20',
      signedIn: false,
    });
    const calls = serve(akkoma);
    await startUp();
    // The nodeinfo document and Pleroma's files leave before the instance has answered (v2 is absent here).
    const instanceAsked = calls.indexOf('/api/v1/instance');
    expect(calls.indexOf('/nodeinfo/2.1.json')).toBeLessThan(calls.indexOf('/.well-known/nodeinfo'));
    expect(calls.indexOf('/api/pleroma/frontend_configurations')).toBeLessThan(instanceAsked);
    expect(calls.filter((c) => c === '/nodeinfo/2.1.json')).toHaveLength(1);
    // The first screen's remote manifests too (the post display's and the theme's here).
    expect(calls.indexOf('/remotes/composer/mf-manifest.json')).toBeLessThan(instanceAsked);
    expect(calls.indexOf('/remotes/settings/mf-manifest.json')).toBeLessThan(instanceAsked);
    await vi.waitFor(() => expect(instanceExtras$.getValue().termsOfService).toBe('<p>Be nice</p>'));
    expect(frontendConfig$.getValue()).toMatchObject({ theme: 'pleroma-light' });

    // The server is no longer Akkoma: what was asked ahead is dropped, nothing of it applies.
    serve({
      '/api/v1/instance': { body: { ...INSTANCE, version: '4.0.0' } },
      '/api/pleroma/frontend_configurations': { body: { pleroma_fe: { theme: 'stale' } } },
      '/.well-known/nodeinfo': { body: { links: [] } },
    });
    await startUp();
    expect(frontendConfig$.getValue().theme).not.toBe('stale');
    await vi.waitFor(() => expect(instanceExtras$.getValue().termsOfService).toBeNull());
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('is fatal when the instance cannot be read', async () => {
    serve({ '/api/v1/instance': { status: 503, body: { error: 'down' } } });
    await expect(startUp()).rejects.toThrow();
  });

  it('logs and ignores every other failure', async () => {
    serve({
      '/api/v1/instance': { body: { ...INSTANCE, version: '2.7.2 (compatible; Akkoma 3.13.2)' } },
      '/api/pleroma/frontend_configurations': { status: 500, body: { error: 'broken' } },
    });
    await expect(startUp()).resolves.toEqual({ storageAvailable: true });
    await vi.waitFor(() =>
      expect(instanceExtras$.getValue()).toMatchObject({
        termsOfService: null,
        instancePanelHtml: null,
        stickers: [],
      }),
    );
    expect(instance$.getValue().nodeinfo).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('asks the standards first and Pleroma’s files only of Pleroma and Akkoma', async () => {
    const calls = serve({
      '/api/v2/instance': {
        body: { domain: 'social.example', title: 'Social', version: '4.3.2', languages: ['en'] },
      },
      '/.well-known/nodeinfo': {
        body: {
          links: [
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
              href: 'https://social.example/nodeinfo/2.0',
            },
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
              href: 'https://social.example/nodeinfo/2.1',
            },
          ],
        },
      },
      '/nodeinfo/2.1': { body: { software: { name: 'mastodon', version: '4.3.2' } } },
      '/.well-known/oauth-authorization-server': {
        body: {
          authorization_endpoint: 'https://social.example/oauth/authorize',
          grant_types_supported: ['authorization_code'],
        },
      },
    });
    await startUp();
    expect(instance$.getValue().instance.title).toBe('Social');
    expect(instance$.getValue().capabilities).toMatchObject({
      serverKind: 'mastodon',
      passwordGrant: false,
      authorizationEndpoint: 'https://social.example/oauth/authorize',
    });
    expect(calls).not.toContain('/api/v1/instance');
    for (const pleromaOnly of [
      '/api/pleroma/frontend_configurations',
      '/static/config.json',
      '/static/terms-of-service.html',
      '/instance/panel.html',
      '/static/stickers.json',
      '/nodeinfo/2.0.json',
    ]) {
      expect(calls).not.toContain(pleromaOnly);
    }
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('falls back to the v1 instance and records what the server does not have, without warnings', async () => {
    const calls = serve({
      '/api/v1/instance': { body: { ...INSTANCE, version: '4.0.0 (compatible; Hollo 0.10)' } },
    });
    await startUp();
    expect(calls.slice(0, 3)).toEqual(expect.arrayContaining(['/api/v2/instance', '/api/v1/instance']));
    expect(instance$.getValue().instance.title).toBe('Example');
    expect(instanceExtras$.getValue().unavailable).toEqual(
      expect.arrayContaining(['nodeinfo', 'oauth-authorization-server']),
    );
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('uses the initial results embedded in the page instead of fetching', async () => {
    const encode = (value: unknown) =>
      btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
    const script = document.createElement('script');
    script.id = 'initial-results';
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      '/api/v1/instance': encode({ ...INSTANCE, title: 'Embedded ✓' }),
      '/nodeinfo/2.0.json': encode({ software: { name: 'pleroma' } }),
    });
    document.body.append(script);
    const calls = serve({});
    await startUp();
    expect(instance$.getValue().instance.title).toBe('Embedded ✓');
    expect(calls).not.toContain('/api/v1/instance');
    expect(calls).not.toContain('/nodeinfo/2.0.json');
  });

  it('chooses the first browser language the server supports and Murmur has', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja', 'de-DE', 'en']);
    serve({ '/api/v1/instance': { body: INSTANCE } });
    await startUp();
    expect(interfaceLanguage$.getValue()).toBe('de');
    // The catalogue is there before the first render.
    expect(Object.keys(await loadCatalogue((l) => import(`../i18n/${l}.json`), 'de')).length).toBeGreaterThan(
      0,
    );
  });

  it('says so, and keeps working, when browser storage throws', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storageAvailable()).toBe(false);
    serve({ '/api/v1/instance': { body: INSTANCE } });
    await expect(startUp()).resolves.toEqual({ storageAvailable: false });
  });
});

describe('the theme at start-up', () => {
  it('applies the theme through the settings/theme slot', async () => {
    const apply = vi.fn();
    setModuleLoader(async () => ({ default: apply }));
    expect(await loadTheme('pleroma-light')).toBe(true);
    expect(apply).toHaveBeenCalledWith({ theme: 'pleroma-light' });
  });

  it('keeps the built-in colours when the settings remote fails', async () => {
    setModuleLoader(async () => {
      throw new Error('remote down');
    });
    expect(await loadTheme('pleroma-dark')).toBe(false);
  });

  it('does not hold the first render longer than its time-out', async () => {
    setModuleLoader(() => new Promise(() => {}));
    expect(await loadTheme('pleroma-dark', 20)).toBe(false);
  });

  it('does not wait for the settings remote when the built-in colours are the theme asked for', async () => {
    onTestFinished(() => configureSlotOverrides({}));
    expect(builtInThemeShows('pleroma-dark')).toBe(true);
    expect(builtInThemeShows('pleroma-light')).toBe(false);
    // An operator's theme remote in the slot may paint the same name its own way.
    configureSlotOverrides({ 'settings/theme': 'acme_theme/theme' });
    expect(builtInThemeShows('pleroma-dark')).toBe(false);
  });

  it('starts without the theme module when the default theme is asked for', async () => {
    const loaded: string[] = [];
    setModuleLoader((id) => {
      loaded.push(id);
      return new Promise(() => {});
    });
    serve({ '/api/v1/instance': { body: INSTANCE } });
    await expect(startUp()).resolves.toEqual({ storageAvailable: true });
    // Asked for all the same: its apply follows the first render.
    expect(loaded).toContain('settings/theme');
  });
});

describe('the service worker', () => {
  it('is registered in production builds where supported', async () => {
    const register = vi.fn(async () => ({}));
    const listeners: (() => void)[] = [];
    const postMessage = vi.fn();
    const serviceWorker = {
      register,
      controller: null as { postMessage: typeof postMessage } | null,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    vi.stubGlobal('isSecureContext', true);
    expect(await registerServiceWorker(true, { serviceWorker } as unknown as Navigator)).toBe(true);
    expect(register).toHaveBeenCalledWith('/sw-pleroma.js');
    // Once it controls the page, it is handed what the page loaded before (reading offline).
    expect(postMessage).not.toHaveBeenCalled();
    serviceWorker.controller = { postMessage };
    for (const listener of listeners) listener();
    expect(postMessage).toHaveBeenCalledWith({ type: 'murmur/keep-files', urls: expect.anything() });
    expect(Array.isArray(postMessage.mock.calls[0]?.[0]?.urls)).toBe(true);
  });

  it('is not registered in development or without support', async () => {
    const register = vi.fn(async () => ({}));
    expect(await registerServiceWorker(false, { serviceWorker: { register } } as unknown as Navigator)).toBe(
      false,
    );
    expect(await registerServiceWorker(true, {} as Navigator)).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });
});
