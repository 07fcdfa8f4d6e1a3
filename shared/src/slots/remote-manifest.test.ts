import { describe, expect, it, vi } from 'vitest';
import { assertRemoteContract } from './contract-version';
import { readRemoteManifest, remoteManifestPlugin, takeRemoteManifest } from './remote-manifest';

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
    expect(await plugin.fetch(url, {})).toBeUndefined();
  });

  it('shares one request between two readers of the same address', async () => {
    const url = 'https://m.example/remotes/composer/mf-manifest.json';
    const fetchImpl = vi.fn(async () => new Response(manifest('0.1.0')));
    const [a, b] = await Promise.all([readRemoteManifest(url, fetchImpl), readRemoteManifest(url, fetchImpl)]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await takeRemoteManifest(url);
  });

  it('keeps no failed read: the runtime asks the server itself and a Retry reads anew', async () => {
    const url = 'https://m.example/remotes/profiles/mf-manifest.json';
    const failing = vi.fn(async () => new Response('gone', { status: 503 }));
    expect(await readRemoteManifest(url, failing)).toBeNull();
    expect(await remoteManifestPlugin().fetch(url, {})).toBeUndefined();
    const working = vi.fn(async () => new Response(manifest('0.1.0')));
    expect(await readRemoteManifest(url, working)).toContain('@murmur/shared');
    expect(working).toHaveBeenCalledTimes(1);
    await takeRemoteManifest(url);
  });

  it('leaves every other address to the runtime', async () => {
    expect(await remoteManifestPlugin().fetch('https://m.example/remotes/timelines/remoteEntry.js', {})).toBeUndefined();
  });

  it('still refuses a remote built against a newer contract major from the kept reply', async () => {
    const url = 'https://m.example/remotes/settings/mf-manifest.json';
    const fetchImpl = vi.fn(async () => new Response(manifest('7.0.0')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(assertRemoteContract('settings', url, fetchImpl)).rejects.toThrow(/newer major/);
  });
});
