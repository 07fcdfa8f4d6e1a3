import { expect, test } from '../support/csp';

// The remotes load their own catalogues: switching the interface language with the shell's
// select changes the timeline's and the posts' texts too, in place, without a page load.
test.describe('interface language across the remotes (/main/all)', () => {
  test('the timeline and its posts switch to German and back without a reload', async ({ page }) => {
    await page.goto('/main/all');
    const feed = page.getByRole('feed');
    const articles = feed.locator('article');
    await expect(articles).toHaveCount(20);
    await expect(articles.locator('a[href^="/notice/"]').first()).toBeVisible();
    // A marker on the document: it survives only if no page load happens.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });

    const loadOlder = (name: RegExp) => page.getByRole('button', { name });
    const statistics = (name: string) => feed.getByRole('list', { name, exact: true });
    const showContent = (name: RegExp) =>
      feed.locator('button[aria-expanded="false"]').filter({ hasText: name });
    await expect(loadOlder(/^load older statuses$/i)).toBeVisible();
    await expect(statistics('Post statistics').first()).toBeAttached();
    // Bring a post with a content warning into the feed (the dev instance has some within a few pages).
    for (let more = 0; more < 5 && (await showContent(/^show content$/i).count()) === 0; more++) {
      await loadOlder(/^load older statuses$/i).click();
      await expect(articles).toHaveCount(20 * (more + 2));
    }
    await expect(showContent(/^show content$/i).first()).toBeAttached();

    // Every request for a remote's catalogue chunks from now on: the German ones, once per remote.
    // Other remote files are not counted: the composer's blurhash worker starts whenever a post
    // with pictures shows, and the thread, profile and settings screens' code is fetched once the
    // page is idle (screen-prefetch), whenever that happens to fall.
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/remotes\/(timelines|composer)\/i18n-[\w-]+\.[0-9a-f]+\.js$/.test(pathname)) {
        remoteRequests.push(pathname);
      }
    });
    const requestsOf = (remote: string) =>
      remoteRequests.filter((path) => path.startsWith(`/remotes/${remote}/`));

    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('de');

    await expect(page.getByRole('combobox', { name: 'Oberflächensprache' })).toHaveValue('de');
    // The timelines remote's text...
    await expect(loadOlder(/^ältere beiträge laden$/i)).toBeVisible();
    await expect(loadOlder(/^load older statuses$/i)).toHaveCount(0);
    // ...and the composer remote's texts, in every post.
    await expect(statistics('Beitragsstatistik')).toHaveCount(await articles.count());
    await expect(statistics('Post statistics')).toHaveCount(0);
    await expect(showContent(/^inhalt anzeigen$/i).first()).toBeAttached();
    await expect(showContent(/^show content$/i)).toHaveCount(0);
    // Posts loaded after the switch are German too.
    const before = await articles.count();
    await loadOlder(/^ältere beiträge laden$/i).click();
    await expect(articles).toHaveCount(before + 20);
    await expect(statistics('Beitragsstatistik')).toHaveCount(before + 20);
    // One catalogue chunk per remote, however many posts render it.
    expect(requestsOf('timelines')).toHaveLength(1);
    expect(requestsOf('composer')).toHaveLength(1);

    await page.getByRole('combobox', { name: 'Oberflächensprache' }).selectOption('en');

    await expect(page.getByRole('combobox', { name: 'Interface language' })).toHaveValue('en');
    await expect(loadOlder(/^load older statuses$/i)).toBeVisible();
    await expect(statistics('Post statistics')).toHaveCount(before + 20);
    await expect(statistics('Beitragsstatistik')).toHaveCount(0);
    await expect(showContent(/^show content$/i).first()).toBeAttached();
    // English is built in: switching back loads nothing.
    expect(remoteRequests).toHaveLength(2);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});
