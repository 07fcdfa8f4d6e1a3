import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('emoji reactions (spec 3 sections 4 and 9)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a reaction toggles at once and stays after the server answers; a refusal is rolled back and said', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await page.goto('/main/public');
    const post = page
      .getByRole('feed')
      .locator('article')
      .filter({ has: page.getByRole('list', { name: 'Reactions' }) })
      .first();
    const reactions = post.getByRole('list', { name: 'Reactions' });
    const first = reactions.getByRole('button').first();
    await expect(first).toBeVisible();
    const pressed = (await first.getAttribute('aria-pressed')) === 'true';
    const before = Number(await first.locator('.status-reaction__count').textContent());

    await first.click();
    if (pressed) {
      // Taking one's own reaction back.
      if (before > 1) await expect(first.locator('.status-reaction__count')).toHaveText(String(before - 1));
    } else {
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await expect(first.locator('.status-reaction__count')).toHaveText(String(before + 1));
    }
    await expectNoSeriousA11yViolations(page);

    // The server refuses the next change: the reaction goes back and the post says why.
    await page.route('**/api/v1/pleroma/statuses/*/reactions/*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Something went wrong"}',
      }),
    );
    const target = reactions.getByRole('button').first();
    const state = await target.getAttribute('aria-pressed');
    await target.click();
    await expect(post.getByRole('alert')).toContainText('The reaction could not be changed');
    await expect(target).toHaveAttribute('aria-pressed', state ?? 'false');
  });

  test('visitors see the reactions without controls', async ({ page }) => {
    await page.goto('/main/public');
    const list = page.getByRole('list', { name: 'Reactions' }).first();
    await expect(list).toBeVisible();
    await expect(list.getByRole('button')).toHaveCount(0);
  });
});
