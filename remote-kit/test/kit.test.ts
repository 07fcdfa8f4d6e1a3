import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without declarations
import { createRemote, STARTER_VERSIONS } from '../lib/create.mjs';
// @ts-expect-error: plain ES modules without declarations
import { deploy, rollback } from '../lib/deploy.mjs';
// @ts-expect-error: plain ES modules without declarations
import { defineRemote } from '../lib/index.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const temporary: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'murmur-kit-test-'));
  temporary.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the starter', () => {
  it('depends on the versions Murmur itself is built and tested with', () => {
    const versions = {
      ...readJson(path.join(root, 'remotes/profiles/package.json')).dependencies,
      ...readJson(path.join(root, 'shared/package.json')).devDependencies,
      ...readJson(path.join(root, 'package.json')).devDependencies,
      ...readJson(path.join(root, 'e2e/package.json')).devDependencies,
    };
    expect(STARTER_VERSIONS['@murmur/shared']).toBe(readJson(path.join(root, 'shared/package.json')).version);
    for (const [name, version] of Object.entries(STARTER_VERSIONS)) {
      if (name !== '@murmur/shared') expect({ name, version }).toEqual({ name, version: versions[name] });
    }
  });

  it('writes a complete repository with every placeholder filled', () => {
    const dir = path.join(tempDir(), 'Team About');
    const made = createRemote({ dir });
    expect(made.container).toBe('team_about');
    const pkg = readJson(path.join(dir, 'package.json'));
    expect(pkg.name).toBe('team-about');
    expect(pkg.dependencies['@murmur/shared']).toBe(`^${STARTER_VERSIONS['@murmur/shared']}`);
    expect(pkg.murmur).toEqual({ container: 'team_about', slots: { 'profiles/AboutPage': 'AboutPage' } });
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else files.push(file);
      }
    };
    walk(dir);
    const names = files.map((file) => path.relative(dir, file)).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        '.gitignore',
        'README.md',
        'package.json',
        'rspack.config.mjs',
        'src/about-page.tsx',
        'src/about-page.test.tsx',
        'src/i18n/fr.json',
        'tests/about.spec.ts',
      ]),
    );
    expect(names.some((name) => name.endsWith('.template'))).toBe(false);
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/__[A-Za-z@/_-]+__/);
  });

  it('refuses a folder that already holds something', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'keep.txt'), 'mine');
    expect(() => createRemote({ dir })).toThrow(/already exists/);
    expect(readFileSync(path.join(dir, 'keep.txt'), 'utf8')).toBe('mine');
  });
});

describe('deploy and rollback', () => {
  const site = () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'static'), { recursive: true });
    writeFileSync(
      path.join(dir, 'static/remotes.json'),
      JSON.stringify({ remotes: { profiles: '/remotes/profiles/mf-manifest.json' }, slots: {} }),
    );
    const dist = path.join(dir, 'build');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'acme_about' }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), '//');
    writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
    return { dir, dist };
  };

  it('adds the container and its slots, and the rollback restores the file as it was', () => {
    const { dir, dist } = site();
    const before = readJson(path.join(dir, 'static/remotes.json'));
    const done = deploy({ site: dir, dist, slots: { 'profiles/AboutPage': 'AboutPage' }, label: '1.0.0' });
    expect(done.url).toBe('/remotes/acme_about/1.0.0/mf-manifest.json');
    expect(existsSync(path.join(dir, 'remotes/acme_about/1.0.0/remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'remotes/acme_about/1.0.0/remoteEntry.js.map'))).toBe(false);
    const after = readJson(path.join(dir, 'static/remotes.json'));
    expect(after.remotes.profiles).toBe(before.remotes.profiles);
    expect(after.remotes.acme_about).toBe(done.url);
    expect(after.slots['profiles/AboutPage']).toBe('acme_about/AboutPage');

    deploy({ site: dir, dist, slots: { 'profiles/AboutPage': 'AboutPage' }, label: '1.1.0' });
    rollback({ site: dir, container: 'acme_about' });
    expect(readJson(path.join(dir, 'static/remotes.json')).remotes.acme_about).toBe(done.url);
    rollback({ site: dir, container: 'acme_about' });
    expect(readJson(path.join(dir, 'static/remotes.json'))).toEqual(before);
    expect(() => rollback({ site: dir, container: 'acme_about' })).toThrow(/no deployment to roll back/);
  });

  it('says what is missing instead of writing half a deployment', () => {
    const { dir } = site();
    expect(() => deploy({ site: dir, dist: path.join(dir, 'nothing') })).toThrow(/build the remote first/);
    expect(() => deploy({ site: tempDir(), dist: site().dist })).toThrow(/has no static\/remotes.json/);
  });
});

describe('defineRemote', () => {
  it('refuses a container name or an exposed module the shell could not load', () => {
    expect(() => defineRemote({ name: 'acme-about', exposes: { './A': './a.tsx' } })).toThrow(
      /letters, digits and _/,
    );
    expect(() => defineRemote({ name: 'acme', exposes: {} })).toThrow(/at least one slot module/);
    expect(() => defineRemote({ name: 'acme', exposes: { About: './a.tsx' } })).toThrow(/"\.\/Name"/);
  });
});
