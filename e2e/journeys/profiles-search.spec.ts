import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

test.describe('search (spec 2 section 2)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('a word, a person and a tag from the search bar; each result opens', async ({ page }) => {
    await signIn(page, 'alice');
    await page.getByRole('button', { name: 'Open search' }).click();
    // Open beside a signed-in reader's buttons, the bar gives way: the page is no wider than the
    // window (at 1,200 px its input's default width made it 1,221).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('grace');
    await page.getByRole('searchbox', { name: 'Search terms' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?query=grace$/);
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    // People has results for a name: the first non-empty tab is chosen.
    const people = page.getByRole('tab', { name: /^People \(\d+\)$/ });
    await expect(people).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: /^People/ }).click();
    await page.locator('.search__person-link').filter({ hasText: '@grace' }).first().click();
    await expect(page.locator('#main-content .user-card')).toBeVisible();

    await page.goto('/search?query=%23cats');
    await page.getByRole('tab', { name: /^Hashtags/ }).click();
    const tag = page.locator('.search__tag a').first();
    await expect(tag).toBeVisible();
    await tag.click();
    await expect(page).toHaveURL(/\/tag\//);
  });

  test('nothing found says so; an empty query does nothing', async ({ page }) => {
    await page.goto('/search?query=zzqqxxnothingmatches');
    await expect(page.getByRole('tab', { name: 'Posts (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No results')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search for' }).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect(page).toHaveURL(/query=zzqqxxnothingmatches$/);
  });
});
