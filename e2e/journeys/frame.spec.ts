import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { DEMO_PASSWORD, resetDevInstance, signIn } from '../support/sign-in';

/** A token for a demo account through the password grant, the way any client gets one. */
async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const app = await request.post(`${DEV_INSTANCE_URL}/api/v1/apps`, {
    form: { client_name: 'frame journey', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' },
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
  expect(token.ok()).toBe(true);
  return ((await token.json()) as { access_token: string }).access_token;
}

/** Sets a marker on the current document: it survives only if no full page load happens. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** A horizontal swipe by touch events on an element, from its middle by dx pixels. */
async function swipe(page: Page, selector: string, dx: number): Promise<void> {
  await page.evaluate(
    ({ selector, dx }) => {
      const target = document.querySelector(selector);
      if (!target) throw new Error(`no ${selector}`);
      const rect = target.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const touch = (clientX: number) => new Touch({ identifier: 1, target, clientX, clientY: y });
      const fire = (type: string, clientX: number, active: boolean) => {
        const t = touch(clientX);
        target.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            cancelable: true,
            touches: active ? [t] : [],
            targetTouches: active ? [t] : [],
            changedTouches: [t],
          }),
        );
      };
      fire('touchstart', x, true);
      fire('touchmove', x + dx / 2, true);
      fire('touchmove', x + dx, true);
      fire('touchend', x + dx, false);
    },
    { selector, dx },
  );
}

test.describe('the frame on a desktop window', () => {
  test('shows the top bar, the navigation and the features panel to a visitor', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('banner')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await expect(nav.getByRole('link', { name: 'Whole known network' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Local timeline' })).toBeVisible();
    // Signed-in entries stay hidden from visitors.
    await expect(nav.getByRole('link', { name: 'Home timeline' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Bookmarks' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expect(page.getByText(/Text limit: \d+/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to join the discussion' })).toBeVisible();
  });

  test('the search bar opens empty and focused, and Enter goes to the search route', async ({ page }) => {
    await page.goto('/main/all');
    await page.getByRole('button', { name: 'Open search' }).click();
    const input = page.getByRole('searchbox', { name: 'Search terms' });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await input.fill('cats and dogs');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=cats\+and\+dogs$/);
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    // Opening it again clears the previous term.
    await page.getByRole('button', { name: 'Close search' }).click();
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('');
  });

  test('the interface language changes at run time without a reload', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed')).toBeVisible();
    await markDocument(page);
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('de');
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await expect(nav.getByRole('link', { name: 'Das gesamte bekannte Netzwerk' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Einstellungen', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await sameDocument(page)).toBe(true);
    // And back.
    await page.getByRole('combobox', { name: 'Oberflächensprache' }).selectOption('en');
    await expect(nav.getByRole('link', { name: 'Whole known network' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a modal traps focus, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/main/all');
    const preferences = page.getByRole('button', { name: 'Preferences' });
    await preferences.click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(preferences).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the title and favicon badge count a new notification for a signed-in user', async ({
    page,
    request,
  }) => {
    // What was there at sign-in is counted first (notifications and announcements are fetched at
    // start; alice has unseen ones); the new mention adds one to it.
    const fetched = Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/notifications'),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/announcements'),
    ]);
    await signIn(page, 'alice');
    await fetched;
    await expect(page).toHaveTitle(/^\(\d+\) /);
    const shown = await page.title();
    const before = Number(/^\((\d+)\) /.exec(shown)?.[1] ?? 0);
    const title = shown.replace(/^\(\d+\) /, '');
    // Give the user stream a moment to open, then bob mentions alice.
    await expect
      .poll(async () => {
        const reply = await request.get(`${DEV_INSTANCE_URL}/__dev/streaming`);
        return ((await reply.json()) as { open: number }).open;
      })
      .toBeGreaterThan(0);
    const bob = await tokenFor(request, 'bob');
    const posted = await request.post(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
      headers: { Authorization: `Bearer ${bob}` },
      form: { status: `@alice the frame journey says hello ${Date.now()}`, visibility: 'public' },
    });
    expect(posted.ok()).toBe(true);
    await expect(page).toHaveTitle(`(${before + 1}) ${title}`, { timeout: 30_000 });
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /^data:image\/png/);
    await resetDevInstance();
  });

  test('signed in, the navigation keeps its place while the user card and post form arrive, from the second start on', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await signIn(page, 'alice');
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    const form = page.locator('.user-panel form').first();
    await expect(form).toBeVisible();
    await expect(page.locator('.user-panel .user-card')).toBeVisible();
    // The place their height is kept for: held on the next start, let go once they are drawn.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('murmur:user-panel-height')))
      .not.toBeNull();
    await page.reload();
    await expect(nav).toBeVisible();
    const first = await nav.boundingBox();
    await expect(form).toBeVisible();
    await expect(page.locator('.user-panel')).not.toHaveAttribute('style', /min-height/);
    const drawn = await nav.boundingBox();
    expect(first && drawn).toBeTruthy();
    // Where it first showed is where it stays (a line's difference at most).
    expect(Math.abs((drawn?.y ?? 0) - (first?.y ?? 0))).toBeLessThanOrEqual(24);
  });

  test('the instance panel is rendered from sanitised HTML, never injected', async ({ page }) => {
    await page.route('**/instance/panel.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<h3>Welcome to the dev instance</h3><p>Be <a href="/about">kind</a>.</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 1">',
      }),
    );
    await page.goto('/main/all');
    const panel = page.getByRole('region', { name: 'About this instance' });
    await expect(panel.getByRole('heading', { name: 'Welcome to the dev instance' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'kind' })).toBeVisible();
    expect(await panel.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('start-up', () => {
  test('the settings remote applies the default theme, which the built-in colours already are', async ({
    page,
  }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'pleroma-dark');
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--bg'))).toBe(
      '#0f161e',
    );
    // The first render does not wait for the default theme (start-up/load-theme.ts), so the shell's
    // stylesheet must paint it exactly: every variable the remote set, read again without it.
    const differing = await page.evaluate(() => {
      const root = document.documentElement;
      const applied = Array.from(root.style, (name) => ({
        name,
        value: root.style.getPropertyValue(name).trim(),
      }));
      root.removeAttribute('style');
      const builtIn = getComputedStyle(root);
      return applied.filter(({ name, value }) => builtIn.getPropertyValue(name).trim() !== value);
    });
    expect(differing).toEqual([]);
  });

  test('without the settings remote the page starts with the built-in colours', async ({ page }) => {
    await page.route('**/remotes/settings/**', (route) => route.abort());
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 22, 30)');
  });

  test('without browser storage the reader is told, and the page keeps working', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/main/all');
    await expect(page.getByRole('alert').getByText(/could not access browser storage/)).toBeVisible();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  });
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets the interface in German from the start, the server listing German', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Lokale Zeitleiste' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Melde dich an, um mitzudiskutieren' })).toBeVisible();
  });
});

test.describe('a wide window', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('shows the third column to a signed-in reader only', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Notifications column' })).toHaveCount(0);
    await signIn(page, 'alice');
    await expect(page.getByRole('complementary', { name: 'Notifications column' })).toBeVisible();
    await expect(page.locator('.frame')).toHaveAttribute('data-layout', 'wide');
  });
});

test.describe('the frame on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button opens the side drawer and a left swipe closes it', async ({ page }) => {
    await page.goto('/main/all');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // No sidebar on a phone: the navigation lives in the drawer.
    await expect(page.locator('.frame__sidebar')).toHaveCount(0);
    await menu.click();
    const drawer = page.getByTestId('side-drawer');
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Local timeline' })).toBeVisible();
    // A swipe shorter than 30 px does nothing.
    await swipe(page, '[data-testid="side-drawer"]', -20);
    await expect(drawer).toBeVisible();
    await swipe(page, '[data-testid="side-drawer"]', -60);
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Focus comes back to the menu button.
    await expect(menu).toBeFocused();
  });

  test('a link in the drawer navigates and closes it; its timelines link goes to the last timeline', async ({
    page,
  }) => {
    await page.goto('/main/bubble');
    await expect(page.getByRole('feed')).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByTestId('side-drawer');
    await expect(drawer.getByRole('link', { name: 'Timelines' })).toHaveAttribute('href', '/main/bubble');
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
  });

  test('a signed-in reader gets the notifications drawer and the floating post button', async ({ page }) => {
    await signIn(page, 'alice');
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    await swipe(page, '#notifications-drawer', 80);
    await expect(drawer).toBeHidden();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    // The floating button opens the new-post modal with the composer's form.
    await page.getByRole('button', { name: 'Post new status' }).click();
    const postForm = page.getByRole('dialog', { name: 'Post new status' });
    await expect(postForm.getByRole('textbox', { name: 'Post new status' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(postForm).toHaveCount(0);
  });

  test('has no serious accessibility violations, drawer closed and open', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByTestId('side-drawer')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
