// Walks issue 41's steps (and quoting) as a reader would, in Chromium, against Murmur served for a real server
// (the gateway with `--backend <server>`), and prints one table row per step: passed, said what the
// server does not offer, or failed, with what the server answered. Not part of the journeys: it
// needs a real server and an account on it. See e2e/README.md ('Checking against a real server').
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';
import { tinyPng } from './tiny-png';

const { values: args } = parseArgs({
  options: {
    murmur: { type: 'string', default: 'http://localhost:8080' },
    user: { type: 'string' },
    password: { type: 'string' },
    other: { type: 'string' },
    account: { type: 'string' },
    headed: { type: 'boolean', default: false },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    shots: { type: 'string' },
  },
});
if (!args.user || !args.password) {
  console.error(
    'Usage: tsx real-server/check.ts --murmur <Murmur URL> --user <e-mail or name> --password <password> [--account <text of the account on a consent page>] [--other <user@host>] [--shots <dir>] [--headed]',
  );
  process.exit(2);
}
const ORIGIN = new URL(args.murmur ?? '').origin;
const OTHER = args.other;

/** What the reader must never see (issue 41). */
const RAW = /Unexpected status|invalid_request|could not be loaded|Error:\s*$|Error:\s*Unexpected/m;
/** How Murmur says that the server lacks something. */
const LACKS = /does not offer[^\n]*/;

type Row = { step: string; result: string; answers: string[] };
const rows: Row[] = [];
const answers: string[] = [];

function watch(page: Page): void {
  page.on('response', (response) => {
    const url = new URL(response.url());
    const method = response.request().method();
    if (!/^\/(api|oauth)\//.test(url.pathname)) return;
    if (method !== 'GET' || response.status() >= 400) {
      const type = (response.request().headers()['content-type'] ?? '').split(';')[0];
      answers.push(`${method} ${url.pathname} ${type ? `(${type}) ` : ''}${response.status()}`);
    }
  });
}

/** Thrown by a step that met Murmur's sentence for something the server lacks. */
class Lacks extends Error {}

/** The rendered text (hidden helpers left out) of what a reader sees. */
async function shownText(where: Locator): Promise<string> {
  return (
    where
      .first()
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a reader sees.
      .evaluate((node) => (node as HTMLElement).innerText)
      .catch(() => '')
  );
}

const lacksCount = (text: string) => text.split('does not offer').length - 1;

/**
 * Runs one step and records it: passed, says (Murmur said the server lacks it, newly on the page
 * or in `scope`), or FAILED (the step did not get through, or a raw error text is shown).
 */
async function step(
  page: Page,
  name: string,
  run: () => Promise<string | undefined>,
  scope?: () => Locator,
): Promise<void> {
  const start = answers.length;
  const before = lacksCount(await shownText(page.locator('body')));
  let result: string;
  try {
    result = `passed${await run().then((note) => (note ? `: ${note}` : ''))}`;
  } catch (error) {
    result =
      error instanceof Lacks
        ? `says: "${error.message}"`
        : `FAILED: ${String((error as Error).message).split('\n')[0]}`;
    if (args.shots && !(error instanceof Lacks)) {
      await page
        .screenshot({ path: join(args.shots, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`) })
        .catch(() => {});
    }
  }
  // The server's answers to what the step asked arrive a moment after the screen changes.
  await page.waitForTimeout(1000);
  const shown = await shownText(scope ? scope() : page.locator('body'));
  const raw = RAW.exec(shown);
  const lacks = LACKS.exec(shown)?.[0].trim();
  if (raw) result = `FAILED: shows "${raw[0].trim()}"`;
  else if (lacks && !result.startsWith('says') && (scope || lacksCount(shown) > before)) {
    result = `says: "${lacks}"`;
  }
  rows.push({ step: name, result, answers: answers.slice(start) });
  console.log(`${name}: ${result}`);
}

const article = (page: Page, text: string): Locator =>
  page.locator('article').filter({ hasText: text }).first();
const sidebar = (page: Page): Locator => page.getByRole('form', { name: 'Post new status' }).first();

async function post(page: Page, text: string): Promise<void> {
  await sidebar(page).getByRole('textbox', { name: 'Post new status' }).fill(text);
  await sidebar(page).getByRole('button', { name: 'Post' }).click();
  await article(page, text).waitFor({ timeout: 20_000 });
}

async function menu(page: Page, text: string, item: string): Promise<void> {
  await article(page, text).getByRole('button', { name: 'More actions' }).first().click();
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  if ((await entry.count()) === 0) {
    const offered = await page.getByRole('menuitem').allInnerTexts();
    await page.keyboard.press('Escape');
    throw new Error(`not offered (menu: ${offered.join(', ')})`);
  }
  await entry.click();
}

async function closeSettings(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();
}

/** Murmur's sign-in: the server's own page when it has one, its password form otherwise. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/login`);
  const panel = page.getByRole('region', { name: 'Log in' });
  const username = panel.getByLabel('Username');
  if (await username.count()) {
    await username.fill(args.user ?? '');
    await panel.getByLabel('Password').fill(args.password ?? '');
  }
  await panel.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.origin !== ORIGIN || !url.pathname.startsWith('/login'), {
    timeout: 30_000,
  });
  if (new URL(page.url()).origin !== ORIGIN) {
    // The server's pages: whatever they call the fields, one takes the account and one the password.
    const password = page.locator('input[type=password]').first();
    if (await password.count()) {
      await page
        .locator('input[type=email], input[name*=user i], input[name*=email i], input[name*=login i]')
        .first()
        .fill(args.user ?? '');
      await password.fill(args.password ?? '');
      await password.press('Enter');
      await page.waitForLoadState();
    }
    if (new URL(page.url()).origin !== ORIGIN) {
      // A consent page; a server with several accounts asks which one (--account names it by a
      // text of its choice, e.g. its handle; else the first is taken).
      if (args.account) await page.getByText(args.account).first().click();
      const choice = page.locator('input[type=radio]').first();
      if ((await choice.count()) && !(await page.locator('input[type=radio]:checked').count())) {
        await choice.check();
      }
      await page
        .getByRole('button', { name: /^(Allow|Authori[sz]e|Approve)$/i })
        .first()
        .click();
    }
  }
  await page.waitForURL((url) => url.origin === ORIGIN && !url.pathname.startsWith('/oauth'), {
    timeout: 30_000,
  });
  await page.getByRole('feed').first().waitFor({ timeout: 30_000 });
}

async function walk(page: Page, picture: string): Promise<void> {
  const stamp = Date.now().toString(36);
  const mine = `Checking Murmur ${stamp}`;
  await step(page, 'sign in through the server’s page', async () => {
    await signIn(page);
    return new URL(page.url()).pathname;
  });
  for (const [name, path] of [
    ['read home', '/main/friends'],
    ['read local', '/main/public'],
  ] as const) {
    await step(page, name, async () => {
      await page.goto(`${ORIGIN}${path}`);
      await page.getByRole('feed').first().waitFor({ timeout: 30_000 });
      return `${await page.getByRole('feed').first().locator('article').count()} posts`;
    });
  }
  await step(page, 'post, open its thread, reply', async () => {
    await page.goto(`${ORIGIN}/main/friends`);
    await post(page, mine);
    await article(page, mine).locator('a[href*="/notice/"]').first().click();
    await page.waitForURL(/\/notice\//);
    await article(page, mine).getByRole('button', { name: 'Reply' }).first().click();
    const reply = page.getByRole('form', { name: 'Reply' });
    await reply.getByRole('textbox').first().fill(`A reply ${stamp}`);
    await reply.getByRole('button', { name: 'Post' }).click();
    await article(page, `A reply ${stamp}`).waitFor({ timeout: 20_000 });
    return undefined;
  });
  for (const name of ['Favorite', 'Repeat', 'Bookmark']) {
    await step(page, name.toLowerCase(), async () => {
      // The button's name grows by its count once there is one ('Repeat 1').
      const button = { name: new RegExp(`^${name}\\b`), pressed: true } as const;
      await article(page, mine).getByRole('button', { name, exact: true }).first().click();
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Yes' });
      if (await confirm.count()) await confirm.click();
      await article(page, mine).getByRole('button', button).first().waitFor({ timeout: 15_000 });
      return undefined;
    });
  }
  await step(page, 'pin', async () => {
    await menu(page, mine, 'Pin on profile');
    await article(page, mine).getByRole('button', { name: 'More actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Unpin from profile' }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    return undefined;
  });
  await step(page, 'quote', async () => {
    await article(page, mine).getByRole('button', { name: 'More actions' }).first().click();
    const quote = page.getByRole('menuitem', { name: 'Quote', exact: true });
    if ((await quote.count()) === 0) {
      await page.keyboard.press('Escape');
      return 'not offered';
    }
    await quote.click();
    const form = page.getByRole('form', { name: 'Quote' });
    await form.getByRole('textbox').first().fill(`A quote ${stamp}`);
    await form.getByRole('button', { name: 'Post' }).click();
    await article(page, `A quote ${stamp}`).waitFor({ timeout: 20_000 });
    return undefined;
  });
  await step(page, 'edit', async () => {
    await menu(page, mine, 'Edit');
    const edit = page.getByRole('dialog').getByRole('form', { name: 'Edit status' });
    await edit.getByRole('textbox', { name: 'Edit status' }).fill(`${mine} (edited)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await article(page, `${mine} (edited)`).waitFor({ timeout: 20_000 });
    return undefined;
  });
  await step(page, 'mute conversation', async () => {
    await menu(page, mine, 'Mute conversation');
    await article(page, mine).getByRole('button', { name: 'More actions' }).first().click();
    const offered = await page.getByRole('menuitem').allInnerTexts();
    await page.keyboard.press('Escape');
    if (!offered.includes('Unmute conversation')) throw new Error('no Unmute conversation afterwards');
    return undefined;
  });
  await step(page, 'delete', async () => {
    await menu(page, mine, 'Delete post');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await article(page, mine).waitFor({ state: 'detached', timeout: 15_000 });
    return undefined;
  });
  await step(page, 'visibility menu', async () => {
    await page.goto(`${ORIGIN}/main/friends`);
    const options = await sidebar(page)
      .getByRole('combobox', { name: 'Visibility' })
      .locator('option')
      .allInnerTexts();
    if (options.includes('Local only')) throw new Error(`offers Local only: ${options.join(', ')}`);
    return options.join(', ');
  });
  await step(page, 'post an image with a description', async () => {
    const form = sidebar(page);
    await form.getByRole('textbox', { name: 'Post new status' }).fill(`A picture ${stamp}`);
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload media' }).click();
    await (await chooser).setFiles(picture);
    await form.getByPlaceholder('Media description').fill(`Described ${stamp}`);
    await form.getByRole('button', { name: 'Post' }).click();
    const image = article(page, `A picture ${stamp}`).getByRole('img', { name: `Described ${stamp}` });
    await image.first().waitFor({ timeout: 20_000 });
    if (await image.first().evaluate((img) => Boolean(img.closest('.still-image--stopped')))) {
      throw new Error('the picture is held behind a GIF cover');
    }
    return undefined;
  });
  await step(page, 'post a poll and vote', async () => {
    const form = sidebar(page);
    await form.getByRole('textbox', { name: 'Post new status' }).fill(`Rain or sun ${stamp}?`);
    await form.getByRole('button', { name: 'Add poll' }).click();
    await form.getByRole('textbox', { name: 'Option 1' }).fill('Rain');
    await form.getByRole('textbox', { name: 'Option 2' }).fill('Sun');
    await form.getByRole('button', { name: 'Post' }).click();
    const poll = article(page, `Rain or sun ${stamp}?`).getByRole('region', { name: 'Poll' });
    await poll.waitFor({ timeout: 20_000 });
    const radio = poll.getByRole('radio', { name: 'Sun' });
    if (!(await radio.count())) return 'posted (the server offers no vote on one’s own poll)';
    await radio.check();
    await poll.getByRole('button', { name: 'Vote' }).click();
    await poll.getByText('1 vote').waitFor({ timeout: 15_000 });
    return undefined;
  });
  if (OTHER) {
    await step(page, `follow and mute ${OTHER}`, async () => {
      await page.goto(`${ORIGIN}/${OTHER.replace(/^@/, '')}`);
      await page.getByRole('main').getByRole('button', { name: 'Mention' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Follow', exact: true }).first().click();
      await page
        .getByRole('button', { name: /Following|Unfollow/ })
        .first()
        .waitFor({ timeout: 15_000 });
      await page.getByRole('main').getByRole('button', { name: 'More actions' }).first().click();
      await page.getByRole('menuitem', { name: 'Mute' }).click();
      const dialog = page.getByRole('dialog').getByRole('button', { name: /^(Mute|Yes)$/ });
      if (await dialog.count()) await dialog.last().click();
      await page.getByRole('main').getByRole('button', { name: 'More actions' }).first().click();
      await page.getByRole('menuitem', { name: 'Unmute' }).click();
      return undefined;
    });
    await step(page, 'private note', async () => {
      const note = page.getByRole('textbox', { name: 'Private note' }).first();
      await note.fill(`Noted ${stamp}`);
      await note.blur();
      await page.waitForTimeout(3000);
      const lacks = LACKS.exec(await shownText(page.getByRole('main')));
      if (lacks) throw new Lacks(lacks[0].trim());
      await page.reload();
      const again = page.getByRole('textbox', { name: 'Private note' }).first();
      await again.waitFor({ timeout: 15_000 });
      if ((await again.inputValue()) !== `Noted ${stamp}`) throw new Error('the note did not stay');
      return undefined;
    });
  }
  await step(page, 'search', async () => {
    await page.goto(`${ORIGIN}/search?query=${encodeURIComponent(`Rain or sun ${stamp}`)}`);
    await page.getByRole('main').getByText(`Rain or sun ${stamp}?`).first().waitFor({ timeout: 20_000 });
    return undefined;
  });
  await step(page, 'profile editor', async () => {
    await page.getByRole('button', { name: 'Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'Profile', exact: true }).click();
    await settings.getByRole('textbox', { name: 'Bio' }).fill(`Checked with Murmur ${stamp}`);
    await settings.getByRole('button', { name: 'Save', exact: true }).first().click();
    await settings.getByText('Saved.').first().waitFor({ timeout: 15_000 });
    await closeSettings(page);
    return undefined;
  });
  await step(page, 'word filter', async () => {
    await page.goto(`${ORIGIN}/main/friends`);
    await page.getByRole('feed').first().locator('article').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Quick settings' }).first().click();
    await page.getByRole('button', { name: 'Word filter and more…' }).click();
    const words = page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('textbox', { name: /muted, one per line/ });
    await words.first().fill(stamp);
    await words.first().blur();
    // The feed behind the dialog hides the post written above with the word.
    await page
      .getByRole('feed')
      .getByText(`Muted by the word filter: ${stamp}`)
      .first()
      .waitFor({ timeout: 15_000 });
    await words.first().fill('');
    await words.first().blur();
    await closeSettings(page);
    return undefined;
  });
  await step(page, 'create a list', async () => {
    await page.goto(`${ORIGIN}/lists`);
    await page.getByRole('textbox', { name: 'Title of a new list' }).fill(`List ${stamp}`);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/lists\/[^/]+\/edit$/, { timeout: 15_000 });
    return undefined;
  });
  await step(page, 'notifications: mark all as read, reload', async () => {
    await page.goto(`${ORIGIN}/main/friends`);
    const panel = page.locator('section.notifications');
    const some = await panel
      .locator('li.notification')
      .first()
      .waitFor({ timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!some) {
      return 'no notifications to read';
    }
    const markAll = panel.getByRole('button', { name: 'Mark all as read' });
    if (await markAll.isDisabled()) return 'nothing new: what was read before is still read';
    await markAll.click();
    await panel.locator('.notifications__badge').waitFor({ state: 'detached', timeout: 10_000 });
    await page.reload();
    await panel.locator('li.notification').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(3000);
    if (await panel.locator('li.notification--unseen, .notifications__badge').count()) {
      throw new Error('new again after the reload');
    }
    return undefined;
  });
  await step(page, 'dismiss a notification', async () => {
    const panel = page.locator('section.notifications');
    const first = panel.locator('li.notification').first();
    if (!(await first.count())) return 'no notification to dismiss';
    // By its id: the list may bring an older one into its place (its window, or its virtual rows).
    const id = await first.getAttribute('data-notification-id');
    await first.getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForTimeout(3000);
    if (await panel.locator(`li.notification[data-notification-id="${id}"]`).count()) {
      throw new Error('still there');
    }
    return undefined;
  });
  await page.getByRole('button', { name: 'Preferences' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  for (const tab of await settings.getByRole('tab').allInnerTexts()) {
    await step(
      page,
      `settings: ${tab}`,
      async () => {
        await settings.getByRole('tab', { name: tab, exact: true }).click();
        await page.waitForTimeout(2500);
        return undefined;
      },
      () => settings.getByRole('tabpanel'),
    );
  }
}

const profile = mkdtempSync(join(tmpdir(), 'murmur-real-server-'));
const picture = join(profile, 'picture.png');
writeFileSync(picture, tinyPng());
const context: BrowserContext = await chromium.launchPersistentContext(profile, {
  executablePath: args.chromium,
  headless: !args.headed,
  viewport: { width: 1280, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
watch(page);
try {
  await walk(page, picture);
} finally {
  await context.close();
}
console.log('\n| step | result | what the server answered |\n| --- | --- | --- |');
for (const row of rows) {
  console.log(`| ${row.step} | ${row.result.replaceAll('|', '\\|')} | ${row.answers.join('; ') || '—'} |`);
}
