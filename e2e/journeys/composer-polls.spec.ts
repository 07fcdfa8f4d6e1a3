import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Post new status' }).first();
const feed = (page: Page) => page.getByRole('feed');

test.describe('polls (spec 3 sections 5 and 8)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a post with a poll from the sidebar, voted on by another account', async ({
    page,
    browser,
  }, info) => {
    // Two accounts, each on its own page, each page checked with axe.
    test.setTimeout(120_000);
    await signIn(page, 'alice');
    const form = sidebarForm(page);
    await form.getByRole('textbox', { name: 'Post new status' }).fill('Tea or coffee this morning?');
    await form.getByRole('button', { name: 'Add poll' }).click();
    await form.getByRole('textbox', { name: 'Option 1' }).fill('Tea');
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(form.getByRole('alert')).toContainText('Too few unique options in poll');
    await form.getByRole('textbox', { name: 'Option 2' }).fill('Coffee');
    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByRole('textbox', { name: 'Option 3' }).fill('Neither');
    await form.getByRole('combobox', { name: 'Poll age unit' }).selectOption('hours');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Post' }).click();

    const mine = feed(page).locator('article').first();
    await expect(mine).toContainText('Tea or coffee this morning?');
    const ownPoll = mine.getByRole('region', { name: 'Poll' });
    await expect(ownPoll).toContainText('Neither');
    await expect(ownPoll).toContainText('0 votes');
    await expect(form.getByRole('textbox', { name: 'Option 1' })).toHaveCount(0);

    const bobContext = await browser.newContext({ baseURL: info.project.use.baseURL });
    const bob = await bobContext.newPage();
    try {
      await signIn(bob, 'bob');
      await bob.goto('/main/public');
      const post = feed(bob).locator('article').filter({ hasText: 'Tea or coffee this morning?' }).first();
      const vote = post.getByRole('button', { name: 'Vote' });
      await expect(vote).toBeDisabled();
      await post.getByRole('radio', { name: 'Coffee' }).check();
      await expect(vote).toBeEnabled();
      await expectNoSeriousA11yViolations(bob);
      await vote.click();
      const results = post.getByRole('region', { name: 'Poll' });
      await expect(results).toContainText('100%');
      await expect(results).toContainText('1 vote');
      await expect(results.getByLabel('Your choice')).toHaveCount(1);
      await expectNoSeriousA11yViolations(bob);
    } finally {
      await bobContext.close();
    }

    await page.reload();
    await expect(
      feed(page).locator('article').filter({ hasText: 'Tea or coffee this morning?' }).first(),
    ).toContainText('1 vote');
  });
});
