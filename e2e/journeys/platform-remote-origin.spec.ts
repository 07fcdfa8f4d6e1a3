import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test as unguarded } from '@playwright/test';
import { createGateway } from '../../gateway/src/server';
import { cspReports, expect, test } from '../support/csp';
import { buildPackage, ROOT } from '../support/package-install';
import { DEV_INSTANCE_URL, EXTRA_PORT } from '../support/ports';

// Where a remote may live (decision 0110): the page's origin by default. Behind the gateway an
// operator may allow other origins (--remote-origin); the policy then admits exactly those. The
// operator's theme is served here from a second loopback origin (another host name and port):
// refused by the policy without the option (the theme slot falls back to its default), used with it.
const gatewayPort = EXTRA_PORT;
const remotePort = EXTRA_PORT + 9;
const origin = `http://localhost:${gatewayPort}`;
const remoteOrigin = `http://127.0.0.1:${remotePort}`;
const REMOTES = ['timelines', 'composer', 'profiles', 'settings', 'moderation'];
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

let overlay = '';
let remoteServer: http.Server | undefined;

/** Serves the theme's build as a remotes host would: its files, readable from any origin. */
function serveRemote(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(remotePort, '127.0.0.1', () => resolve(server)));
}

async function startGateway(remoteOrigins: string[]) {
  const gateway = await createGateway({
    shellDir: path.join(ROOT, 'shell/dist'),
    remotes: Object.fromEntries(REMOTES.map((name) => [name, path.join(ROOT, 'remotes', name, 'dist')])),
    backend: DEV_INSTANCE_URL,
    overlayDir: overlay,
    remoteOrigins,
  });
  await gateway.listen({ port: gatewayPort, host: '127.0.0.1' });
  return gateway;
}

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());

unguarded.beforeAll(async () => {
  const dist = path.join(ROOT, 'examples/acme-theme/dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) buildPackage('@acme/theme');
  remoteServer = await serveRemote(dist);
  overlay = mkdtempSync(path.join(os.tmpdir(), 'murmur-overlay-'));
  mkdirSync(path.join(overlay, 'static'), { recursive: true });
  writeFileSync(
    path.join(overlay, 'static/remotes.json'),
    `${JSON.stringify({
      remotes: { acme_theme: `${remoteOrigin}/mf-manifest.json` },
      slots: { 'settings/theme': 'acme_theme/theme' },
    })}\n`,
  );
});

unguarded.afterAll(async () => {
  await new Promise((resolve) => remoteServer?.close(resolve) ?? resolve(undefined));
  if (overlay) rmSync(overlay, { recursive: true, force: true });
});

unguarded.describe.configure({ mode: 'serial', timeout: 300_000 });

unguarded.describe('without --remote-origin', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  unguarded.beforeAll(async () => {
    gateway = await startGateway([]);
  });
  // After the page has closed: the gateway waits for the page's open connections.
  unguarded.afterAll(async () => {
    await fetch(`${origin}/__murmur/csp-reports`, { method: 'DELETE' }).catch(() => undefined);
    await gateway?.close();
  });

  unguarded('the policy refuses the other origin, and the slot keeps its default', async ({ page }) => {
    await fetch(`${origin}/__murmur/csp-reports`, { method: 'DELETE' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto(`${origin}/main/all`);
    expect(response?.headers()['content-security-policy']).not.toContain(remoteOrigin);
    await expect(page.getByRole('feed').locator('article')).toHaveCount(20, { timeout: 90_000 });
    await expect
      .poll(() => warnings.some((w) => w.includes('The remote "acme_theme"') && w.includes('did not load')), {
        timeout: 90_000,
      })
      .toBe(true);
    // The operator is told where to look: the policy, and the gateway's option that widens it.
    expect(warnings.find((w) => w.includes('The remote "acme_theme"'))).toContain(
      `It is served from another origin (${remoteOrigin}): the page's security policy must allow it (behind Murmur's gateway: --remote-origin ${remoteOrigin})`,
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'acme-sunrise');
    expect(await background(page)).not.toBe('#fff8f0');
    // The browser refused it for the policy's connect-src (its manifest) before anything ran.
    await expect
      .poll(async () => (await cspReports(`${origin}/__murmur/csp-reports`, false)).join('\n'), {
        timeout: 90_000,
      })
      .toContain(`connect-src blocked ${remoteOrigin}/mf-manifest.json`);
  });
});

test.describe('with --remote-origin', () => {
  test.use({ cspReportsUrl: `${origin}/__murmur/csp-reports` });
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  test.beforeAll(async () => {
    gateway = await startGateway([remoteOrigin]);
  });
  test.afterAll(async () => {
    await gateway?.close();
  });

  test('the operator’s theme loads from the allowed origin, with no policy violation', async ({ page }) => {
    const response = await page.goto(`${origin}/main/all`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${remoteOrigin};`);
    expect(policy).toContain(`connect-src 'self' ws://localhost:${gatewayPort} ${remoteOrigin};`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme-sunrise', { timeout: 90_000 });
    await expect.poll(() => background(page), { timeout: 90_000 }).toBe('#fff8f0');
    await expect(page.getByRole('feed').locator('article')).toHaveCount(20, { timeout: 90_000 });
  });
});
