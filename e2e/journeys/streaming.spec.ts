import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { signIn } from '../support/sign-in';

// Spec 1 sections 4 and 8: the streaming socket breaks, the reader is told, the timeline keeps
// moving (polling, then the catch-up after the reconnect), and the reader is told it is back.
// The socket is broken through the dev instance's loopback-only controls under /__dev/, so these
// requests go to the dev instance directly, not through the gateway.

/** How many streaming sockets the dev instance holds open. */
async function openSockets(request: APIRequestContext): Promise<number> {
  const reply = await request.get(`${DEV_INSTANCE_URL}/__dev/streaming`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { open: number }).open;
}

/**
 * Resolves once the page's own streaming socket is open: it has sent its first subscription. The
 * dev instance's count of open sockets can include another page's, or count the page's before the
 * page itself sees it open; breaking a socket still connecting reads as 1006, not the code sent.
 * Call before the page is opened.
 */
function pageSocketOpen(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', (socket) => socket.url().includes('/api/v1/streaming'))
    .then((socket) =>
      socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('subscribe')),
    );
}

/**
 * Records every notice the page shows from now on: a notice leaves after 5 s, and on a busy
 * machine the journey's next look can come later than that.
 */
async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __notices?: string[] };
    w.__notices = [];
    const host = document.querySelector('.notices');
    if (!host) throw new Error('no notices region');
    new MutationObserver(() => {
      // Each with its region: errors are announced assertively, the others politely.
      for (const item of host.querySelectorAll('[role=alert] > *, [role=status] > *')) {
        const text = `${item.parentElement?.getAttribute('role')}: ${item.textContent ?? ''}`;
        if (!w.__notices?.includes(text)) w.__notices?.push(text);
      }
    }).observe(host, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);
}

/** A demo account's token through the password grant, the way any client gets one. */
async function passwordToken(request: APIRequestContext, username = 'alice'): Promise<string> {
  const app = await request.post(`${DEV_INSTANCE_URL}/api/v1/apps`, {
    form: {
      client_name: 'streaming journey',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: 'read write',
    },
  });
  expect(app.ok()).toBe(true);
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const token = await request.post(`${DEV_INSTANCE_URL}/oauth/token`, {
    form: {
      client_id,
      client_secret,
      grant_type: 'password',
      username,
      password: 'murmur-demo',
      scope: 'read write',
    },
  });
  expect(token.ok()).toBe(true);
  return ((await token.json()) as { access_token: string }).access_token;
}

test.describe('the streaming socket', () => {
  test.afterEach(async ({ request }) => {
    // Other journeys must find the socket allowed and the world as seeded.
    await request.post(`${DEV_INSTANCE_URL}/__dev/reset`);
  });

  test('a broken socket is reported, the post made meanwhile still arrives, and the reconnection is reported', async ({
    page,
    request,
  }) => {
    const socketOpen = pageSocketOpen(page);
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article')).toHaveCount(20);
    await socketOpen;
    await expect.poll(() => openSockets(request)).toBeGreaterThan(0);
    const notices = await recordNotices(page);

    // Break it with a code that is not a normal closure, and refuse reconnections for a while.
    const close = await request.post(`${DEV_INSTANCE_URL}/__dev/streaming/close`, {
      form: { code: '4002', reason: 'journey', rejectNew: 'true', rejectForMs: '6000' },
    });
    expect(close.ok()).toBe(true);
    // The global notices (spec 1 section 8); an error notice is announced assertively.
    await expect
      .poll(notices)
      .toContainEqual(expect.stringContaining('alert: Realtime connection lost: CloseEvent code 4002'));

    // Someone posts while the socket is down.
    const text = `Posted while the socket was down ${Date.now()}`;
    const token = await passwordToken(request);
    const posted = await request.post(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
      headers: { Authorization: `Bearer ${token}` },
      form: { status: text, visibility: 'public' },
    });
    expect(posted.ok()).toBe(true);

    // Polling or the catch-up after the reconnection brings it: behind 'Show new (1)' or shown.
    const showNew = page.getByRole('button', { name: 'Show new (1)' });
    await expect(showNew.or(feed.getByText(text))).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(notices, { timeout: 30_000 })
      .toContainEqual(expect.stringContaining('status: Realtime connection established'));
    if (await showNew.isVisible()) await showNew.click();
    await expect(feed.locator('article').first()).toContainText(text);
    await expect(page.getByRole('button', { name: /show new/i })).toHaveCount(0);
  });

  test('while reconnections are refused, polling every 20 s brings new posts', async ({ page, request }) => {
    const socketOpen = pageSocketOpen(page);
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    await expect(feed.locator('article')).toHaveCount(20);
    await socketOpen;
    await expect.poll(() => openSockets(request)).toBeGreaterThan(0);
    await request.post(`${DEV_INSTANCE_URL}/__dev/streaming/close`, {
      form: { code: '4003', rejectNew: 'true', rejectForMs: '60000' },
    });
    await expect(page.getByText('Realtime connection lost: CloseEvent code 4003')).toBeVisible();

    const text = `Found by polling ${Date.now()}`;
    const token = await passwordToken(request);
    const posted = await request.post(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
      headers: { Authorization: `Bearer ${token}` },
      form: { status: text, visibility: 'public' },
    });
    expect(posted.ok()).toBe(true);

    // The next poll (spec 1 section 9: 20 s) finds it while the socket is still refused.
    const showNew = page.getByRole('button', { name: 'Show new (1)' });
    await expect(showNew.or(feed.getByText(text))).toBeVisible({ timeout: 25_000 });
    expect(await openSockets(request)).toBe(0);
    if (await showNew.isVisible()) await showNew.click();
    await expect(feed.locator('article').first()).toContainText(text);

    // Allowed again, the socket comes back at its next restart: past the spec's 1, 2, 3 s the wait
    // doubles while reconnections are refused (issue 39), so about 24 s after ~25 s refused.
    await request.post(`${DEV_INSTANCE_URL}/__dev/streaming/allow`);
    await expect(page.getByText('Realtime connection established')).toBeVisible({ timeout: 45_000 });
    expect(await openSockets(request)).toBeGreaterThan(0);
  });

  test('signed in, the user stream brings a followed account’s new post home; signing out goes back to the public stream', async ({
    page,
    request,
  }) => {
    const userSocket = page.waitForEvent('websocket', {
      predicate: (ws) => /[?&]stream=user\b/.test(ws.url()) && /[?&]access_token=/.test(ws.url()),
    });
    await signIn(page, 'alice');
    const socket = await userSocket;
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    await expect.poll(() => openSockets(request)).toBeGreaterThan(0);

    // bob, whom alice follows, posts.
    const text = `Streamed to home ${Date.now()}`;
    const token = await passwordToken(request, 'bob');
    const posted = await request.post(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
      headers: { Authorization: `Bearer ${token}` },
      form: { status: text, visibility: 'public' },
    });
    expect(posted.ok()).toBe(true);
    // Well within the 20 s of a poll: it came through the socket.
    await page.getByRole('button', { name: 'Show new (1)' }).click({ timeout: 5000 });
    await expect(feed.locator('article').first()).toContainText(text);

    // Signing out shuts the user socket down and opens the public one.
    const publicSocket = page.waitForEvent('websocket', {
      predicate: (ws) => /[?&]stream=public\b/.test(ws.url()) && !ws.url().includes('access_token'),
    });
    const userSocketClosed = socket.waitForEvent('close');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out', exact: true }).click();
    await userSocketClosed;
    await publicSocket;
    await expect(page.getByText(/Realtime connection/)).toHaveCount(0);
  });

  test('a normal closure (1000) is not restarted and raises no notice', async ({ page, request }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article')).toHaveCount(20);
    await expect.poll(() => openSockets(request)).toBeGreaterThan(0);
    await request.post(`${DEV_INSTANCE_URL}/__dev/streaming/close`, { form: { code: '1000' } });
    await expect.poll(() => openSockets(request)).toBe(0);
    // Longer than the longest restart delay (3 s): still no socket, no notice.
    await page.waitForTimeout(4000);
    expect(await openSockets(request)).toBe(0);
    await expect(page.getByText(/Realtime connection/)).toHaveCount(0);
  });
});
