import { SEEDED_GALLERY } from '../support/seeded-posts';
import { DEMO_PASSWORD } from '../support/sign-in';
import { expect, test } from './support/fixtures';
import { byCss, byRole, inside, type MurmurPage, type Query, WAIT_MS } from './support/page';

// The journeys a reader repeats, written once and run in Firefox ESR and in WebKitGTK (issue 37).
// Selectors are the Chromium journeys' (roles and names of the spec), so both suites follow the
// same changes. They are one reader's session walked in order on one page (a visitor, signed in,
// signed out, signed in again), so each journey starts where the one before left off: moving
// inside the client as a reader does costs far less than a fresh load of the whole client.
test.describe.configure({ mode: 'serial' });

const feed = byRole('feed');
const posts = inside(feed, byCss('article'));
const firstPost = { ...posts, nth: 0 };
const accountMenu = byRole('navigation', 'Account');
const logOut = inside(accountMenu, byRole('button', 'Log out'));
const sidebarForm = byRole('form', 'Post new status', { nth: 0 });
const sidebarText = inside(sidebarForm, byRole('textbox', 'Post new status'));
const loginPanel = byRole('region', 'Log in');
const settingsDialog = byRole('dialog', 'Settings');
const gallery = byCss('article', { hasText: SEEDED_GALLERY.text, nth: 0 });

const navigation = byRole('navigation', 'Navigation');

/**
 * Opens a timeline from the frame's navigation, inside the client (no reload), and waits for its
 * own feed to settle: the address changes first, the page before stays up until the new one is
 * drawn, and a timeline kept from an earlier visit that missed too many posts meanwhile is
 * emptied and fetched again right after it shows (spec 2 section 4's reload), so a key pressed in
 * that moment finds no post. Settled: not busy, and the same post on top for three looks.
 */
async function follow(murmur: MurmurPage, name: string, path: RegExp, feedName: string): Promise<void> {
  await murmur.click(inside(navigation, byRole('link', name)));
  await murmur.waitForUrl(path);
  const target = byRole('feed', feedName);
  await murmur.expectVisible(inside(target, byCss('article')));
  let last = '';
  let same = 0;
  await expect
    .poll(
      async () => {
        const top = await murmur
          .on<string>(
            target,
            `const feed = arguments[0];
             const first = feed.querySelector('article[aria-posinset]');
             return feed.getAttribute('aria-busy') === 'true' || !first ? '' : first.getAttribute('aria-labelledby');`,
          )
          .catch(() => '');
        same = top && top === last ? same + 1 : 0;
        last = top;
        return same;
      },
      { timeout: WAIT_MS, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(2);
}

/** Signs in from the visitor's "Log in" link with the demo password; waits for the home timeline. */
async function signIn(murmur: MurmurPage, user = 'alice'): Promise<void> {
  await murmur.click(byRole('link', 'Log in'));
  await murmur.fill(inside(loginPanel, byRole('textbox', 'Username')), user);
  await murmur.fill(inside(loginPanel, byCss('input[type="password"]')), DEMO_PASSWORD);
  await murmur.click(inside(loginPanel, byRole('button', 'Log in')));
  await murmur.waitForUrl(/^\/main\/friends$/);
  await murmur.expectVisible(logOut);
}

/** The id of the seeded post of `#tag` holding `text` (the dev instance's public tag timeline). */
async function seededStatusId(devInstanceUrl: string, tag: string, text: string): Promise<string> {
  let maxId = '';
  for (let page = 0; page < 10; page++) {
    const reply = await fetch(
      `${devInstanceUrl}/api/v1/timelines/tag/${tag}?limit=40${maxId && `&max_id=${maxId}`}`,
    );
    const statuses = (await reply.json()) as { id: string; content: string }[];
    const found = statuses.find((status) => status.content.includes(text));
    if (found) return found.id;
    if (!statuses.length) break;
    maxId = statuses[statuses.length - 1]?.id ?? '';
  }
  throw new Error(`no post of #${tag} holds "${text}"`);
}

async function expectAttribute(murmur: MurmurPage, query: Query, name: string, value: string | RegExp) {
  await expect
    .poll(() => murmur.attribute(query, name).catch(() => null), { timeout: WAIT_MS })
    .toMatch(value);
}

test('the first screen as a visitor', async ({ murmur }) => {
  await murmur.goto('/main/all');
  await murmur.expectVisible(firstPost);
  await murmur.expectVisible(byRole('link', 'Log in'));
  expect(await murmur.count(posts)).toBeGreaterThan(5);
  await murmur.expectNoA11yViolations();
});

test('sign in with the password; home, a thread, a profile and the notifications', async ({ murmur }) => {
  await signIn(murmur);
  await murmur.expectVisible(firstPost);
  await murmur.expectNoA11yViolations();

  // A thread: the first post's time links to its conversation.
  await murmur.click(inside(firstPost, byCss('a[href^="/notice/"]')));
  await murmur.waitForUrl(/^\/notice\//);
  await murmur.expectVisible(byCss('.conversation-status--focused article'));
  await murmur.expectNoA11yViolations();

  await murmur.goto('/users/bob');
  await murmur.expectVisible(byRole('tab', 'Posts'));
  await expectAttribute(murmur, byRole('tab', 'Posts'), 'aria-selected', 'true');
  await murmur.expectVisible(inside(byRole('tabpanel'), byCss('article')));
  await murmur.expectNoA11yViolations();

  await murmur.goto('/alice/notifications');
  await murmur.expectVisible(inside(byCss('section.notifications'), byRole('heading', /Notifications/)));
  await murmur.expectVisible(inside(byCss('section.notifications'), byCss('li.notification')));
  await murmur.expectNoA11yViolations();
});

test('post, reply with the caret after the mention, favourite, repeat and react', async ({
  murmur,
  devInstanceUrl,
}) => {
  await follow(murmur, 'Home timeline', /^\/main\/friends$/, 'Home');
  await murmur.expectVisible(firstPost);
  const fresh = `Fresh from ${murmur.engine}`;
  await murmur.fill(sidebarText, fresh);
  await murmur.click(inside(sidebarForm, byRole('button', 'Post')));
  await expect.poll(() => murmur.text(firstPost), { timeout: WAIT_MS }).toContain(fresh);
  await expect.poll(() => murmur.value(sidebarText), { timeout: WAIT_MS }).toBe('');

  // Reply to someone else's post: the form opens focused with the caret after the mention.
  await follow(murmur, 'Local timeline', /^\/main\/public$/, 'Local timeline');
  const other = inside(feed, byCss('article:not(:has(.status-repeat-header))', { hasText: /^(?!.*@alice)/ }));
  const target = { ...other, nth: 0 };
  await murmur.expectVisible(target);
  const acct = await murmur.text(inside(target, byCss('.status-acct', { nth: 0 })));
  await murmur.click(inside(target, byRole('button', 'Reply')));
  const reply = inside(inside(target, byRole('form', 'Reply')), byRole('textbox', 'Reply'));
  await expect.poll(() => murmur.isFocused(reply), { timeout: WAIT_MS }).toBe(true);
  await murmur.type('typed at once');
  await expect
    .poll(() => murmur.value(reply), { timeout: WAIT_MS })
    .toMatch(new RegExp(`^${acct.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*typed at once$`));
  await murmur.press('Escape');

  // Favourite and repeat the first post that has both enabled and not yet pressed.
  const pressable = inside(
    feed,
    byCss(
      'article:has(button.status-action--repeat[aria-pressed="false"]:not([disabled])):has(button.status-action--favorite[aria-pressed="false"])',
      { nth: 0 },
    ),
  );
  await murmur.expectVisible(pressable);
  const link = await murmur.attribute(inside(pressable, byCss('a[href^="/notice/"]', { nth: 0 })), 'href');
  const pinned = inside(feed, byCss(`article:has(a[href="${link}"])`, { nth: 0 }));
  await murmur.click(inside(pinned, byCss('button.status-action--favorite')));
  await expectAttribute(
    murmur,
    inside(pinned, byCss('button.status-action--favorite')),
    'aria-pressed',
    'true',
  );
  await murmur.click(inside(pinned, byCss('button.status-action--repeat')));
  await expectAttribute(
    murmur,
    inside(pinned, byCss('button.status-action--repeat')),
    'aria-pressed',
    'true',
  );

  // React: bob's reaction on the seeded gallery, joined by alice.
  const id = await seededStatusId(devInstanceUrl, SEEDED_GALLERY.tag, SEEDED_GALLERY.text);
  const bob = await tokenFor(devInstanceUrl, 'bob');
  const put = await fetch(
    `${devInstanceUrl}/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent('👍')}`,
    {
      method: 'PUT',
      headers: { Authorization: `Bearer ${bob}` },
    },
  );
  expect(put.ok).toBe(true);
  await murmur.goto(`/notice/${id}`);
  const reactions = inside(gallery, byRole('list', 'Reactions'));
  const thumbs = inside(reactions, byRole('button', undefined, { nth: 0 }));
  await expectAttribute(murmur, thumbs, 'aria-pressed', 'false');
  await murmur.click(thumbs);
  await expectAttribute(murmur, thumbs, 'aria-pressed', 'true');
  // The count is drawn but hidden from the accessibility tree (the button's name says it).
  await expect
    .poll(() => murmur.text(inside(thumbs, byCss('.status-reaction__count'))), { timeout: WAIT_MS })
    .toBe('2');
});

test('an image in the media viewer: open, next by key, close with Escape', async ({ murmur }) => {
  // On the gallery's page, where the reaction was joined.
  await murmur.expectVisible(inside(gallery, byCss('.status-attachment-grid li img')));
  await murmur.click(inside(gallery, byCss('.status-attachment-grid li a', { nth: 0 })));
  const viewer = byRole('dialog', 'Media viewer');
  await murmur.expectVisible(inside(viewer, byCss('.media-viewer__media')));
  const first = await murmur.attribute(inside(viewer, byCss('.media-viewer__media')), 'src');
  await expect
    .poll(
      () =>
        murmur.on<boolean>(
          inside(viewer, byCss('img.media-viewer__media')),
          'return arguments[0].complete && arguments[0].naturalWidth > 0',
        ),
      { timeout: WAIT_MS },
    )
    .toBe(true);
  await murmur.press('ArrowRight');
  await expect
    .poll(() => murmur.attribute(inside(viewer, byCss('.media-viewer__media')), 'src'), { timeout: WAIT_MS })
    .not.toBe(first);
  await murmur.expectNoA11yViolations('[role="dialog"]');
  await murmur.press('Escape');
  await murmur.expectGone(viewer);
});

test('the emoji picker: a search and an emoji at the caret', async ({ murmur }) => {
  await murmur.click(inside(sidebarForm, byRole('button', 'Insert emoji')));
  const picker = byRole('dialog', 'Insert emoji');
  await murmur.expectVisible(inside(picker, byRole('toolbar', 'Emoji categories')));
  await murmur.expectVisible(inside(picker, byRole('button', 'blobcats (custom emoji)')));
  await murmur.click(inside(picker, byRole('searchbox', 'Search emoji')));
  await murmur.type('greetings');
  await murmur.click(inside(picker, byRole('button', 'waving hand')));
  await expect.poll(() => murmur.value(sidebarText), { timeout: WAIT_MS }).toContain('👋');
  await murmur.expectNoA11yViolations('.frame__sidebar');
  // Leave the draft empty for the journeys after this one.
  await murmur.fill(sidebarText, '');
  await expect.poll(() => murmur.value(sidebarText), { timeout: WAIT_MS }).toBe('');
});

test('the keyboard loop: move, open, reply, post and back', async ({ murmur }) => {
  await follow(murmur, 'Local timeline', /^\/main\/public$/, 'Local timeline');
  await murmur.expectVisible(firstPost);
  await murmur.driver.run(
    'document.activeElement && document.activeElement.blur && document.activeElement.blur()',
  );
  // From nowhere, j comes to the topmost post on screen (where the reader is looking), then moves
  // to the next post down; k back up. Posts are told apart by their own label ids, not by their
  // places: a post streamed in at the top while the reader moves shifts every place by one.
  const focused = () =>
    murmur.driver.run<{ self: string; previous: string } | null>(
      `const a = document.activeElement;
       if (!a || !a.matches('[role=feed] article[aria-posinset]')) return null;
       const list = Array.from(a.closest('[role=feed]').querySelectorAll('article[aria-posinset]'));
       const before = list[list.indexOf(a) - 1];
       return { self: a.getAttribute('aria-labelledby'), previous: before ? before.getAttribute('aria-labelledby') : '' };`,
    );
  await murmur.press('j');
  await expect.poll(async () => (await focused())?.self ?? '', { timeout: WAIT_MS }).not.toBe('');
  const start = (await focused())?.self;
  await murmur.press('j');
  await expect.poll(async () => (await focused())?.previous, { timeout: WAIT_MS }).toBe(start);
  await murmur.press('k');
  await expect.poll(async () => (await focused())?.self, { timeout: WAIT_MS }).toBe(start);

  await murmur.press('o');
  await murmur.waitForUrl(/^\/notice\//);
  await murmur.expectVisible(byCss('.conversation-status--focused article'));
  await murmur.press('r');
  const box = inside(byCss('.conversation'), byRole('textbox', /reply|post/i, { nth: 0 }));
  await expect.poll(() => murmur.isFocused(box), { timeout: WAIT_MS }).toBe(true);
  const text = `keyboard reply in ${murmur.engine}`;
  await murmur.type(text);
  await expect.poll(() => murmur.isFocused(box), { timeout: WAIT_MS }).toBe(true);
  await murmur.press('Control+Enter');
  await murmur.expectGone(box);
  await expect
    .poll(() => murmur.count(byCss('.conversation article', { hasText: text })), { timeout: WAIT_MS })
    .toBeGreaterThan(0);

  await murmur.press('Escape');
  await murmur.waitForUrl(/^\/main\/public$/);
  await murmur.expectVisible(firstPost);
});

test('settings: a theme preset applies at once and stays after a reload', async ({ murmur }) => {
  await murmur.click(byRole('button', 'Preferences'));
  await murmur.expectVisible(inside(settingsDialog, byRole('tablist', 'Settings')));
  await murmur.click(inside(settingsDialog, byRole('tab', 'Theme')));
  const presets = inside(settingsDialog, byRole('combobox', 'Presets'));
  const options = await murmur.on<string[]>(
    presets,
    'return Array.from(arguments[0].options, (o) => o.value)',
  );
  const other = options.find((name) => name !== 'pleroma-dark') ?? '';
  expect(other).not.toBe('');
  await murmur.focus(presets);
  await choose(murmur, presets, other);
  await expectAttribute(murmur, byCss('html'), 'data-theme', other);
  await murmur.expectNoA11yViolations();
  await murmur.press('Escape');
  await murmur.expectGone(settingsDialog);
  await murmur.goto('/main/public');
  await expectAttribute(murmur, byCss('html'), 'data-theme', other);
  await murmur.expectVisible(firstPost);
});

test('right to left: Arabic mirrors the frame, nothing overflows sideways', async ({ murmur }) => {
  // The frame's language menu switches at run time, as a reader does.
  const language = byCss('select.language-select', { nth: 0 });
  await choose(murmur, language, 'ar');
  await expectAttribute(murmur, byCss('html'), 'dir', 'rtl');
  await expectAttribute(murmur, byCss('html'), 'lang', 'ar');
  await murmur.expectVisible(firstPost);
  const overflow = await murmur.driver.run<number>(
    'return document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The post's avatar sits to the right of its text.
  await expect
    .poll(
      () =>
        murmur.on<boolean>(
          firstPost,
          `const a = arguments[0].querySelector('.status-avatar-button, .status-avatar');
           const c = arguments[0].querySelector('.status-content');
           return !!a && !!c && a.getBoundingClientRect().left > c.getBoundingClientRect().left;`,
        ),
      { timeout: WAIT_MS },
    )
    .toBe(true);
  await murmur.expectNoA11yViolations();
  await choose(murmur, language, 'en');
  await expectAttribute(murmur, byCss('html'), 'dir', 'ltr');
});

test('sign out: asked first, then signed out on /main/public', async ({ murmur }) => {
  await murmur.click(logOut);
  const dialog = byRole('dialog', 'Log out');
  await murmur.expectVisible(dialog);
  await murmur.click(inside(dialog, byRole('button', 'Log out')));
  await murmur.waitForUrl(/^\/main\/public$/);
  await murmur.expectVisible(byRole('link', 'Log in'));
  expect(await murmur.count(byRole('button', 'Log out'))).toBe(0);
});

test('sign in with the server’s page (OAuth)', async ({ murmur }) => {
  await murmur.click(byRole('link', 'Log in'));
  await murmur.click(inside(loginPanel, byRole('button', 'Sign in with the server’s page')));
  await murmur.waitForUrl(/^\/oauth\/authorize\?/);
  await murmur.fill(byRole('textbox', 'Username or email'), 'alice');
  await murmur.fill(byCss('input[type="password"]'), DEMO_PASSWORD);
  await murmur.click(byRole('button', 'Authorize'));
  await murmur.waitForUrl(/^\/main\/friends$/);
  await murmur.expectVisible(logOut);
  await expect.poll(() => murmur.text(accountMenu), { timeout: WAIT_MS }).toContain('Alice');
});

/** Picks an option of a `<select>` as a reader's choice does (its input and change events). */
async function choose(murmur: MurmurPage, select: Query, value: string): Promise<void> {
  await murmur.on(
    select,
    `const select = arguments[0];
     select.value = arguments[1];
     select.dispatchEvent(new Event('input', { bubbles: true }));
     select.dispatchEvent(new Event('change', { bubbles: true }));`,
    value,
  );
}

/** A bearer token for a demo account, straight from this engine's dev instance. */
async function tokenFor(server: string, username: string): Promise<string> {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const app = await fetch(`${server}/api/v1/apps`, {
    method: 'POST',
    body: form({ client_name: 'journey', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' }),
  });
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const token = await fetch(`${server}/oauth/token`, {
    method: 'POST',
    body: form({
      client_id,
      client_secret,
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      scope: 'read write',
    }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}
