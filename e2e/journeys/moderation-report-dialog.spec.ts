import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';
import { openModeration } from './moderation-helpers';

test.describe('the report dialog (spec 2 sections 2 and 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('alice reports a remote post with a comment and forwards it to its instance', async ({
    page,
    browser,
  }) => {
    await signInAt(page, '/main/all', 'alice');
    const feed = page.getByRole('feed');
    // A post by a remote account (its screen name carries a host).
    const post = feed
      .locator('article')
      .filter({ has: page.locator('a.status-author[href^="/users/"]') })
      .first();
    await expect(post).toBeVisible();
    await post.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report' });
    await expect(dialog.getByRole('heading', { name: /^Reporting / })).toBeVisible();
    // The post reported from is ticked already.
    await expect(dialog.getByRole('checkbox').first()).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Additional comments' }).fill('Spam from a remote server');
    const forward = dialog.getByRole('checkbox', { name: /^Forward to / });
    await expect(forward).toBeVisible();
    await forward.check();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toHaveCount(0);
    // Closing alone would leave the reader wondering (issue 38): it says it was sent.
    await expect(page.getByText('Report sent. Thank you.')).toBeVisible();

    // A moderator finds the report with its comment.
    const moderator = await browser.newPage();
    await signIn(moderator, 'mod');
    const modal = await openModeration(moderator);
    await expect(modal.getByText('Spam from a remote server').first()).toBeVisible();
    await moderator.close();
  });
});
