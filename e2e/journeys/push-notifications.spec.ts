import type { Page } from '@playwright/test';
import { fullBrowser } from '../support/chromium';
import { expect, test } from '../support/csp';
import { BASE_URL, DEV_INSTANCE_URL, EXTRA_PORT } from '../support/ports';
import { deliverPush, FakePushService, shownNotifications } from '../support/push-service';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

// The headless shell has no push messaging: this file runs in the full browser (decision 0210).
test.use(fullBrowser);

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openNotificationsTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Preferences' }).click();
  await settings(page).getByRole('tab', { name: 'Notifications', exact: true }).click();
}

async function post(token: string, fields: Record<string, string>): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(reply.ok).toBe(true);
}

async function devConfig(fields: Record<string, string>): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(reply.ok).toBe(true);
}

test.describe('web push (spec 1 section 7, spec 3 webPushNotifications)', () => {
  // Push is delivered into the service worker.
  test.use({ serviceWorkers: 'allow' });
  let service: FakePushService;

  test.beforeEach(async () => {
    await resetDevInstance();
    service = new FakePushService(EXTRA_PORT);
    await service.start();
  });

  test.afterEach(async () => {
    await service.stop();
    await devConfig({ webPush: 'on' });
  });

  test('subscribe, receive a mention as a notification (behind its CW when asked), unsubscribe', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    await service.stubBrowserSubscription(context, 'alice');
    await signIn(page, 'alice');
    await openNotificationsTab(page);
    const enable = settings(page).getByRole('checkbox', { name: 'Enable web push notifications' });
    await enable.click();
    await expect(settings(page).getByText('Push notifications are on in this browser.')).toBeVisible();
    await expect(enable).toBeChecked();

    const bob = await apiTokenFor('bob');
    await post(bob, { status: '@alice the train leaves at nine' });
    await expect.poll(() => service.received.length, { timeout: 15_000 }).toBe(1);
    const message = service.received[0];
    expect(message?.path).toBe('/alice');
    expect(message?.authorization).toMatch(/^vapid t=/);
    // The worker is handed what the dev instance sent, as the browser would after decrypting it.
    await deliverPush(page, message?.payload ?? '');
    await expect
      .poll(async () => (await shownNotifications(page)).find((n) => n.body.includes('train')), {
        timeout: 15_000,
      })
      .toMatchObject({
        title: expect.stringMatching(/mentioned you$/),
        body: expect.stringContaining('the train leaves at nine'),
      });

    // A post behind a content warning shows only the warning (webPushHideIfCW, on by default).
    await expect(
      settings(page).getByRole('checkbox', { name: /Hide the contents of push notifications/ }),
    ).toBeChecked();
    await post(bob, { status: '@alice the butler did it', spoiler_text: 'film spoilers' });
    await expect.poll(() => service.received.length, { timeout: 15_000 }).toBe(2);
    await deliverPush(page, service.received[1]?.payload ?? '');
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.body), { timeout: 15_000 })
      .toContain('Content warning: film spoilers');
    expect((await shownNotifications(page)).some((n) => n.body.includes('butler'))).toBe(false);

    // With the option off, the text shows.
    await settings(page)
      .getByRole('checkbox', { name: /Hide the contents of push notifications/ })
      .uncheck();
    await post(bob, { status: '@alice the gardener did it', spoiler_text: 'more spoilers' });
    await expect.poll(() => service.received.length, { timeout: 15_000 }).toBe(3);
    await deliverPush(page, service.received[2]?.payload ?? '');
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.body), { timeout: 15_000 })
      .toContain('@alice the gardener did it');

    // Off: the server's subscription is deleted, and nothing more is sent.
    await enable.click();
    await expect(enable).not.toBeChecked();
    await expect(settings(page).getByText('Push notifications are on in this browser.')).toBeHidden();
    await post(bob, { status: '@alice are you still there' });
    const pushes = await (await fetch(`${DEV_INSTANCE_URL}/__dev/push`)).json();
    expect(pushes.attempts).toHaveLength(3);
    expect(service.received).toHaveLength(3);
  });

  test('each refusal says why', async ({ page, context }) => {
    test.setTimeout(300_000);
    await service.stubBrowserSubscription(context, 'alice');
    await signIn(page, 'alice');
    await openNotificationsTab(page);
    const enable = settings(page).getByRole('checkbox', { name: 'Enable web push notifications' });
    // The reader answers the browser's question with 'Block' (headless Chromium never asks).
    await page.evaluate(() => {
      Notification.requestPermission = async () => 'denied';
    });
    await enable.click();
    await expect(settings(page).getByRole('alert')).toContainText('does not allow notifications');
    await expect(enable).not.toBeChecked();

    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    await devConfig({ webPush: 'disabled' });
    await enable.click();
    await expect(settings(page).getByRole('alert')).toHaveText('Web Push is disabled in config');
    await expect(enable).not.toBeChecked();

    // No VAPID key: the instance no longer lists one (read at the next start).
    await devConfig({ webPush: 'no-key' });
    await page.reload();
    await openNotificationsTab(page);
    await enable.click();
    await expect(settings(page).getByRole('alert')).toHaveText('VAPID public key is not found');
    await expect(enable).not.toBeChecked();
  });

  test('signing out deletes the subscription', async ({ page, context }) => {
    test.setTimeout(300_000);
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    await service.stubBrowserSubscription(context, 'alice');
    await signIn(page, 'alice');
    await openNotificationsTab(page);
    await settings(page).getByRole('checkbox', { name: 'Enable web push notifications' }).click();
    await expect(settings(page).getByText('Push notifications are on in this browser.')).toBeVisible();
    await page.reload();
    // The server's subscription is deleted by the sign-out itself, while the token still works.
    const deleted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/push/subscription' && r.request().method() === 'DELETE',
    );
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Log out' })
      .getByRole('button', { name: 'Log out', exact: true })
      .click();
    await expect(page).toHaveURL(/\/main\/public$/);
    // A loaded machine can hold that answer past the sign-out's own wait: the mention is posted once
    // the server has answered, as it would be seconds later for a real reader.
    expect((await deleted).ok()).toBe(true);
    await post(await apiTokenFor('bob'), { status: '@alice after sign-out' });
    await page.waitForTimeout(1_000);
    expect(service.received).toHaveLength(0);
  });
});
