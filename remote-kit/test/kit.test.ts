import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without declarations
import { createRemote, STARTER_VERSIONS } from '../lib/create.mjs';
// @ts-expect-error: plain ES modules without declarations
import { deploy, rollback } from '../lib/deploy.mjs';
// @ts-expect-error: plain ES modules without declarations
import { defineRemote } from '../lib/index.mjs';
// @ts-expect-error: plain ES modules without declarations
import { startPreview } from '../lib/preview.mjs';
import { goesToServer, isServerRoute } from '../lib/server-routes.mjs';

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
    expect(done.url).toBe('/static/remotes/acme_about/1.0.0/mf-manifest.json');
    expect(existsSync(path.join(dir, 'static/remotes/acme_about/1.0.0/remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'static/remotes/acme_about/1.0.0/remoteEntry.js.map'))).toBe(false);
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
    expect(() => deploy({ site: path.join(dir, 'nowhere'), dist: site().dist })).toThrow(/is not a folder/);
    expect(existsSync(path.join(dir, 'nowhere'))).toBe(false);
  });

  it('into an empty overlay folder: starts its remotes.json, and the rollback leaves it changing nothing', () => {
    const overlay = tempDir();
    const { dist } = site();
    const done = deploy({ site: overlay, dist, slots: { 'profiles/AboutPage': 'AboutPage' } });
    expect(readJson(path.join(overlay, 'static/remotes.json'))).toEqual({
      remotes: { acme_about: done.url },
      slots: { 'profiles/AboutPage': 'acme_about/AboutPage' },
    });
    rollback({ site: overlay, container: 'acme_about' });
    expect(readJson(path.join(overlay, 'static/remotes.json'))).toEqual({ remotes: {}, slots: {} });
  });

  it('rolls back a deployment the previous kit recorded under remotes/', () => {
    const { dir } = site();
    mkdirSync(path.join(dir, 'remotes/acme_about'), { recursive: true });
    writeFileSync(
      path.join(dir, 'remotes/acme_about/deployments.json'),
      JSON.stringify([{ label: 'old', replaced: { remote: null, slots: { 'profiles/AboutPage': null } } }]),
    );
    const file = path.join(dir, 'static/remotes.json');
    const before = readJson(file);
    writeFileSync(
      file,
      JSON.stringify({
        remotes: { ...before.remotes, acme_about: '/remotes/acme_about/old/mf-manifest.json' },
        slots: { 'profiles/AboutPage': 'acme_about/AboutPage' },
      }),
    );
    expect(rollback({ site: dir, container: 'acme_about' }).label).toBe('old');
    expect(readJson(file)).toEqual(before);
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

describe('the server routes and the preview server', () => {
  it('sends the server its routes, and hands page navigations under users/notice to the frontend', () => {
    expect(goesToServer('/api/v1/instance', false)).toBe(true);
    expect(goesToServer('/.well-known/nodeinfo', false)).toBe(true);
    expect(goesToServer('/users/alice', false)).toBe(true);
    expect(goesToServer('/users/alice', true)).toBe(false);
    expect(goesToServer('/notice/1', true)).toBe(false);
    expect(goesToServer('/main/all', true)).toBe(false);
    expect(goesToServer('/apiary', false)).toBe(false);
    expect(isServerRoute('/users/alice')).toBe(true);
    expect(isServerRoute('/static/config.json')).toBe(false);
  });

  it('serves the package and the remote, and forwards what an instance answers itself', async () => {
    const shellDir = tempDir();
    writeFileSync(path.join(shellDir, 'index.html'), '<title>shell</title>');
    mkdirSync(path.join(shellDir, 'static'));
    writeFileSync(path.join(shellDir, 'static/config.json'), '{"theme":"package"}');
    writeFileSync(
      path.join(shellDir, 'static/remotes.json'),
      JSON.stringify({ remotes: { profiles: '/remotes/profiles/mf-manifest.json' }, slots: {} }),
    );
    const dist = tempDir();
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"acme_about"}');
    const asked: string[] = [];
    const backend = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`server:${req.url}`);
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const preview = await startPreview({
      shellDir,
      backend: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
      remote: { container: 'acme_about', dist, slots: { 'profiles/AboutPage': 'AboutPage' } },
      port: 0,
    });
    const get = async (pathname: string, accept = '*/*') => {
      const response = await fetch(`${preview.url}${pathname}`, { headers: { accept } });
      return response.text();
    };
    try {
      expect(await get('/api/v1/instance')).toBe('server:/api/v1/instance');
      expect(await get('/users/alice', 'application/activity+json')).toBe('server:/users/alice');
      expect(await get('/users/alice', 'text/html')).toBe('<title>shell</title>');
      expect(await get('/main/all', 'text/html')).toBe('<title>shell</title>');
      // The package's own /static/ file wins; what it lacks there is the instance's.
      expect(await get('/static/config.json')).toBe('{"theme":"package"}');
      expect(await get('/static/terms-of-service.html')).toBe('server:/static/terms-of-service.html');
      expect(JSON.parse(await get('/static/remotes.json'))).toEqual({
        remotes: {
          profiles: '/remotes/profiles/mf-manifest.json',
          acme_about: '/remotes/acme_about/preview/mf-manifest.json',
        },
        slots: { 'profiles/AboutPage': 'acme_about/AboutPage' },
      });
      expect(await get('/remotes/acme_about/preview/mf-manifest.json')).toBe('{"name":"acme_about"}');
      expect(asked).toEqual(['/api/v1/instance', '/users/alice', '/static/terms-of-service.html']);
    } finally {
      await preview.close();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});
