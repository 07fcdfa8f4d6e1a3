import { describe, expect, it, vi } from 'vitest';
import { assertRemoteContract } from './contract-version';
import {
  hintRemoteModuleAssets,
  knownRemoteManifest,
  readRemoteManifest,
  remoteManifestPlugin,
  remoteModuleAssets,
  takeRemoteManifest,
} from './remote-manifest';

const manifest = (version: string) =>
  JSON.stringify({ metaData: {}, exposes: [], shared: [{ name: '@murmur/shared', version }] });

describe('one request per remote manifest (issue 26)', () => {
  it('hands the contract check its reply to the runtime once, then lets the runtime fetch', async () => {
    const url = 'https://m.example/remotes/timelines/mf-manifest.json';
    const fetchImpl = vi.fn(async () => new Response(manifest('0.1.0')));
    await assertRemoteContract('timelines', url, fetchImpl);
    const plugin = remoteManifestPlugin();
    const handed = await plugin.fetch(url, {});
    expect(handed).toBeInstanceOf(Response);
    expect(JSON.parse(await (handed as Response).text()).shared[0].version).toBe('0.1.0');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // Taken once: a later read by the runtime goes to the network again.
    const network = vi.fn(async () => new Response(manifest('0.1.0')));
    await remoteManifestPlugin(network).fetch(url, {});
    expect(network).toHaveBeenCalledWith(url, {});
  });

  it('shares one request between two readers of the same address', async () => {
    const url = 'https://m.example/remotes/composer/mf-manifest.json';
    const fetchImpl = vi.fn(async () => new Response(manifest('0.1.0')));
    const [a, b] = await Promise.all([
      readRemoteManifest(url, fetchImpl),
      readRemoteManifest(url, fetchImpl),
    ]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await takeRemoteManifest(url);
  });

  it('keeps no failed read: the runtime asks the server itself and a Retry reads anew', async () => {
    const url = 'https://m.example/remotes/profiles/mf-manifest.json';
    const failing = vi.fn(async () => new Response('gone', { status: 503 }));
    expect(await readRemoteManifest(url, failing)).toBeNull();
    const network = vi.fn(async () => new Response(manifest('0.1.0')));
    await remoteManifestPlugin(network).fetch(url, {});
    expect(network).toHaveBeenCalledTimes(1);
    const working = vi.fn(async () => new Response(manifest('0.1.0')));
    expect(await readRemoteManifest(url, working)).toContain('@murmur/shared');
    expect(working).toHaveBeenCalledTimes(1);
    await takeRemoteManifest(url);
  });

  it('leaves every other address to the runtime', async () => {
    expect(
      await remoteManifestPlugin().fetch('https://m.example/remotes/timelines/remoteEntry.js', {}),
    ).toBeUndefined();
  });

  it('still refuses a remote built against a newer contract major from the kept reply', async () => {
    const url = 'https://m.example/remotes/settings/mf-manifest.json';
    const fetchImpl = vi.fn(async () => new Response(manifest('7.0.0')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(assertRemoteContract('settings', url, fetchImpl)).rejects.toThrow(/newer major/);
  });
});

const TIMELINES = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  exposes: [
    {
      name: 'TimelinePage',
      assets: {
        js: { sync: ['185.4bea.js', '__federation_expose_TimelinePage.c1d3.js'], async: ['122.8cc9.js'] },
        css: { sync: ['__federation_expose_TimelinePage.4477.css'], async: [] },
      },
    },
  ],
});

describe("a remote module's files, hinted together", () => {
  const url = 'https://m.example/remotes/timelines/v2/mf-manifest.json';

  it("lists the entry and the module's own scripts and styles beside the manifest, not its lazy chunks", () => {
    expect(remoteModuleAssets(TIMELINES, url, 'TimelinePage')).toEqual({
      scripts: [
        'https://m.example/remotes/timelines/v2/remoteEntry.js',
        'https://m.example/remotes/timelines/v2/185.4bea.js',
        'https://m.example/remotes/timelines/v2/__federation_expose_TimelinePage.c1d3.js',
      ],
      styles: ['https://m.example/remotes/timelines/v2/__federation_expose_TimelinePage.4477.css'],
    });
  });

  it('lists only the entry for a module the manifest does not name, and nothing for a broken one', () => {
    expect(remoteModuleAssets(TIMELINES, url, 'Nope').scripts).toEqual([
      'https://m.example/remotes/timelines/v2/remoteEntry.js',
    ]);
    expect(remoteModuleAssets('not json', url, 'TimelinePage')).toEqual({ scripts: [], styles: [] });
  });

  it('adds one preload hint per file, once per page', () => {
    hintRemoteModuleAssets(TIMELINES, url, 'TimelinePage');
    hintRemoteModuleAssets(TIMELINES, url, 'TimelinePage');
    const links = [...document.head.querySelectorAll('link[rel=preload]')] as HTMLLinkElement[];
    expect(links.every((l) => l.getAttribute('fetchpriority') === 'low')).toBe(true);
    expect(links.map((l) => [l.getAttribute('as'), l.getAttribute('href')])).toEqual([
      ['script', 'https://m.example/remotes/timelines/v2/remoteEntry.js'],
      ['script', 'https://m.example/remotes/timelines/v2/185.4bea.js'],
      ['script', 'https://m.example/remotes/timelines/v2/__federation_expose_TimelinePage.c1d3.js'],
      ['style', 'https://m.example/remotes/timelines/v2/__federation_expose_TimelinePage.4477.css'],
    ]);
  });

  it('adds no hint for a file the page already hints (the shell’s entry may have, with its own copy)', () => {
    const other = 'https://m.example/remotes/other/mf-manifest.json';
    const existing = document.createElement('link');
    existing.rel = 'preload';
    existing.as = 'script';
    existing.href = 'https://m.example/remotes/other/remoteEntry.js';
    document.head.append(existing);
    hintRemoteModuleAssets(TIMELINES.replaceAll('v2/', ''), other, 'TimelinePage');
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map(
      (l) => l.href,
    );
    expect(hrefs.filter((h) => h.endsWith('/other/remoteEntry.js'))).toHaveLength(1);
    expect(hrefs.filter((h) => h.includes('/other/'))).toHaveLength(4);
  });

  it('remembers the manifest the check read, without another request', async () => {
    const at = 'https://m.example/remotes/moderation/mf-manifest.json';
    expect(knownRemoteManifest(at)).toBeNull();
    await readRemoteManifest(at, async () => new Response(TIMELINES));
    expect(knownRemoteManifest(at)).toBe(TIMELINES);
    await takeRemoteManifest(at);
    expect(knownRemoteManifest(at)).toBe(TIMELINES);
  });
});
