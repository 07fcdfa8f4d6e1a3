import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

const sidebarForm = (page: Page) => page.getByRole('form', { name: 'Post new status' }).first();

test.describe('content warnings (spec 3 sections 4 and 5)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a post with a content warning shows folded until opened', async ({ page }) => {
    await signIn(page, 'alice');
    const form = sidebarForm(page);
    await form.getByRole('button', { name: 'Add a content warning' }).click();
    await form.getByRole('textbox', { name: 'Content warning (optional)' }).fill('Film spoilers');
    await form.getByRole('textbox', { name: 'Post new status' }).fill('The butler did it, all along');
    await form.getByRole('textbox', { name: 'Post new status' }).press('Control+Enter');

    const post = page.getByRole('feed').locator('article').first();
    await expect(post).toContainText('Film spoilers');
    await expect(post.getByText('The butler did it, all along')).toHaveCount(0);
    const toggle = post.getByRole('button', { name: 'Show content' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(post.getByText('The butler did it, all along')).toBeVisible();
    await expect(post.getByRole('button', { name: 'Hide content' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await post.getByRole('button', { name: 'Hide content' }).click();
    await expect(post.getByText('The butler did it, all along')).toHaveCount(0);
  });
});
