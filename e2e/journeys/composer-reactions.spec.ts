import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { SEEDED_GALLERY, seededStatusId } from '../support/seeded-posts';
import { apiTokenFor, resetDevInstance, signInAt } from '../support/sign-in';

/**
 * bob reacts to the seeded gallery's post, so the journey knows a post with reactions whatever
 * the random world put on the first page; returns that post's id.
 */
async function postWithReaction(): Promise<string> {
  const id = await seededStatusId(SEEDED_GALLERY.tag, SEEDED_GALLERY.text);
  const token = await apiTokenFor('bob');
  const reply = await fetch(
    `${DEV_INSTANCE_URL}/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent('👍')}`,
    { method: 'PUT', headers: { Authorization: `Bearer ${token}` } },
  );
  if (!reply.ok) throw new Error(`the reaction answered ${reply.status}`);
  return id;
}

test.describe('emoji reactions (spec 3 sections 4 and 9)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a reaction toggles at once and stays after the server answers; a refusal is rolled back and said', async ({
    page,
  }) => {
    const id = await postWithReaction();
    await signInAt(page, `/notice/${id}`, 'alice');
    const post = page
      .locator('article')
      .filter({ hasText: SEEDED_GALLERY.text })
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
    const id = await postWithReaction();
    await page.goto(`/notice/${id}`);
    const list = page
      .locator('article')
      .filter({ hasText: SEEDED_GALLERY.text })
      .getByRole('list', { name: 'Reactions' })
      .first();
    await expect(list).toBeVisible();
    await expect(list.getByRole('button')).toHaveCount(0);
  });
});
