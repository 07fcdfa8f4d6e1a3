// Helpers shared by the moderation and operator-swap journeys.
import { expect, type Locator, type Page } from '@playwright/test';

/** Records every request the page makes to a host other than the gateway (trackers, remote images). */
export function watchOutsideRequests(page: Page): () => string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== 'localhost' && host !== '127.0.0.1' && !request.url().startsWith('data:'))
      outside.push(request.url());
  });
  return () => outside;
}

/** No element under #app carries an event handler attribute, a script URL or an active element. */
export async function expectInertDom(page: Page): Promise<void> {
  const offenders = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('#app *, .modal *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (
          /^(href|src|action|formaction|xlink:href|data)$/i.test(attr.name) &&
          /^\s*(javascript|vbscript|data):/i.test(attr.value)
        )
          found.push(`${el.tagName} ${attr.name}=${attr.value}`);
        // A profile card's cover is Murmur's own style, from a checked http(s) header URL.
        if (attr.name === 'style' && /url\(/i.test(attr.value) && !el.classList.contains('user-card__cover'))
          found.push(`${el.tagName} style=${attr.value}`);
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|STYLE|META|BASE)$/.test(el.tagName)) found.push(el.tagName);
    }
    return found;
  });
  expect(offenders).toEqual([]);
}

/**
 * Opens the moderation modal from the navigation and returns it. Pressed from the keyboard: on a
 * browser's first start the sidebar's user card and post form arrive after the first screen and
 * move the navigation, and a mouse click whose press and release land on different places opens
 * nothing (decisions 0299 and 0302).
 */
export async function openModeration(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('button', { name: 'Moderation' })
    .press('Enter');
  const modal = page.getByRole('dialog', { name: 'Moderation' });
  await expect(modal).toBeVisible();
  return modal;
}
