import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/csp';
import { HOSTILE_CASES, serveHostile } from '../support/hostile-posts';
import { DEV_INSTANCE_URL } from '../support/ports';
import { DEMO_PASSWORD, resetDevInstance } from '../support/sign-in';

async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const app = await request.post(`${DEV_INSTANCE_URL}/api/v1/apps`, {
    form: { client_name: 'layout journey', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' },
  });
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const token = await request.post(`${DEV_INSTANCE_URL}/oauth/token`, {
    form: {
      client_id,
      client_secret,
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      scope: 'read write',
    },
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

test.describe('a hostile post cannot widen the page', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  for (const viewport of [
    { width: 1200, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`a 4,900-character word wraps at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const bob = await tokenFor(request, 'bob');
      const posted = await request.post(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
        headers: { Authorization: `Bearer ${bob}` },
        form: { status: `W${'a'.repeat(4_900)}`, visibility: 'public' },
      });
      expect(posted.ok()).toBe(true);
      await page.goto('/main/public');
      await expect(page.getByRole('feed').locator('article').first()).toContainText('Waaaa');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  }
});

test.describe('a hostile post or name neither widens nor freezes the page', () => {
  for (const hostile of HOSTILE_CASES) {
    test(`${hostile.name}: the page keeps its width on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await serveHostile(page, hostile);
      await page.goto('/main/public');
      const first = page.getByRole('feed').locator('article').first();
      await expect(first).toBeVisible();
      if (hostile.content?.startsWith('<p>W')) {
        // Too long to lay out unasked: a text preview shows, the whole post on request.
        await expect(first).toContainText('Waaaa');
        await expect(first.getByRole('button', { name: 'Show more' })).toBeVisible();
      }
      if (hostile.displayName !== undefined) {
        // The name is isolated from the text around it and cut to one line.
        await expect(first.locator('bdi.account-name.status-display-name')).toContainText(
          hostile.displayName.slice(0, 6),
        );
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
