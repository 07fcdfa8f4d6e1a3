import { DEFAULT_SLOTS } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMOTES, describeRemotesProblems, mergeRemotesConfig } from './remotes-config';

const BASE = 'https://murmur.example/static/remotes.json';
const SLOTS = Object.keys(DEFAULT_SLOTS);
const stock = Object.fromEntries(
  Object.entries(DEFAULT_REMOTES).map(([name, address]) => [name, `https://murmur.example${address}`]),
);

describe('the operator’s remotes.json over the deployed defaults', () => {
  it('an empty file changes nothing: every stock remote at its default address', () => {
    for (const file of [{}, { remotes: {}, slots: {} }]) {
      const config = mergeRemotesConfig(file, BASE, SLOTS);
      expect(config.remotes).toEqual(stock);
      expect(config.slots).toEqual({});
      expect(config.operatorRemotes).toEqual([]);
      expect(config.problems).toEqual([]);
    }
  });

  it('a one-line file adds its container and swaps its slot; the others keep their defaults', () => {
    const config = mergeRemotesConfig(
      {
        remotes: { acme_about: '/operator/acme-about/mf-manifest.json' },
        slots: { 'profiles/AboutPage': 'acme_about/AboutPage' },
      },
      BASE,
      SLOTS,
    );
    expect(config.remotes).toEqual({
      ...stock,
      acme_about: 'https://murmur.example/operator/acme-about/mf-manifest.json',
    });
    expect(config.slots).toEqual({ 'profiles/AboutPage': 'acme_about/AboutPage' });
    expect(config.operatorRemotes).toEqual(['acme_about']);
    expect(config.problems).toEqual([]);
  });

  it('moves a stock remote to a new address, and allows another origin (the page’s policy decides)', () => {
    const config = mergeRemotesConfig(
      { remotes: { timelines: 'https://remotes.example/timelines/2.0.0/mf-manifest.json' } },
      BASE,
      SLOTS,
    );
    expect(config.remotes.timelines).toBe('https://remotes.example/timelines/2.0.0/mf-manifest.json');
    expect(config.remotes.composer).toBe(stock.composer);
    expect(config.operatorRemotes).toEqual(['timelines']);
  });

  it('an unknown slot, a bad target, or a target naming no container keeps the default, and says so', () => {
    const config = mergeRemotesConfig(
      {
        remotes: { acme: '/operator/acme/mf-manifest.json' },
        slots: {
          'profiles/AboutPag': 'acme/AboutPage',
          'profiles/AboutPage': 'acme',
          'composer/Status': 'nobody/Status',
          'settings/theme': 42,
          'moderation/ModerationModal': 'acme/Desk',
        },
      },
      BASE,
      SLOTS,
    );
    expect(config.slots).toEqual({ 'moderation/ModerationModal': 'acme/Desk' });
    expect(config.problems).toEqual([
      '"profiles/AboutPag" is not a slot of this Murmur (docs/remotes.md lists them)',
      'slot "profiles/AboutPage": acme is not "container/Module"; it keeps its default',
      'slot "composer/Status" points at container "nobody", which "remotes" does not name; it keeps its default',
      'slot "settings/theme": 42 is not "container/Module"; it keeps its default',
    ]);
  });

  it('a malformed or non-http address, or a bad container name, is left out; a stock one stays where it was', () => {
    const config = mergeRemotesConfig(
      {
        remotes: {
          timelines: 'javascript:alert(1)',
          acme: 'http://[::1',
          'bad name': '/x/mf-manifest.json',
          theme: 7,
        },
        slots: { 'settings/theme': 'theme/theme' },
      },
      BASE,
      SLOTS,
    );
    expect(config.remotes).toEqual(stock);
    expect(config.slots).toEqual({});
    expect(config.problems).toHaveLength(5);
    expect(config.problems[0]).toBe(
      'container "timelines": javascript:alert(1) is not an address Murmur can load (a path such as /operator/timelines/mf-manifest.json, or an http(s) URL); it stays at /remotes/timelines/mf-manifest.json',
    );
    expect(config.problems[2]).toContain('"bad name" is not a container name');
    expect(config.problems[4]).toContain('points at container "theme", which "remotes" does not name');
  });

  it('a file of the wrong shape is the defaults, with the reason', () => {
    for (const [file, said] of [
      [[], 'the file is not a JSON object'],
      ['remotes', 'the file is not a JSON object'],
      [null, 'the file is not a JSON object'],
      [{ remotes: ['x'] }, '"remotes" must map container names'],
      [{ slots: 'x' }, '"slots" must map slot names'],
      [{ remote: {} }, '"remote" is not a setting of this file'],
    ] as const) {
      const config = mergeRemotesConfig(file, BASE, SLOTS);
      expect(config.remotes).toEqual(stock);
      expect(config.problems.join('\n')).toContain(said);
    }
  });
});

describe('the console message', () => {
  it('says nothing for a usable file', () => {
    expect(describeRemotesProblems(null, [])).toBeNull();
  });

  it('names why the file could not be used, in an operator’s words', () => {
    expect(describeRemotesProblems({ status: 503 }, [])).toBe(
      '[murmur] /static/remotes.json could not be used (the server answered 503): Murmur runs with its deployed remotes and slots.',
    );
    expect(describeRemotesProblems({ notJson: true }, [])).toContain('(it is not valid JSON)');
    expect(describeRemotesProblems({ unreachable: true }, [])).toContain('(it could not be reached)');
  });

  it('lists each entry not used, and never a validator’s raw output', () => {
    const message = describeRemotesProblems(null, ['a', 'b']) ?? '';
    expect(message).toBe(
      '[murmur] /static/remotes.json: 2 entries were not used; Murmur keeps its deployed default for each:\n  - a\n  - b',
    );
    const config = mergeRemotesConfig({ remotes: 5, slots: [1] }, BASE, SLOTS);
    const said = describeRemotesProblems(null, config.problems) ?? '';
    expect(said).not.toMatch(/expected|received|undefined|invalid_type/i);
  });
});
