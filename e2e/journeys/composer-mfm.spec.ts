import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

const css = (locator: Locator, property: string) =>
  locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

/** A sparkle's stars are its ::before and ::after. */
const starAnimation = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el, '::before').animationName);

/** The seeded MFM posts (the dev instance renders them as Akkoma does), tagged #mfm. */
async function mfmPosts(page: Page) {
  await page.goto('/tag/mfm');
  const feed = page.getByRole('feed');
  const first = feed.locator('article').filter({ hasText: 'Murmur speaks MFM' });
  const second = feed.locator('article').filter({ hasText: 'wobbly' });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  return { first, second };
}

// The effects' motion is what these journeys read: the page does not ask for reduced motion here.
test.use({ reducedMotion: 'no-preference' });

test.describe('MFM in posts and text-effect suggestions (spec 3)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test("a seeded MFM post shows its effects, drawn by the client's stylesheet", async ({ page }) => {
    const { first, second } = await mfmPosts(page);
    const tada = first.locator('span.mfm.mfm-tada');
    await expect(tada).toHaveText('Murmur speaks MFM');
    expect(await css(tada, 'animation-name')).toBe('mfm-tada');
    const spin = first.locator('span.mfm.mfm-spin');
    expect(await css(spin, 'animation-name')).toBe('mfm-spin');
    expect(await css(spin, 'animation-duration')).toBe('3s');
    expect(await css(first.locator('.mfm-rainbow'), 'animation-name')).toBe('mfm-rainbow');
    expect(await starAnimation(second.locator('.mfm-sparkle'))).toBe('mfm-sparkle');
    expect(await css(first.locator('.mfm-flip'), 'transform')).not.toBe('none');

    // Twice the size; a size inside another does not multiply.
    const big = first.locator('.mfm-x2');
    const paragraph = Number.parseFloat(await css(first.locator('.status-content p').first(), 'font-size'));
    expect(Number.parseFloat(await css(big, 'font-size'))).toBe(2 * paragraph);
    const outer = Number.parseFloat(await css(second.locator('.mfm-x3'), 'font-size'));
    expect(Number.parseFloat(await css(second.locator('.mfm-x3 .mfm-x4'), 'font-size'))).toBe(outer);

    // Parameters: a speed, an angle, a font from the fixed list.
    expect(await css(second.locator('.mfm-jelly'), 'animation-duration')).toBe('2s');
    expect(await css(second.locator('.mfm-rotate'), 'transform')).not.toBe('none');
    expect(await css(second.locator('.mfm-font'), 'font-family')).toBe('serif');

    // A blur lifts when the pointer or the keyboard reaches it.
    const blur = first.locator('.mfm-blur');
    expect(await css(blur, 'filter')).toBe('blur(6px)');
    await blur.focus();
    await expect.poll(() => css(blur, 'filter')).toBe('none');
    await expectNoSeriousA11yViolations(page);
  });

  test('with reduced motion no effect moves; the still ones stay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { first, second } = await mfmPosts(page);
    const names = await page
      .locator('.status-content .mfm')
      .evaluateAll((spans) => spans.map((el) => getComputedStyle(el).animationName));
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(new Set(names)).toEqual(new Set(['none']));
    expect(await starAnimation(second.locator('.mfm-sparkle'))).toBe('none');
    expect(await css(first.locator('.mfm-flip'), 'transform')).not.toBe('none');
    expect(await css(second.locator('.mfm-font'), 'font-family')).toBe('serif');
  });

  test("typing '$[' offers text effects; the keyboard takes one and the post shows it", async ({ page }) => {
    await signIn(page, 'alice');
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    const text = form.getByRole('textbox', { name: 'Post new status' });
    await text.click();
    await text.pressSequentially('Look $');
    const list = form.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toHaveCount(0);
    await text.pressSequentially('[');
    const names = list.locator('.autocomplete__label');
    await expect(names).toHaveText(['blur', 'bounce', 'flip', 'font', 'jelly']);
    await expect(list.getByRole('option', { name: 'bounce' })).toBeVisible();
    await text.pressSequentially('b');
    await expect(names).toHaveText(['blur', 'bounce']);
    await expect(text).toHaveAttribute(
      'aria-activedescendant',
      (await list.getByRole('option').first().getAttribute('id')) ?? '',
    );
    await expectNoSeriousA11yViolations(page);
    await text.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await text.press('Enter');
    await expect(text).toHaveValue('Look $[bounce ]');
    await expect(list).toHaveCount(0);
    // The caret is inside the effect.
    await page.keyboard.type('up');
    await expect(text).toHaveValue('Look $[bounce up]');

    await form.getByRole('combobox', { name: 'Content type' }).selectOption({ label: 'MFM' });
    await form.getByRole('button', { name: 'Post' }).click();
    const posted = page.getByRole('feed').locator('article').first();
    await expect(posted.locator('span.mfm.mfm-bounce')).toHaveText('up');
  });
});
