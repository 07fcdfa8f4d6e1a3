import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

// Issue 24: announcements arrive by the user stream on Akkoma and Mastodon (`announcement`,
// `announcement.reaction`, `announcement.delete`); the page and the unread badge follow them
// without a reload. The admin acts through the API straight on the dev instance, as another
// client would.

async function tokenFor(username: string, scope: string): Promise<string> {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const app = await fetch(`${DEV_INSTANCE_URL}/api/v1/apps`, {
    method: 'POST',
    body: form({
      client_name: 'live announcements',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: scope,
    }),
  });
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const token = await fetch(`${DEV_INSTANCE_URL}/oauth/token`, {
    method: 'POST',
    body: form({
      client_id,
      client_secret,
      grant_type: 'password',
      username,
      password: 'murmur-demo',
      scope,
    }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

async function call(token: string, method: string, path: string, form?: Record<string, string>) {
  const reply = await fetch(`${DEV_INSTANCE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    body: form ? new URLSearchParams(form) : undefined,
  });
  expect(reply.ok, `${method} ${path}`).toBe(true);
  return (await reply.json()) as Record<string, unknown>;
}

/** Sockets of a signed-in reader on their user stream: the public one of before sign-in is not it. */
async function userStreams(): Promise<number> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/streaming`);
  return ((await reply.json()) as { userStreams: number }).userStreams;
}

test.describe('announcements live (issue 24)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('an admin publishes, someone reacts, the admin deletes: alice’s badge and page follow without a reload', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await expect.poll(userStreams).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    const entry = nav.getByRole('link', { name: /Announcements/ });
    await expect(entry).toContainText(/\d/);
    // biome-ignore lint/performance/useDomNodeTextContent: a locator's rendered text, as the reader sees it, not the DOM property
    const unreadOf = async () => Number(/(\d+)/.exec(await entry.innerText())?.[1] ?? 0);
    const before = await unreadOf();
    await entry.click();
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    // A navigation the test can check for: nothing below may reload the page.
    await page.evaluate(() => {
      (window as { __sameDocument?: boolean }).__sameDocument = true;
    });

    const admin = await tokenFor('admin', 'read write admin');
    const created = await call(admin, 'POST', '/api/v1/pleroma/admin/announcements', {
      content: 'Live: the tea party starts now',
    });
    const item = page.locator('li.announcement').filter({ hasText: 'Live: the tea party starts now' });
    await expect(item).toBeVisible();
    await expect(item).toHaveClass(/announcement--unread/);
    await expect.poll(unreadOf).toBe(before + 1);
    await expect(page).toHaveTitle(/^\(\d+\)/);

    // Someone reacts: the count shows on the announcement at once.
    const bob = await tokenFor('bob', 'read write');
    await call(bob, 'PUT', `/api/v1/announcements/${created.id}/reactions/${encodeURIComponent('🎉')}`);
    await expect(item.getByRole('list', { name: 'Reactions' })).toContainText('🎉');
    await expect(item.getByRole('list', { name: 'Reactions' }).getByText('1', { exact: true })).toBeVisible();

    // Deleted: gone from the page and from the count.
    await call(admin, 'DELETE', `/api/v1/pleroma/admin/announcements/${created.id}`);
    await expect(item).toHaveCount(0);
    await expect.poll(unreadOf).toBe(before);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('the seeded reactions show, a custom one as its image, a hostile one as text', async ({ page }) => {
    await signInAt(page, '/announcements', 'alice');
    const welcome = page
      .locator('li.announcement')
      .filter({ hasText: 'Welcome to the Murmur development instance' });
    const reactions = welcome.getByRole('list', { name: 'Reactions' });
    await expect(reactions).toContainText('🎉');
    await expect(reactions.locator('img[alt=":blobcatheart:"]')).toBeVisible();
    await expect(reactions).toContainText('pwn_emoji');
    await expect(reactions.locator('img[src^="javascript"]')).toHaveCount(0);
  });
});
