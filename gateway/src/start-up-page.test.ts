import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './server';
import {
  firstScreenManifests,
  linkedNodeInfoPath,
  START_UP_ELEMENT_ID,
  scriptSafeJson,
} from './start-up-page';

const closers: Array<() => Promise<unknown>> = [];
let gatewayUrl = '';
let timelineAsked = 0;

const MANIFEST = (expose: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: expose, assets: { js: { sync: [`__${expose}.0a1b2c3d.js`] }, css: { sync: [] } } }],
  });

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'murmur-start-up-page-'));
  const shellDir = path.join(dir, 'shell');
  mkdirSync(path.join(shellDir, 'static'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>Murmur</title></head><body></body></html>',
  );
  writeFileSync(
    path.join(shellDir, 'static', 'remotes.json'),
    JSON.stringify({
      remotes: {
        timelines: '/remotes/timelines/mf-manifest.json',
        composer: '/remotes/composer/mf-manifest.json',
        settings: 'https://elsewhere.example/settings/mf-manifest.json',
      },
    }),
  );
  const remotes: Record<string, string> = {};
  for (const [name, expose] of [
    ['timelines', 'TimelinePage'],
    ['composer', 'Status'],
  ] as const) {
    remotes[name] = path.join(dir, name);
    mkdirSync(remotes[name], { recursive: true });
    writeFileSync(path.join(remotes[name], 'mf-manifest.json'), MANIFEST(expose));
  }

  const backend = Fastify();
  backend.get('/api/v2/instance', async () => ({
    domain: 'dev',
    title: '</script><script>alert(1)</script>',
  }));
  backend.get('/.well-known/nodeinfo', async (request) => ({
    links: [
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
        href: `http://${request.headers['x-forwarded-host']}/nodeinfo/2.1.json`,
      },
    ],
  }));
  backend.get('/nodeinfo/2.1.json', async () => ({ software: { name: 'mastodon', version: '4' } }));
  backend.get('/api/v1/timelines/public', async (request, reply) => {
    timelineAsked += 1;
    return reply
      .header('link', `<http://${request.headers.host}/api/v1/timelines/public?max_id=1>; rel="next"`)
      .send([{ id: '2' }]);
  });
  // A server slower than the page's deadline for this one.
  backend.get('/api/v1/timelines/bubble', async () => {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    return [{ id: '3' }];
  });
  await backend.listen({ port: 0, host: '127.0.0.1' });
  const backendUrl = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
  closers.push(() => {
    // Keep-alive sockets of the gateway's proxy would hold close() open.
    backend.server.closeAllConnections();
    return backend.close();
  });

  const gateway = await createGateway({
    shellDir,
    remotes,
    backend: backendUrl,
    startUpData: true,
    // Long enough for the two hops to nodeinfo on a busy machine, far below the slow server's.
    startUpDeadlineMs: 3_000,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  closers.push(() => {
    gateway.server.closeAllConnections();
    return gateway.close();
  });
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
}, 30_000);

/** The replies a page carries, by path. */
function embedded(
  html: string,
): Record<string, { status: number; headers: Record<string, string>; body: string }> {
  const match = new RegExp(
    `<script id="${START_UP_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match?.[1]) throw new Error('no embedded replies');
  return JSON.parse(match[1]);
}

describe('the start-up page', () => {
  it("carries the instance, nodeinfo, remotes.json, the same-origin manifests and a visitor's first page", async () => {
    const html = await (await fetch(`${gatewayUrl}/main/all`, { headers: { accept: 'text/html' } })).text();
    const replies = embedded(html);
    expect(Object.keys(replies).sort()).toEqual([
      '/.well-known/nodeinfo',
      '/api/v1/timelines/public?limit=20',
      '/api/v2/instance',
      '/nodeinfo/2.1.json',
      '/remotes/composer/mf-manifest.json',
      '/remotes/timelines/mf-manifest.json',
      '/static/remotes.json',
    ]);
    expect(JSON.parse(replies['/api/v1/timelines/public?limit=20']?.body ?? '')).toEqual([{ id: '2' }]);
    expect(replies['/api/v1/timelines/public?limit=20']?.headers.link).toContain('max_id=1');
  });

  it("cannot be closed by a server's text: no '<' is left inside the data", async () => {
    const html = await (await fetch(`${gatewayUrl}/main/all`, { headers: { accept: 'text/html' } })).text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(embedded(html)['/api/v2/instance']?.body ?? '').title).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it("hints the first screen's remote files from the live manifests, on this origin only", async () => {
    const html = await (await fetch(`${gatewayUrl}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/timelines/remoteEntry.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/timelines/__TimelinePage.0a1b2c3d.js">',
    );
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/composer/__Status.0a1b2c3d.js">');
    expect(html).not.toMatch(/<link[^>]*elsewhere\.example/);
  });

  it('leaves other pages as built, and asks no timeline for a signed-in landing', async () => {
    const other = await (await fetch(`${gatewayUrl}/notice/1`, { headers: { accept: 'text/html' } })).text();
    expect(other).not.toContain(START_UP_ELEMENT_ID);
    const before = timelineAsked;
    const friends = await (
      await fetch(`${gatewayUrl}/main/friends`, { headers: { accept: 'text/html' } })
    ).text();
    expect(Object.keys(embedded(friends))).not.toContain('/api/v1/timelines/home?limit=20');
    expect(timelineAsked).toBe(before);
  });

  it('goes without what has not answered by its deadline', async () => {
    // The slow server answers after 15 s: the page came without its reply, so by the deadline.
    const html = await (
      await fetch(`${gatewayUrl}/main/bubble`, { headers: { accept: 'text/html' } })
    ).text();
    const replies = embedded(html);
    expect(replies['/api/v2/instance']).toBeDefined();
    expect(replies['/api/v1/timelines/bubble?limit=20']).toBeUndefined();
  });

  it('is sent compressed to a browser that accepts it, and so are the files', async () => {
    const page = await fetch(`${gatewayUrl}/main/all`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain(START_UP_ELEMENT_ID);
    const manifest = await fetch(`${gatewayUrl}/remotes/timelines/mf-manifest.json`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(manifest.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(await manifest.text()).exposes[0].name).toBe('TimelinePage');
  });
});

describe('its parts', () => {
  it('escapes what could end the script element', () => {
    expect(scriptSafeJson({ a: '</script>', b: '<!--' })).toBe('{"a":"\\u003c/script>","b":"\\u003c!--"}');
  });

  it('follows a nodeinfo link on this origin only', () => {
    const origin = 'http://here.example';
    const link = (href: string) => ({
      links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href }],
    });
    expect(linkedNodeInfoPath(link('http://here.example/nodeinfo/2.0'), origin)).toBe('/nodeinfo/2.0');
    expect(linkedNodeInfoPath(link('http://there.example/nodeinfo/2.0'), origin)).toBeNull();
    expect(linkedNodeInfoPath({ links: 'no' }, origin)).toBeNull();
  });

  it("reads the first screen's manifests with the operator's slot overrides", () => {
    const manifests = firstScreenManifests(
      {
        remotes: {
          timelines: '/t/mf-manifest.json',
          acme: '/acme/mf-manifest.json',
          x: 'javascript:alert(1)',
        },
        slots: { 'composer/Status': 'acme/Post', 'settings/theme': 'x/theme' },
      },
      'http://here.example',
    );
    expect([...manifests]).toEqual([
      ['/t/mf-manifest.json', ['TimelinePage']],
      ['/acme/mf-manifest.json', ['Post']],
    ]);
  });
});
