import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { createGateway } from '../../gateway/src/server';
import { expect, test } from '../support/csp';
import { ROOT } from '../support/package-install';
import { DEV_INSTANCE_URL, EXTRA_PORT } from '../support/ports';
import { resetDevInstance, signIn } from '../support/sign-in';

// A reader on a slow network (issue 40, decision 0161): the gateway serves the landing pages with
// what the first screen waits for in them (the instance, nodeinfo, remotes.json, the first screen's
// remote manifests, a visitor's first timeline page) and preload hints for the first screen's
// remote files, compressed. The journeys' own gateway runs without it (their faults are staged in
// the browser); this one runs its own gateway with it, over the same build and dev instance.
const port = EXTRA_PORT + 9;
const origin = `http://localhost:${port}`;
const REMOTES = ['timelines', 'composer', 'profiles', 'settings', 'moderation'];
let gateway: Awaited<ReturnType<typeof createGateway>> | undefined;

test.beforeAll(async () => {
  gateway = await createGateway({
    shellDir: path.join(ROOT, 'shell/dist'),
    remotes: Object.fromEntries(REMOTES.map((name) => [name, path.join(ROOT, 'remotes', name, 'dist')])),
    backend: DEV_INSTANCE_URL,
    startUpData: true,
    // What the page carries is checked below: a loaded machine must not leave it out.
    startUpDeadlineMs: 30_000,
  });
  await gateway.listen({ port, host: '127.0.0.1' });
  expect((gateway.server.address() as AddressInfo).port).toBe(port);
});

test.afterAll(async () => {
  await gateway?.close();
});

test.use({ baseURL: origin, cspReportsUrl: `${origin}/__murmur/csp-reports` });

/** Every request the page makes from now on, as path and query, with its authorization. */
function recordRequests(page: Page): { path: string; signed: boolean }[] {
  const seen: { path: string; signed: boolean }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    seen.push({ path: url.pathname + url.search, signed: Boolean(request.headers().authorization) });
  });
  return seen;
}

/**
 * What the embedded data answers in the browser instead of the network. The first timeline page is
 * carried too, but the client drops an early answer nobody took within 15 s (EARLY_REQUEST_TTL_MS)
 * and asks again, which a loaded machine can reach: the page's own copy is checked instead.
 */
const EMBEDDED = ['/api/v2/instance', '/.well-known/nodeinfo', '/static/remotes.json'];

test.describe('the landing page carries what the first screen waits for (issue 40)', () => {
  test.beforeEach(async () => {
    // Its own gateway builds each landing page from the server's replies: a cold start or two more.
    test.slow();
    await resetDevInstance();
  });

  test("a visitor's first posts come from the page itself, and the remote files are hinted in it", async ({
    page,
    request,
  }) => {
    const requests = recordRequests(page);
    const served = await request.get('/main/all', { headers: { accept: 'text/html' } });
    const html = await served.text();
    expect(html).toContain('<script id="murmur-start-up" type="application/json">');
    expect(html).toContain('"/api/v1/timelines/public?limit=20":{"status":200');
    expect(html).toMatch(/<link rel="preload" as="script" href="\/remotes\/timelines\/remoteEntry\.js">/);
    expect(html).toMatch(
      /<link rel="preload" as="script" href="\/remotes\/composer\/__federation_expose_Status\.[0-9a-f]+\.js">/,
    );

    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').nth(4)).toBeVisible({ timeout: 30_000 });
    // The first post is the server's newest public post, as the page carried it.
    const [newest] = (await (
      await request.get(`${DEV_INSTANCE_URL}/api/v1/timelines/public?limit=1`)
    ).json()) as {
      id: string;
      reblog: { id: string } | null;
    }[];
    const shownId = newest?.reblog?.id ?? newest?.id ?? 'none';
    await expect(
      feed.locator('article').first().locator(`a[href="/notice/${shownId}"]`).first(),
    ).toBeVisible();
    for (const path of EMBEDDED)
      expect(
        requests.map((r) => r.path),
        path,
      ).not.toContain(path);
    // The scripts came compressed.
    const entry = await request.get('/remotes/timelines/remoteEntry.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(entry.headers()['content-encoding']).toBe('br');

    // Scrolling on asks the next page of the server, from the embedded page's own link.
    // The reader keeps scrolling: a gesture made while the feed was still busy (its first page
    // being refreshed) does not count once the feed is free again (use-near-bottom.ts).
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000);
          return requests.some(
            (r) => r.path.startsWith('/api/v1/timelines/public?') && r.path.includes('max_id='),
          );
        },
        { timeout: 30_000, intervals: [500, 1_000] },
      )
      .toBe(true);
  });

  test("a signed-in reader's timeline is asked with the token, not taken from the visitor's page", async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const requests = recordRequests(page);
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible({ timeout: 30_000 });
    expect(
      requests.filter((r) => r.path === '/api/v1/timelines/public?limit=20' && r.signed),
    ).not.toHaveLength(0);
  });
});
