import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

// Issue 38, item 1: an English post read in a right-to-left interface keeps its own direction.
// bob writes in English, with handles, a bracketed poll option and a link card; alice reads it
// in Arabic and in Hebrew. Every piece of server text resolves to left to right by itself (dir
// "auto" or <bdi>), and the "@" of every handle stands left of the name, as an English reader
// expects, while the frame around it runs right to left.

const TEXT = 'Hello @alice and @main@remote.example, see the plan (draft) today';
const OPTIONS = ['Option [A] (first)', 'Option [B] (second)'];

async function postAsBob(): Promise<string> {
  const token = await apiTokenFor('bob');
  const body = new URLSearchParams({ status: TEXT, visibility: 'public' });
  for (const option of OPTIONS) body.append('poll[options][]', option);
  body.set('poll[expires_in]', '86400');
  const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (!reply.ok) throw new Error(`posting answered ${reply.status}`);
  return ((await reply.json()) as { id: string }).id;
}

/** The direction the element resolves to, and the x of the first and last characters of its text. */
async function reading(locator: Locator) {
  return locator.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const boxes: { ch: string; x: number; y: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (text[i]?.trim() === '') continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) boxes.push({ ch: text[i] ?? '', x: rect.x, y: Math.round(rect.y) });
      }
    }
    return { direction: getComputedStyle(el).direction, text: el.textContent ?? '', boxes };
  });
}

/** True when the text's characters stand left to right on screen, in reading order, line by line. */
function readsLeftToRight(boxes: { ch: string; x: number; y: number }[]): boolean {
  for (let i = 1; i < boxes.length; i++) {
    const before = boxes[i - 1];
    const after = boxes[i];
    if (before && after && after.y === before.y && after.x < before.x) return false;
  }
  return boxes.length > 0;
}

async function expectLeftToRight(locator: Locator, what: string) {
  const read = await reading(locator);
  expect(read.direction, `${what} resolves to ltr ("${read.text}")`).toBe('ltr');
  expect(readsLeftToRight(read.boxes), `${what} reads left to right ("${read.text}")`).toBe(true);
}

async function chooseLanguage(page: Page, language: string, path: string): Promise<void> {
  await page.evaluate((code) => window.localStorage.setItem('murmur:interfaceLanguage', code), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test.describe('right to left: left-to-right server text keeps its direction', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(resetDevInstance);

  for (const language of ['ar', 'he']) {
    test(`${language}: an English post with handles reads left to right`, async ({ page }) => {
      const id = await postAsBob();
      await signIn(page, 'alice');
      await chooseLanguage(page, language, `/notice/${id}`);
      const post = page.locator('article', { hasText: 'see the plan' }).first();
      await expect(post).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`${language}-thread.png`) });

      // The body, the author's handle, the mention links, and the poll options.
      await expectLeftToRight(post.locator('.status-content').first(), 'the body');
      await expectLeftToRight(post.locator('.status-acct').first(), "the author's handle");
      for (const mention of await post.locator('a.mention').all()) {
        await expectLeftToRight(mention, 'a mention');
      }
      const options = post.locator('.status-poll__title');
      await expect(options).toHaveCount(2);
      for (const option of await options.all()) await expectLeftToRight(option, 'a poll option');

      // The instance's own panel, and the frame around the post still runs right to left.
      await expectLeftToRight(page.locator('.instance-panel .panel__body').first(), 'the instance panel');
      expect(await post.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    });
  }
});
