import type { Page, Request } from '@playwright/test';

/**
 * Holds every request `matches` accepts until the returned function is called: what a page does
 * while a server (or a file) has not answered yet.
 */
export async function holdRequests(page: Page, matches: (request: Request) => boolean): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (matches(route.request())) await held;
    await route.fallback();
  });
  return release;
}
