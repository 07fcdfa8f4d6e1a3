import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { installInjectionGuard } from '../support/injection-guard';
import { signIn, signInAt } from '../support/sign-in';

const PWN = 'window.__pwned=1';

/**
 * What each of the dev instance's hostile posts shows as text, in the order they are seeded
 * (dev-instance/src/seed/injections.ts). The second was edited into the third's links, so both
 * show them.
 */
const SEEDED_HOSTILE_POSTS = [
  'Totally normal post',
  'click here for cake',
  'click here for cake',
  'vector art',
  'embedded',
  'hover me',
  'content warning test',
  'emoji test',
  'image with a hostile description',
  'link preview',
  'a form',
  'poll with hostile options',
];

/** Opens every collapsed content warning and sensitive attachment, and hovers every post. */
async function exposeEverything(page: Page) {
  const feed = page.getByRole('feed');
  const collapsed = feed.locator(
    'button[aria-expanded="false"]:not(.status-avatar-button):not([aria-haspopup])',
  );
  for (let guard = 0; guard < 200 && (await collapsed.count()) > 0; guard++) {
    await collapsed.first().click();
  }
  for (const article of await feed.locator('article').all()) {
    await article.hover();
  }
}

/** `allowForms`: signed-in screens have real forms (the composer, settings); nothing else changes. */
async function expectInertDom(page: Page, allowForms = false) {
  const offenders = await page.evaluate((formsAllowed) => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('#app *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (
          /^(href|src|action|formaction|xlink:href|data)$/i.test(attr.name) &&
          /^\s*(javascript|vbscript|data):/i.test(attr.value)
        ) {
          found.push(`${el.tagName} ${attr.name}=${attr.value}`);
        }
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|FORM|STYLE|META|BASE)$/.test(el.tagName)) {
        if (!(formsAllowed && el.tagName === 'FORM')) found.push(el.tagName);
      }
    }
    return found;
  }, allowForms);
  expect(offenders).toEqual([]);
}

test('no script injected through posts, names, emoji, media or cards ever runs', async ({
  page,
  request,
}) => {
  const hits = await installInjectionGuard(page);

  // The dev instance tags every hostile post #xsstest; they are also among the newest posts.
  const hostile = (await (await request.get('/api/v1/timelines/tag/xsstest?limit=40')).json()) as unknown[];
  expect(hostile).toHaveLength(SEEDED_HOSTILE_POSTS.length);
  await page.goto('/tag/xsstest');
  const feed = page.getByRole('feed');
  const articles = feed.locator('article');
  await expect(articles).toHaveCount(SEEDED_HOSTILE_POSTS.length);
  await exposeEverything(page);
  await expectInertDom(page);
  // Every hostile post is on screen, its text kept.
  for (const text of SEEDED_HOSTILE_POSTS) {
    await expect(articles.filter({ hasText: text }).first(), text).toBeVisible();
  }
  // The style payloads: no server style reaches the page, so nothing covers it.
  const styled = articles.filter({ hasText: 'hover me' });
  expect(
    await styled
      .getByText('hover me')
      .first()
      .evaluate((el) => getComputedStyle(el).position),
  ).not.toBe('fixed');
  // The hostile media description is the picture's text alternative, nothing more.
  await expect(
    articles.filter({ hasText: 'image with a hostile description' }).locator('.status-attachment-grid img'),
  ).toHaveAttribute('alt', `"><img src=x onerror="${PWN}">`);
  // The hostile card: its markup shown as text, its javascript: address not a link.
  const carded = articles.filter({ hasText: 'link preview' });
  await expect(carded.locator('.link-card')).toContainText(`<img src=x onerror="${PWN}">Breaking news`);
  await expect(carded.locator('.link-card')).toContainText(`<script>${PWN}</script>`);
  await expect(carded.locator('a.link-card')).toHaveCount(0);

  await page.goto('/main/all');
  await expect(page.getByRole('feed').locator('article')).toHaveCount(20);
  await page.getByRole('button', { name: /load older/i }).click();
  await page.getByRole('button', { name: /load older/i }).click();
  await expect(page.getByRole('feed').locator('article')).toHaveCount(60);
  await exposeEverything(page);
  await expectInertDom(page);

  // Text that looked like markup is shown as text, not dropped silently.
  await expect(page.getByText('Mallory', { exact: false }).first()).toBeVisible();
  expect(await hits()).toEqual([]);
});

test('hostile app and settings profile names stay text in the settings screens', async ({ page }) => {
  const hits = await installInjectionGuard(page);
  await signIn(page, 'bob');
  await page.getByRole('button', { name: 'Preferences' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Security' }).click();
  await expect(settings.getByRole('cell', { name: /^Evil app <img/ })).toBeVisible();
  await expectInertDom(page, true);
  await settings.getByRole('tab', { name: 'Settings profiles' }).click();
  await expect(settings.getByText(/^<img src=x onerror=.*\(version 1\)$/)).toBeVisible();
  await expectInertDom(page, true);
  await settings.getByRole('tab', { name: 'Mutes and Blocks' }).click();
  await settings.getByRole('tab', { name: 'Profile', exact: true }).click();
  await expect(settings.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  await expectInertDom(page, true);
  expect(await hits()).toEqual([]);
});

test('a hostile profile (bio, fields, names), its search results and a hostile list title stay inert', async ({
  page,
  request,
}) => {
  const hits = await installInjectionGuard(page);
  const mallory = (await (await request.get('/api/v1/accounts/lookup?acct=mallory@far.example')).json()) as {
    id: string;
  };
  await page.goto(`/users/${mallory.id}`);
  const card = page.locator('#main-content .user-card').first();
  await expect(card).toBeVisible();
  await expectInertDom(page, true);
  await page.goto('/search?query=mallory');
  await expect(page.getByRole('tab').first()).toBeVisible();
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectInertDom(page, true);
  }
  // A list whose title is a payload, shown in the lists screen and as the list timeline's title.
  await signInAt(page, '/lists', 'alice');
  await page
    .getByRole('textbox', { name: 'Title of a new list' })
    .fill('<img src=x onerror="window.__pwned=1">');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/lists\/[^/]+\/edit$/);
  await page.goto('/lists');
  await expect(page.getByText('<img src=x onerror="window.__pwned=1">').first()).toBeVisible();
  await expectInertDom(page, true);
  expect(await hits()).toEqual([]);
});

test('the emoji picker, autocomplete, quote card, translation and edit history of hostile posts stay inert', async ({
  page,
}) => {
  const hits = await installInjectionGuard(page);
  await signIn(page, 'alice');
  // A translation target, chosen in settings.
  await page.getByRole('button', { name: 'Preferences' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('combobox', { name: 'Translate posts into' }).selectOption('de');
  await settings.getByRole('button', { name: 'Close' }).first().click();
  await page.goto('/tag/xsstest');
  const feed = page.getByRole('feed');
  await expect(feed.locator('article').first()).toBeVisible();
  await exposeEverything(page);

  // The newest hostile post quotes an edited hostile post.
  const quoting = feed
    .locator('article')
    .filter({ has: page.locator('.quote-card') })
    .first();
  await expect(quoting).toBeVisible();
  await quoting.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  await expect(quoting.getByRole('region', { name: 'Translated' })).toBeVisible();
  await expectInertDom(page, true);

  const edited = feed
    .locator('article')
    .filter({ has: page.locator('.status-edited') })
    .first();
  await edited.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit history' }).click();
  const history = page.getByRole('dialog', { name: /Edited/ });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expectInertDom(page, true);
  await page.keyboard.press('Escape');

  // Hostile shortcodes and names in the picker and in the suggestions.
  const form = page.getByRole('form', { name: 'Post new status' }).first();
  await form.getByRole('button', { name: 'Insert emoji' }).click();
  const picker = page.getByRole('dialog', { name: 'Insert emoji' });
  await picker.getByRole('searchbox').fill('pwn');
  await expect(picker.locator('.emoji-picker__cell').first()).toBeVisible();
  await expectInertDom(page, true);
  await page.keyboard.press('Escape');
  // A sticker pack whose title is markup and whose file name breaks out of an attribute.
  await form.getByRole('button', { name: 'Stickers' }).click();
  await expect(page.getByRole('dialog', { name: 'Stickers' }).getByRole('region').nth(1)).toBeVisible();
  await expectInertDom(page, true);
  await page.keyboard.press('Escape');
  const text = form.getByRole('textbox', { name: 'Post new status' });
  await text.click();
  await text.pressSequentially('@mallory');
  await expect(form.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await expectInertDom(page, true);
  await text.pressSequentially(' :pwn');
  await expect(form.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await expectInertDom(page, true);
  expect(await hits()).toEqual([]);
});

test('a preview of hostile markup goes through the same sanitiser and loads nothing', async ({ page }) => {
  const hits = await installInjectionGuard(page);
  const stray: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.example')) stray.push(request.url());
  });
  await signIn(page, 'alice');
  const form = page.getByRole('form', { name: 'Post new status' }).first();
  // The dev instance keeps text/html as typed, so the preview brings the markup back unscrubbed.
  await form.getByRole('combobox', { name: 'Content type' }).selectOption('text/html');
  await form
    .getByRole('textbox', { name: 'Post new status' })
    .fill(
      '<img src="https://evil.example/x.png" onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">Mallory link</a><script>window.__pwned=3</script><iframe src="https://evil.example/"></iframe><b>loud</b>',
    );
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('loud');
  await expect(preview).toContainText('Mallory link');
  await expect(preview.locator('img, iframe, script')).toHaveCount(0);
  await expectInertDom(page, true);
  expect(stray).toEqual([]);
  expect(await hits()).toEqual([]);
});

test('MFM-shaped markup from a hostile server: nothing fetched, no server style, unknown effects ignored', async ({
  page,
}) => {
  const hits = await installInjectionGuard(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tracker.example')) fetched.push(request.url());
  });
  await page.goto('/tag/xsstest');
  const post = page.getByRole('feed').locator('article').filter({ hasText: 'hostile flip' });
  await expect(post).toBeVisible();
  await post.hover();
  const content = post.locator('.status-content');

  // Known effects keep only their own class; an unknown one, borrowed classes and a non-span lose theirs.
  const spans = await content
    .locator('span, b')
    .evaluateAll((els) =>
      els
        .filter((el) =>
          /tracked size|hostile flip|unknown effect|borrowed classes|not a span/.test(el.textContent ?? ''),
        )
        .map((el) => `${el.tagName} "${el.className}" ${el.textContent}`),
    );
  expect(spans).toEqual([
    'SPAN "mfm mfm-x2" tracked size',
    'SPAN "mfm mfm-flip" hostile flip',
    'SPAN "" unknown effect',
    'SPAN "mfm mfm-rotate" borrowed classes',
    'B "" not a span',
  ]);
  // A flag stays a bare flag; values that carried script or CSS, and attributes no effect has, go.
  const flip = content.locator('.mfm-flip');
  await expect(flip).toHaveAttribute('data-mfm-v', '');
  expect(await flip.evaluate((el) => el.getAttributeNames().sort())).toEqual(['class', 'data-mfm-v']);
  expect(await content.locator('.mfm-rotate').getAttribute('style')).toBeNull();
  // No style the server wrote applies: only custom properties rebuilt from checked numbers exist.
  const styles = await content
    .locator('[style]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('style')));
  for (const style of styles) expect(style).toMatch(/^(\s*--mfm-(speed|deg):\s*[-\d.]+(s|deg);?)+\s*$/);
  const computed = await content
    .locator('span')
    .evaluateAll((els) =>
      els.map((el) => `${getComputedStyle(el).backgroundImage} ${getComputedStyle(el).position}`),
    );
  expect(new Set(computed)).toEqual(new Set(['none static']));
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  expect(await hits()).toEqual([]);
});

test('the injection guard itself notices a payload that runs', async ({ page }) => {
  const hits = await installInjectionGuard(page);
  await page.goto('/main/all');
  await page.evaluate(() => {
    (window as unknown as { __pwned: number }).__pwned = 1;
  });
  expect(await hits()).toEqual(['__pwned = 1']);
});
