import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createGateway } from './server';

let backendUrl = '';
let shellRoot = '';
let gatewayUrl = '';
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'murmur-gateway-'));
  const shellDir = path.join(dir, 'shell');
  shellRoot = shellDir;
  const remoteDir = path.join(dir, 'timelines');
  mkdirSync(path.join(shellDir, 'static'), { recursive: true });
  mkdirSync(remoteDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Murmur</title>');
  writeFileSync(path.join(shellDir, 'main.0123abcd.js'), 'console.log(1)');
  // A file with the build's compressed copies; each copy says which it is, so a reply shows its source.
  writeFileSync(path.join(shellDir, 'app.89abcdef.js'), `/* as built */${' '.repeat(4000)}`);
  writeFileSync(path.join(shellDir, 'app.89abcdef.js.br'), brotliCompressSync('/* the br copy */'));
  writeFileSync(path.join(shellDir, 'app.89abcdef.js.gz'), gzipSync('/* the gz copy */'));
  writeFileSync(path.join(shellDir, 'static', 'remotes.json'), '{"remotes":{}}');
  writeFileSync(path.join(remoteDir, 'mf-manifest.json'), '{"id":"timelines"}');

  const backend = Fastify();
  backend.get('/api/v1/whoami', async (request) => ({
    host: request.headers['x-forwarded-host'] ?? null,
    proto: request.headers['x-forwarded-proto'] ?? null,
  }));
  backend.get('/api/v1/instance', async (request) => ({
    uri: 'dev',
    auth: request.headers.authorization ?? null,
  }));
  backend.get('/static/config.json', async () => ({ theme: 'pleroma-dark' }));
  let unavailableCalls = 0;
  backend.get('/api/v1/unavailable', async (_request, reply) => {
    unavailableCalls += 1;
    return reply.code(503).send({ error: 'busy', calls: unavailableCalls });
  });
  backend.post('/oauth/token', async () => ({ access_token: 't' }));
  backend.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );
  backend.post('/api/v1/echo', async (request) => ({
    type: request.headers['content-type'] ?? null,
    body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
  }));
  await backend.listen({ port: 0, host: '127.0.0.1' });
  const wss = new WebSocketServer({ server: backend.server, path: '/api/v1/streaming' });
  wss.on('connection', (ws) => ws.close(4321, 'bye'));
  backendUrl = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
  closers.push(() => backend.close());

  const gateway = await createGateway({ shellDir, remotes: { timelines: remoteDir }, backend: backendUrl });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  closers.push(() => gateway.close());
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('gateway', () => {
  it('serves the app at the site root', async () => {
    const res = await fetch(`${gatewayUrl}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Murmur</title>');
  });

  it('serves the single-page app for client routes', async () => {
    const res = await fetch(`${gatewayUrl}/main/all`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Murmur</title>');
    const profile = await fetch(`${gatewayUrl}/users/alice`, { headers: { accept: 'text/html' } });
    expect(await profile.text()).toContain('<title>Murmur</title>');
  });

  it('takes a navigation to a route that ends like a file name for a client route, a missing asset for a 404', async () => {
    const remote = await fetch(`${gatewayUrl}/remote-users/@bob@example.org`, {
      headers: { accept: 'text/html' },
    });
    expect(remote.status).toBe(200);
    expect(await remote.text()).toContain('<title>Murmur</title>');
    const asset = await fetch(`${gatewayUrl}/missing-chunk.js`, { headers: { accept: '*/*' } });
    expect(asset.status).toBe(404);
  });

  it('serves remotes same-origin under /remotes/<name>/ and never caches their manifests', async () => {
    const res = await fetch(`${gatewayUrl}/remotes/timelines/mf-manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ id: 'timelines' });
    expect((await fetch(`${gatewayUrl}/remotes/timelines/missing.js`)).status).toBe(404);
  });

  it('serves files a watch build writes after the gateway started', async () => {
    writeFileSync(path.join(shellRoot, 'late-chunk.js'), 'console.log(2)');
    const res = await fetch(`${gatewayUrl}/late-chunk.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(2)');
  });

  it('caches content-hashed files for good', async () => {
    const res = await fetch(`${gatewayUrl}/main.0123abcd.js`);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it("sends the build's compressed copy the browser accepts, cached as the file it stands for", async () => {
    const br = await fetch(`${gatewayUrl}/app.89abcdef.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(br.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(await br.text()).toBe('/* the br copy */');
    const gz = await fetch(`${gatewayUrl}/app.89abcdef.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('/* the gz copy */');
    const plain = await fetch(`${gatewayUrl}/app.89abcdef.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toMatch(/^\/\* as built \*\//);
  });

  it('proxies the API with the authorization header, and POSTs', async () => {
    const res = await fetch(`${gatewayUrl}/api/v1/instance`, { headers: { authorization: 'Bearer x' } });
    expect(await res.json()).toEqual({ uri: 'dev', auth: 'Bearer x' });
    const token = await fetch(`${gatewayUrl}/oauth/token`, { method: 'POST' });
    expect(await token.json()).toEqual({ access_token: 't' });
  });

  it('tells the server which address the browser used, so its absolute URLs point back here', async () => {
    const res = await fetch(`${gatewayUrl}/api/v1/whoami`);
    expect(await res.json()).toEqual({ host: new URL(gatewayUrl).host, proto: 'http' });
  });

  it('forwards JSON, form and multipart bodies unchanged', async () => {
    const post = async (body: BodyInit, headers: Record<string, string> = {}) =>
      (await fetch(`${gatewayUrl}/api/v1/echo`, { method: 'POST', body, headers })).json();
    expect(
      await post('client_name=Murmur&scopes=read', { 'content-type': 'application/x-www-form-urlencoded' }),
    ).toEqual({
      type: 'application/x-www-form-urlencoded',
      body: 'client_name=Murmur&scopes=read',
    });
    expect(await post('{"a":1}', { 'content-type': 'application/json' })).toEqual({
      type: 'application/json',
      body: '{"a":1}',
    });
    const form = new FormData();
    form.append('description', 'a cat');
    const multipart = (await post(form)) as { type: string; body: string };
    expect(multipart.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('a cat');
  });

  it("prefers the client's own /static files and forwards the rest to the server", async () => {
    expect(await (await fetch(`${gatewayUrl}/static/remotes.json`)).json()).toEqual({ remotes: {} });
    expect(await (await fetch(`${gatewayUrl}/static/config.json`)).json()).toEqual({ theme: 'pleroma-dark' });
  });

  it('tunnels the streaming WebSocket and keeps its close code', async () => {
    const code = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/api/v1/streaming?stream=public`);
      ws.on('close', (c) => resolve(c));
      ws.on('error', reject);
    });
    expect(code).toBe(4321);
  });

  it('answers an unknown API call with the server reply, not the app', async () => {
    const res = await fetch(`${gatewayUrl}/api/v1/nothing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('json');
  });
});

describe('the server’s own answers', () => {
  it('passes a 503 through at once, so the client shows it and retries on its own terms', async () => {
    const reply = await fetch(`${gatewayUrl}/api/v1/unavailable`);
    expect(reply.status).toBe(503);
    expect(await reply.json()).toMatchObject({ calls: 1 });
  });
});

describe('the security policy Akkoma sends with a frontend', () => {
  it('sends a strict Content-Security-Policy and the other security headers with the app', async () => {
    const res = await fetch(`${gatewayUrl}/main/all`, { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'none'");
    expect(directives['script-src']).toBe("'self'");
    expect(directives['style-src']).toBe("'self' 'unsafe-inline'");
    expect(directives['connect-src']).toBe(`'self' ws://${new URL(gatewayUrl).host}`);
    // The configured server (here an http one on loopback) serves its own pictures and media.
    expect(directives['img-src']).toBe(`'self' data: blob: https: ${new URL(backendUrl).origin}`);
    expect(directives['media-src']).toBe(`'self' data: blob: https: ${new URL(backendUrl).origin}`);
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends it with scripts and remotes too', async () => {
    const res = await fetch(`${gatewayUrl}/remotes/timelines/mf-manifest.json`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('keeps, collects and clears violation reports', async () => {
    const report = {
      'csp-report': {
        'document-uri': `${gatewayUrl}/main/all`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'line-number': 3,
      },
    };
    const posted = await fetch(`${gatewayUrl}/__murmur/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(posted.status).toBe(204);
    await fetch(`${gatewayUrl}/__murmur/csp-reports`, { method: 'POST', body: 'not json' });
    expect(await (await fetch(`${gatewayUrl}/__murmur/csp-reports`)).json()).toEqual([
      {
        documentUri: `${gatewayUrl}/main/all`,
        violatedDirective: 'script-src-elem',
        blockedUri: 'inline',
        lineNumber: 3,
      },
    ]);
    await fetch(`${gatewayUrl}/__murmur/csp-reports`, { method: 'DELETE' });
    expect(await (await fetch(`${gatewayUrl}/__murmur/csp-reports`)).json()).toEqual([]);
  });
});

describe('an overlay folder', () => {
  it('serves its files over the shell’s, and the shell’s where it has none', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'murmur-overlay-'));
    mkdirSync(path.join(dir, 'static'), { recursive: true });
    mkdirSync(path.join(dir, 'operator/acme'), { recursive: true });
    writeFileSync(
      path.join(dir, 'static/remotes.json'),
      '{"remotes":{"acme":"/operator/acme/mf-manifest.json"}}',
    );
    writeFileSync(path.join(dir, 'operator/acme/mf-manifest.json'), '{"id":"acme"}');
    const gateway = await createGateway({
      shellDir: shellRoot,
      remotes: {},
      backend: backendUrl,
      overlayDir: dir,
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${url}/static/remotes.json`)).json()).toEqual({
        remotes: { acme: '/operator/acme/mf-manifest.json' },
      });
      expect(await (await fetch(`${url}/operator/acme/mf-manifest.json`)).json()).toEqual({ id: 'acme' });
      expect(await (await fetch(`${url}/main.0123abcd.js`)).text()).toBe('console.log(1)');
      const outside = await fetch(`${url}/operator/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`);
      expect(await outside.text()).not.toContain('root:');
    } finally {
      await gateway.close();
    }
  });
});

describe('remote origins the operator allows', () => {
  it('are in the policy of what the gateway serves, and a bad one stops the gateway before it starts', async () => {
    const gateway = await createGateway({
      shellDir: shellRoot,
      remotes: {},
      backend: backendUrl,
      remoteOrigins: ['https://remotes.example/'],
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    try {
      const page = await fetch(`${url}/main/all`, { headers: { accept: 'text/html' } });
      // Read the body: an unread one keeps the connection busy and the gateway's close waits on it.
      await page.text();
      const policy = page.headers.get('content-security-policy');
      expect(policy).toContain("script-src 'self' https://remotes.example;");
      expect(policy).toContain(
        `connect-src 'self' ws://127.0.0.1:${new URL(url).port} https://remotes.example;`,
      );
    } finally {
      await gateway.close();
    }
    await expect(
      createGateway({ shellDir: shellRoot, remotes: {}, backend: backendUrl, remoteOrigins: ['*'] }),
    ).rejects.toThrow('--remote-origin *');
  });
});
