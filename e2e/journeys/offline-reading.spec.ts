import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect as baseExpect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

// Issue 36: installable, and reading offline. The service worker is what these journeys are about.
test.use({ serviceWorkers: 'allow' });
// Several full starts (online, offline, back online) on a shared machine: each may take a while.
test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 45_000 });

/** The entries of the owner's kept list whose key ends in `:{list}` (IndexedDB), [] when none. */
function keptEntries<T>(page: Page, list: 'threads' | 'profiles'): Promise<T[]> {
  return page.evaluate(async (suffix) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('murmur-snapshots');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const store = db.transaction('snapshots').objectStore('snapshots');
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const request = store.getAllKeys();
      request.onsuccess = () => resolve(request.result);
    });
    const key = keys.find((k) => typeof k === 'string' && k.endsWith(suffix));
    if (!key) return [];
    const kept = await new Promise<{ entries: unknown[] }>((resolve) => {
      const request = store.get(key);
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return kept.entries;
  }, `:${list}`) as Promise<T[]>;
}

/** Waits until the profile named `idOrName` (its address's last part) is kept with its first posts. */
async function waitForKeptProfile(page: Page, idOrName: string): Promise<void> {
  await expect
    .poll(async () =>
      (
        await keptEntries<{ id: string; account: { acct: string }; statuses: unknown[] }>(page, 'profiles')
      ).some(
        (entry) => (entry.id === idOrName || entry.account.acct === idOrName) && entry.statuses.length > 0,
      ),
    )
    .toBe(true);
}

/** Waits until the thread opened for `statusId` is kept for reading offline (IndexedDB). */
async function waitForKeptThread(page: Page, statusId: string): Promise<void> {
  await expect
    .poll(async () =>
      (await keptEntries<{ id: string }>(page, 'threads')).some((entry) => entry.id === statusId),
    )
    .toBe(true);
}

/** Waits until the service worker controls the page and has kept the app page and its files. */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return 'no worker yet';
          const page = await caches.match('/index.html');
          const instance =
            (await caches.match('/api/v2/instance')) ?? (await caches.match('/api/v1/instance'));
          const files = (await (await caches.open('murmur-files-v1')).keys()).length;
          return page && instance && files > 10 ? 'kept' : `page ${Boolean(page)}, files ${files}`;
        }),
      { timeout: 30_000 },
    )
    .toBe('kept');
}

/**
 * Waits until the reply form's own files are kept by the worker: the post display fetches them
 * while idle where a worker keeps files (status-post.tsx), so a reader who never replied online can
 * reply offline. They are found by what they are (the post display's lazily loaded styles with the
 * post form's), not by a hashed name.
 */
async function waitForKeptReplyForm(page: Page): Promise<void> {
  // Read from the test's side: a fetch of the page would go through the worker, which keeps it.
  const base = new URL('/remotes/composer/', page.url());
  const manifest = (await (await page.request.get(new URL('mf-manifest.json', base).href)).json()) as {
    exposes: { name: string; assets: { css: { async: string[] } } }[];
  };
  const names: string[] = [];
  for (const name of manifest.exposes.find((expose) => expose.name === 'Status')?.assets.css.async ?? []) {
    // Another slot's own entry styles (the post form's exposes) are fetched when that slot shows,
    // not by the post display: only its lazily loaded chunks are the reply form's.
    if (name.startsWith('__federation_expose_')) continue;
    const text = await (await page.request.get(new URL(name, base).href)).text();
    if (text.includes('.post-form__text-wrap')) names.push(`/remotes/composer/${name}`);
  }
  expect(names.length).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const files = await caches.open('murmur-files-v1');
          const kept = await Promise.all(wanted.map((name) => files.match(name)));
          return wanted.filter((_, index) => !kept[index]);
        }, names),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/** How many of alice's statuses on the dev instance contain `text` (the server's own count). */
async function alicesStatusesWith(text: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiTokenFor('alice')}` };
  const me = (await (
    await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/verify_credentials`, { headers })
  ).json()) as {
    id: string;
  };
  const statuses = (await (
    await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/${me.id}/statuses?limit=40`, { headers })
  ).json()) as { content: string }[];
  return statuses.filter((status) => status.content.includes(text)).length;
}

/** Bob's post with a poll (Tea, Coffee), made through the API: its id and its poll's. */
async function bobsPoll(question: string): Promise<{ id: string; poll: { id: string } }> {
  const response = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiTokenFor('bob')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      status: question,
      visibility: 'public',
      poll: { options: ['Tea', 'Coffee'], expires_in: 3600 },
    }),
  });
  return (await response.json()) as { id: string; poll: { id: string } };
}

/** The poll's count of votes on the dev instance (the server's own count). */
async function votesOn(pollId: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiTokenFor('bob')}` };
  const poll = (await (await fetch(`${DEV_INSTANCE_URL}/api/v1/polls/${pollId}`, { headers })).json()) as {
    votes_count: number;
  };
  return poll.votes_count;
}

test.describe('Murmur as an installed app', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('installable: a manifest naming the instance, standalone, every address of this origin', async ({
    page,
    context,
  }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    const title = await page.title();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    await waitForOfflineCopy(page);
    // The browser's own reading of the manifest: fetched, parsed, no errors.
    await page.reload();
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    // The browser reads the manifest again as the worker answers it: the copy naming the instance.
    await expect
      .poll(async () => {
        const read = await cdp.send('Page.getAppManifest');
        return read.data ? (JSON.parse(read.data) as { name?: string }).name : null;
      })
      .toBe(title);
    const read = await cdp.send('Page.getAppManifest');
    expect(read.errors.filter((error) => error.critical)).toEqual([]);
    expect(new URL(read.url).origin).toBe(origin);
    const manifest = JSON.parse(read.data ?? '{}') as Record<string, unknown> & {
      icons: { src: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,6}$/);
    expect(manifest.icons.length).toBeGreaterThan(0);
    const addresses = [manifest.id, manifest.start_url, manifest.scope, ...manifest.icons.map((i) => i.src)];
    for (const address of addresses) expect(new URL(String(address), read.url).origin).toBe(origin);
    // And the icon it names is there.
    const icon = await page.request.get(new URL(manifest.icons[0]?.src ?? '', read.url).href);
    expect(icon.ok()).toBe(true);
  });

  test('offline, Murmur starts with the last timeline, a thread and a profile, says so, and refreshes when back', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const articles = page.getByRole('feed').locator('article');
    await expect(articles.first()).toBeVisible();
    // A thread opened once is kept too.
    const firstLink = articles.first().locator('a.status-time-link').first();
    const threadPath = new URL((await firstLink.getAttribute('href')) ?? '', page.url()).pathname;
    const firstText = ((await articles.first().locator('.status-content').first().textContent()) ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 30);
    await page.goto(threadPath);
    await expect(page.locator('[aria-current="true"] article')).toBeVisible();
    await waitForKeptThread(page, threadPath.split('/').at(-1) ?? '');
    // And a profile opened once: its account and first posts.
    const authorLink = page.locator('[aria-current="true"] article a.status-author').first();
    const profilePath = new URL((await authorLink.getAttribute('href')) ?? '', page.url()).pathname;
    await page.goto(profilePath);
    const profilePosts = page.locator('.profile__panel article');
    await expect(profilePosts.first()).toBeVisible();
    const profileText = ((await profilePosts.first().locator('.status-content').first().textContent()) ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 30);
    await waitForKeptProfile(page, profilePath.split('/').at(-1) ?? '');
    await page.goto('/main/friends');
    await expect(articles.first()).toBeVisible();
    // The whole page, the sidebar's pieces too, before the network goes.
    await expect(page.getByRole('form', { name: 'Post new status' })).toBeVisible();
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('You are offline');
    // The session is the reader's, the timeline the last one seen.
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }),
    ).toBeVisible();
    await expect(articles.first()).toBeVisible();
    await expect(page.getByRole('feed')).toContainText(firstText);
    await expectNoSeriousA11yViolations(page);

    // The thread, opened offline from its address.
    await page.goto(threadPath);
    await expect(page.locator('[aria-current="true"] article')).toBeVisible();
    await expect(page.locator('[aria-current="true"] article')).toContainText(firstText);
    // The profile, opened offline from its address: the account and its posts as last read.
    await page.goto(profilePath);
    await expect(profilePosts.first()).toBeVisible();
    await expect(page.locator('.profile__panel')).toContainText(profileText);
    await page.goto('/main/friends');
    await expect(articles.first()).toBeVisible();
    const note = page.getByRole('status').filter({ hasText: 'Shown from your last visit' });
    await expect(note).toBeVisible();

    // Back online: the banner goes, and the timeline refreshes by itself.
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(note).toHaveCount(0);
    await expect(articles.first()).toBeVisible();
  });

  test('the outbox: a reply written offline waits, across a reload, and is sent once when the network is back', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const articles = page.getByRole('feed').locator('article');
    await expect(articles.first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Post new status' })).toBeVisible();
    await waitForOfflineCopy(page);
    await waitForKeptReplyForm(page);

    await context.setOffline(true);
    // The more menu's items that need the server say why they are not there.
    await articles.first().getByRole('button', { name: 'More actions' }).click();
    const report = page.getByRole('menuitem', { name: /not available offline/ }).first();
    await expect(report).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await articles.first().getByRole('button', { name: 'Reply' }).click();
    const form = page.getByRole('form', { name: 'Reply' });
    const text = `written on a train ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'Reply' }).fill(text);
    await form.getByRole('button', { name: 'Post' }).click();
    // Not failed: waiting, where it was written, with a way back to the draft.
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await expect(waiting).toContainText(text);
    await expect(waiting.getByRole('button', { name: 'Cancel sending' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A reload while still offline: the reply is still waiting, under the post it answers.
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(articles.first().getByRole('region', { name: 'Waiting to send' })).toContainText(text);
    expect(await alicesStatusesWith(text)).toBe(0);

    // Back online: sent by itself, once, and in the timeline.
    await context.setOffline(false);
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('feed')).toContainText(text);
    await expect.poll(() => alicesStatusesWith(text)).toBe(1);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('outbox:'))),
    ).toEqual([]);
  });

  test.describe('without the service worker (its requests are routed by the journey)', () => {
    test.use({ serviceWorkers: 'block' });

    test('the outbox: a vote made offline waits in place, and is counted once when the network is back', async ({
      page,
      context,
    }) => {
      const made = await bobsPoll(`Tea or coffee on the train ${Date.now().toString(36)}?`);
      await signIn(page);
      await page.goto(`/notice/${made.id}`);
      const post = page.locator('[aria-current="true"] article');
      const poll = post.getByRole('form', { name: 'Poll' });
      await expect(poll).toBeVisible();
      await context.setOffline(true);
      await poll.getByRole('radio', { name: 'Coffee' }).check();
      await poll.getByRole('button', { name: 'Vote' }).click();
      const waiting = poll.getByRole('region', { name: 'Waiting to send' });
      await expect(waiting).toContainText('Your vote: Coffee');
      // Cancel gives the choice back; voted again, it waits again.
      await waiting.getByRole('button', { name: 'Cancel sending' }).click();
      await expect(poll.getByRole('radio', { name: 'Coffee' })).toBeChecked();
      await poll.getByRole('button', { name: 'Vote' }).click();
      await expect(waiting).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await votesOn(made.poll.id)).toBe(0);

      await context.setOffline(false);
      const results = post.getByRole('region', { name: 'Poll' });
      await expect(results.getByLabel('Your choice')).toHaveCount(1);
      await expect(results).toContainText('1 vote');
      await expect.poll(() => votesOn(made.poll.id)).toBe(1);
    });

    test('settings and moderation opened offline: what needs the server is disabled with its reason, and comes back with the network', async ({
      page,
      context,
    }) => {
      await signIn(page, 'admin');
      const nav = page.getByRole('navigation', { name: 'Navigation' });
      const settings = page.getByRole('dialog', { name: 'Settings' });
      const moderation = page.getByRole('dialog', { name: 'Moderation' });
      // The navigation's Moderation is pressed from the keyboard: it sits below the fold in a sticky
      // column that moves with the page, and on a busy machine the sidebar's late pieces and the
      // feed still move it after the scroll that brings it into view. A pointer's press and release
      // then landed on two places: the button had the focus, the click went to their common
      // ancestor, and no dialog opened (decision 0299).
      const moderationButton = nav.getByRole('button', { name: 'Moderation' });
      // Opened once online, so each remote's files are in the page (the worker is off here).
      await page.getByRole('button', { name: 'Preferences' }).click();
      await expect(settings.getByRole('tablist', { name: 'Settings' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      await moderationButton.press('Enter');
      await expect(moderation).toBeVisible();
      await moderation.getByRole('tab', { name: 'Announcements' }).click();
      await expect(moderation.getByRole('textbox', { name: 'Announcement text' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(moderation).toBeHidden();

      await context.setOffline(true);
      await moderationButton.press('Enter');
      await expect(moderation).toBeVisible();
      await moderation.getByRole('tab', { name: 'Announcements' }).click();
      const text = moderation.getByRole('textbox', { name: 'Announcement text' });
      await text.fill('Back after the tunnel');
      const post = moderation.getByRole('button', { name: 'Post', exact: true });
      await expect(post).toHaveAttribute('aria-disabled', 'true');
      await expect(post).toHaveAccessibleDescription('Post: not available offline');
      await expect(moderation.getByText(/Moderation actions need the server/)).toBeVisible();
      // Still in the keyboard's loop: pressed, it sends nothing and the text stays.
      await post.focus();
      await page.keyboard.press('Enter');
      await expect(text).toHaveValue('Back after the tunnel');
      await page.keyboard.press('Escape');
      await expect(moderation).toBeHidden();

      await page.getByRole('button', { name: 'Preferences' }).click();
      // A setting of this browser still applies offline.
      await settings.getByRole('tab', { name: 'Filtering', exact: true }).click();
      await expect(settings.getByRole('checkbox').first()).not.toHaveAttribute('aria-disabled', 'true');
      await settings.getByRole('tab', { name: 'Profile', exact: true }).click();
      // The server cannot be read: the form shows the kept account, and can still be edited.
      const name = settings.getByRole('textbox', { name: 'Name', exact: true });
      await name.fill('Admin on a train');
      const save = settings.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toHaveAttribute('aria-disabled', 'true');
      await expect(save).toHaveAccessibleDescription('Save: not available offline');
      await expect(settings.getByText(/You are offline/)).toBeVisible();
      await expect(settings.getByRole('checkbox', { name: /approved followers/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expectNoSeriousA11yViolations(page, '.modal--settings');

      await context.setOffline(false);
      await expect(save).not.toHaveAttribute('aria-disabled', 'true');
      await expect(settings.getByText(/You are offline/)).toHaveCount(0);
      await expect(name).toHaveValue('Admin on a train');
    });

    test('the outbox: a post the server refuses comes back into its form with the server’s words', async ({
      page,
      context,
    }) => {
      await signIn(page);
      const form = page.getByRole('form', { name: 'Post new status' });
      const textbox = form.getByRole('textbox', { name: 'Post new status' });
      await expect(textbox).toBeVisible();
      await context.setOffline(true);
      const text = `refused on return ${Date.now().toString(36)}`;
      await textbox.fill(text);
      await form.getByRole('button', { name: 'Post' }).click();
      await expect(page.getByRole('region', { name: 'Waiting to send' })).toContainText(text);

      await page.route('**/api/v1/statuses', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 422,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'This server takes no posts about trains' }),
            })
          : route.fallback(),
      );
      await context.setOffline(false);
      await expect(form.getByRole('alert')).toContainText('This server takes no posts about trains');
      await expect(textbox).toHaveValue(text);
      await expect(page.getByRole('region', { name: 'Waiting to send' })).toHaveCount(0);
      expect(await alicesStatusesWith(text)).toBe(0);
    });
  });
});
