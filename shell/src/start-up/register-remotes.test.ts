import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureSlotOverrides, loadSlotComponent, resolveSlot, setModuleLoader } from '@murmur/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRemotesFromManifest, remoteManifestUrl } from './register-remotes';

vi.mock('@module-federation/enhanced/runtime', async (original) => ({
  ...(await original<object>()),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const origin = window.location.origin;
/** A loaded module's component (never rendered here). */
const Stock = () => null;
const Page = () => null;
const reply =
  (body: unknown, status = 200) =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(registerRemotes).mockClear();
  configureSlotOverrides({});
});

const registered = () =>
  Object.fromEntries(
    (vi.mocked(registerRemotes).mock.calls.at(-1)?.[0] ?? []).map((r) => [
      r.name,
      'entry' in r ? r.entry : '',
    ]),
  );

describe('registering the remotes', () => {
  it('an operator file of one line adds to the deployed remotes instead of replacing them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const names = await registerRemotesFromManifest(
      reply({
        remotes: { acme_about: '/operator/acme-about/mf-manifest.json' },
        slots: { 'profiles/AboutPage': 'acme_about/AboutPage' },
      }),
    );
    expect(names).toEqual(['timelines', 'composer', 'settings', 'profiles', 'moderation', 'acme_about']);
    expect(registered().timelines).toBe(`${origin}/remotes/timelines/mf-manifest.json`);
    expect(registered().acme_about).toBe(`${origin}/operator/acme-about/mf-manifest.json`);
    expect(resolveSlot('profiles/AboutPage')).toEqual({ remote: 'acme_about', module: 'AboutPage' });
    expect(resolveSlot('profiles/ProfilePage')).toEqual({ remote: 'profiles', module: 'ProfilePage' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a missing file is the deployed defaults, silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerRemotesFromManifest(reply('Not found', 404));
    expect(Object.keys(registered())).toEqual([
      'timelines',
      'composer',
      'settings',
      'profiles',
      'moderation',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a file that cannot be used', () => {
  // The message is said once a page: these cases run in one module, so each is checked by the
  // remotes it registers, and the one message by the first.
  it('a 5xx, a cut body, no answer or an unusable entry: the defaults, and one message in an operator’s words', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerRemotesFromManifest(reply('<html>Bad gateway</html>', 502));
    expect(Object.keys(registered())).toEqual([
      'timelines',
      'composer',
      'settings',
      'profiles',
      'moderation',
    ]);
    await registerRemotesFromManifest(reply('{"remotes": {"acme": '));
    await registerRemotesFromManifest(async () => {
      throw new TypeError('Failed to fetch');
    });
    await registerRemotesFromManifest(reply({ slots: { 'profiles/Nope': 'profiles/Nope' } }));
    expect(Object.keys(registered())).toEqual([
      'timelines',
      'composer',
      'settings',
      'profiles',
      'moderation',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[murmur] /static/remotes.json could not be used (the server answered 502): Murmur runs with its deployed remotes and slots.',
    );
  });
});

describe('a remote that fails to load at run time', () => {
  it('its slots fall back to their defaults, and the console says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerRemotesFromManifest(
      reply({
        remotes: { acme_about: '/operator/acme-about/mf-manifest.json' },
        slots: { 'profiles/AboutPage': 'acme_about/AboutPage', 'profiles/SearchPage': 'acme_about/Search' },
      }),
    );
    const asked: string[] = [];
    setModuleLoader(async (id) => {
      asked.push(id);
      if (id.startsWith('acme_about/')) throw new Error('Failed to fetch the remote entry');
      return { default: Stock };
    });
    expect(await loadSlotComponent('profiles/AboutPage')).toBe(Stock);
    expect(await loadSlotComponent('profiles/SearchPage')).toBe(Stock);
    expect(asked).toEqual(['acme_about/AboutPage', 'profiles/AboutPage', 'profiles/SearchPage']);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      `[murmur] The remote "acme_about" that /static/remotes.json names (${origin}/operator/acme-about/mf-manifest.json) did not load; profiles/AboutPage, profiles/SearchPage use their defaults.`,
    ]);
  });

  it('on another origin, the message says the page’s policy must allow that origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerRemotesFromManifest(
      reply({
        remotes: { acme_far: 'https://remotes.example/acme/mf-manifest.json' },
        slots: { 'profiles/AboutPage': 'acme_far/AboutPage' },
      }),
    );
    setModuleLoader(async (id) => {
      if (id.startsWith('acme_far/')) throw new Error('Failed to fetch the remote entry');
      return { default: Stock };
    });
    expect(await loadSlotComponent('profiles/AboutPage')).toBe(Stock);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      `[murmur] The remote "acme_far" that /static/remotes.json names (https://remotes.example/acme/mf-manifest.json) did not load; profiles/AboutPage uses its default. It is served from another origin (https://remotes.example): the page's security policy must allow it (behind Murmur's gateway: --remote-origin https://remotes.example), or serve it from this origin (on Akkoma, always).`,
    ]);
  });

  it('a stock remote the file moved goes back to its deployed address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerRemotesFromManifest(
      reply({ remotes: { timelines: '/remotes/timelines/9.9.9/mf-manifest.json' } }),
    );
    expect(remoteManifestUrl('timelines')).toBe(`${origin}/remotes/timelines/9.9.9/mf-manifest.json`);
    let fails = 1;
    setModuleLoader(async () => {
      if (fails-- > 0) throw new Error('Loading timelines/TimelinePage timed out');
      return { default: Page };
    });
    expect(await loadSlotComponent('timelines/TimelinePage')).toBe(Page);
    expect(remoteManifestUrl('timelines')).toBe(`${origin}/remotes/timelines/mf-manifest.json`);
    expect(vi.mocked(registerRemotes).mock.calls.at(-1)).toEqual([
      [{ name: 'timelines', entry: `${origin}/remotes/timelines/mf-manifest.json` }],
      { force: true },
    ]);
  });

  it('a stock remote that fails at its default address is the slot’s error (no fallback, no loop)', async () => {
    await registerRemotesFromManifest(reply({ remotes: {}, slots: {} }));
    let calls = 0;
    setModuleLoader(async () => {
      calls += 1;
      throw new Error('Failed to fetch');
    });
    await expect(loadSlotComponent('composer/Status')).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
  });
});
