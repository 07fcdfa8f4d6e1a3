import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('the new-post modal (spec 3 section 2)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the floating button opens the form in a modal; posting closes it and shows the post', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await page.locator('.new-post-button').click();
    const dialog = page.getByRole('dialog', { name: 'Post new status' });
    await expect(dialog).toBeVisible();
    const text = dialog.getByRole('textbox', { name: 'Post new status' });
    await text.fill('Written in the new-post modal');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('feed').locator('article').first()).toContainText(
      'Written in the new-post modal',
    );
  });
});
