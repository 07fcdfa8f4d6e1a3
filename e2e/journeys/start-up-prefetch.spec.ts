import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/csp';
import { holdRequests } from '../support/hold-requests';
import { signIn } from '../support/sign-in';

/** Every request the page makes, in order, from now on. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    // The streaming link's catch-up once its socket opens (min_id: what came after the first
    // page) is not the first page asked again.
    if (!url.searchParams.has('min_id')) seen.push(url.pathname);
  });
  return seen;
}

/** Waits until each of `paths` has been asked. */
async function expectAsked(requests: readonly string[], paths: readonly string[]): Promise<void> {
  for (const path of paths)
    await expect.poll(() => requests.includes(path), { message: path, timeout: 30_000 }).toBe(true);
}

/** Each of `paths` asked exactly once. */
function expectAskedOnce(requests: readonly string[], paths: readonly string[]): void {
  for (const path of paths)
    expect(
      requests.filter((p) => p === path),
      path,
    ).toHaveLength(1);
}

/** The script of a remote module (its style sheet is another request). */
const isExpose = (name: string) => (path: string) =>
  path.includes(`__federation_expose_${name}.`) && path.endsWith('.js');

/** The instance, v1 or v2. */
const INSTANCE = /\/api\/v[12]\/instance(\?|$)/;

/** One of the shell's own scripts (not main.js, not a remote's). */
const SHELL_CHUNK = /^\/\d+\.[0-9a-f]{8}\.js$/;

/** The shell's entry (the federation runtime and the start) and its early entry. */
const SHELL_ENTRY = /^\/main\.[0-9a-f]{8}\.js$/;
const EARLY_ENTRY = /^\/boot\/boot\.[0-9a-f]{8}\.js$/;

/** Holds the shell's own scripts until the returned function is called: what leaves before it runs. */
const holdShellScripts = (page: Page) =>
  holdRequests(page, (request) => SHELL_CHUNK.test(new URL(request.url()).pathname));

test.describe('the first screen and the next ones load ahead (issue 26)', () => {
  test("a cold start asks each remote's manifest once, and the posts show", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();
    // The idle prefetch loads more remotes after the first screen: each manifest still once.
    await expect
      .poll(() => requests.filter(isExpose('ConversationPage')).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const manifests = requests.filter((p) => p.endsWith('/mf-manifest.json'));
    expect(manifests.length).toBeGreaterThanOrEqual(3);
    expect(new Set(manifests).size).toBe(manifests.length);
    // The timeline's first page left once, before its screen asked it again.
    expect(requests.filter((p) => p === '/api/v1/timelines/public')).toHaveLength(1);
  });

  test("a cold start names the shell's files in the page and asks the first screen's remote code before the shell runs", async ({
    page,
  }) => {
    // index.html names every file of the shell a cold start loads before the first posts: the
    // scripts as preload hints, the stylesheet as such.
    const html = await (await page.request.get('/main/all')).text();
    const named = [...html.matchAll(/<link[^>]*rel="?(preload|stylesheet)"?[^>]*>/g)].map(
      (tag) => tag[0].match(/href="?([^" >]+)/)?.[1],
    );
    // When the fifth post is drawn: the shell's lazy parts (the streaming link...) come after it,
    // and are not named in the page (decision 0250).
    await page.addInitScript(() => {
      const marked = window as unknown as { __fifthPost?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll('[role=feed] article:not([aria-busy="true"])').length < 5) return;
        marked.__fifthPost = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // The shell's own scripts wait until the rest has left.
    const release = await holdShellScripts(page);
    const requests = recordRequests(page);
    await page.goto('/main/all', { waitUntil: 'commit' });
    await expectAsked(requests, [
      '/remotes/timelines/mf-manifest.json',
      '/remotes/composer/mf-manifest.json',
      '/remotes/settings/mf-manifest.json',
      '/nodeinfo/2.1.json',
    ]);
    await expect.poll(() => requests.filter(isExpose('TimelinePage')).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => requests.filter(isExpose('Status')).length, { timeout: 30_000 }).toBe(1);
    release();
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();
    // The shell's scripts asked before the fifth post was drawn.
    const askedBeforePosts = await page.evaluate(() => {
      const fifthPost =
        (window as unknown as { __fifthPost?: number }).__fifthPost ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= fifthPost)
        .map((entry) => new URL(entry.name).pathname);
    });
    const shellFiles = [...new Set(askedBeforePosts.filter((p) => SHELL_CHUNK.test(p)))];
    expect(shellFiles.length).toBeGreaterThan(5);
    expect(shellFiles.filter((p) => !named.includes(p))).toEqual([]);
    expect(named.filter((p) => p?.endsWith('.css'))).toHaveLength(1);
    // Each asked once: start-up took over what the entry had asked.
    expectAskedOnce(requests, [
      '/remotes/timelines/mf-manifest.json',
      '/nodeinfo/2.1.json',
      '/static/remotes.json',
    ]);
    expect(requests.filter(isExpose('TimelinePage'))).toHaveLength(1);
  });

  test("the early entry asks the first screen's data and remote code while the shell's entry is still on its way", async ({
    page,
  }) => {
    const html = await (await page.request.get('/main/all')).text();
    const scripts = [...html.matchAll(/<script[^>]*src="?([^" >]+)/g)].map((tag) => tag[1] ?? '');
    // Named first, so it runs before the shell's entry; both fetched at high priority.
    expect(scripts.map((src) => EARLY_ENTRY.test(src) || SHELL_ENTRY.test(src))).toEqual([true, true]);
    expect(EARLY_ENTRY.test(scripts[0] ?? '')).toBe(true);
    expect(html.match(/<script[^>]*fetchpriority="?high/g)).toHaveLength(2);

    const release = await holdRequests(page, (request) => SHELL_ENTRY.test(new URL(request.url()).pathname));
    const requests = recordRequests(page);
    await page.goto('/main/all', { waitUntil: 'commit' });
    await expectAsked(requests, [
      '/static/remotes.json',
      '/api/v2/instance',
      '/api/v1/timelines/public',
      '/remotes/timelines/mf-manifest.json',
      '/remotes/composer/mf-manifest.json',
      '/nodeinfo/2.1.json',
    ]);
    await expect.poll(() => requests.filter(isExpose('TimelinePage')).length, { timeout: 30_000 }).toBe(1);
    release();
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();
    // The shell took over what the early entry had asked: each once.
    expectAskedOnce(requests, [
      '/static/remotes.json',
      '/api/v1/timelines/public',
      '/remotes/timelines/mf-manifest.json',
    ]);
  });

  test('without the early entry the shell asks all of it itself, and the posts show', async ({ page }) => {
    await page.route(
      (url) => EARLY_ENTRY.test(url.pathname),
      (route) => route.fulfill({ status: 404, body: 'gone' }),
    );
    const requests = recordRequests(page);
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();
    expectAskedOnce(requests, [
      '/static/remotes.json',
      '/api/v1/timelines/public',
      '/remotes/timelines/mf-manifest.json',
    ]);
  });

  test('a signed-in return visit checks the token and asks home before the shell runs, each once', async ({
    page,
  }) => {
    await signIn(page);
    // A start at this path (the sign-in itself started at /login) remembers the page it asked.
    await page.reload();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    // The shell's own scripts wait until the token's check and the home page have left.
    const release = await holdShellScripts(page);
    const requests = recordRequests(page);
    await page.reload({ waitUntil: 'commit' });
    await expectAsked(requests, ['/api/v1/accounts/verify_credentials', '/api/v1/timelines/home']);
    release();
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }),
    ).toBeVisible();
    // Start-up and the timeline took over what the entry had asked.
    expect(requests.filter((p) => p === '/api/v1/accounts/verify_credentials')).toHaveLength(1);
    expect(requests.filter((p) => p === '/api/v1/timelines/home')).toHaveLength(1);
  });

  test('a return visit asks what the last one learned beside the instance, and the posts show', async ({
    page,
  }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();

    // The instance does not answer until the rest has left: nothing else may wait for it.
    const release = await holdRequests(page, (request) => INSTANCE.test(request.url()));
    const requests = recordRequests(page);
    await page.reload({ waitUntil: 'commit' });
    await expectAsked(requests, [
      '/api/v1/timelines/public',
      '/nodeinfo/2.1.json',
      '/api/pleroma/frontend_configurations',
      '/static/terms-of-service.html',
      '/remotes/timelines/mf-manifest.json',
      '/remotes/composer/mf-manifest.json',
    ]);
    release();
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();
    // Each of them once: the page took over what it had asked ahead.
    expect(requests.filter((p) => p === '/api/v1/timelines/public')).toHaveLength(1);
    expect(requests.filter((p) => p === '/remotes/timelines/mf-manifest.json')).toHaveLength(1);
    expect(requests.filter((p) => p === '/nodeinfo/2.1.json')).toHaveLength(1);
  });

  test("pointing at a link fetches its screen's code before the click, and the screen opens", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();
    // The about page is not among the screens fetched when idle: only the pointer asks for it.
    const about = page.getByRole('navigation').getByRole('link', { name: 'About' });
    await about.hover();
    await expect.poll(() => requests.filter(isExpose('AboutPage')).length, { timeout: 30_000 }).toBe(1);
    await about.click();
    await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
    expect(requests.filter(isExpose('AboutPage'))).toHaveLength(1);
  });

  test('the keyboard focus on a link fetches its screen too', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').nth(4)).toBeVisible();
    const about = page.getByRole('navigation').getByRole('link', { name: 'About' });
    await about.focus();
    await expect.poll(() => requests.filter(isExpose('AboutPage')).length, { timeout: 30_000 }).toBe(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
  });

  test('once idle, the thread screen is there before the reader opens one', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/main/all');
    const first = page.getByRole('feed').locator('article').first();
    await expect(first).toBeVisible();
    await expect
      .poll(() => requests.filter(isExpose('ConversationPage')).length, { timeout: 30_000 })
      .toBe(1);
    await first.locator('a[href^="/notice/"]').first().click();
    await expect(page.locator('.conversation article').first()).toBeVisible();
    expect(requests.filter(isExpose('ConversationPage'))).toHaveLength(1);
  });
});
