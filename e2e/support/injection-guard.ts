import type { Page } from '@playwright/test';

/**
 * Every injection payload in the dev instance's seeded world writes `window.__pwned`. This hook,
 * installed before any page script, records each write and any dialog, so a journey can assert
 * that no payload ever executed.
 */
export async function installInjectionGuard(page: Page): Promise<() => Promise<string[]>> {
  const hits: string[] = [];
  page.on('dialog', (dialog) => {
    hits.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const record = (what: string) => {
      const w = window as unknown as { __pwnedHits?: string[] };
      w.__pwnedHits = [...(w.__pwnedHits ?? []), what];
    };
    Object.defineProperty(window, '__pwned', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => record(`__pwned = ${String(value)}`),
    });
  });
  return async () => [
    ...hits,
    ...((await page.evaluate(() => (window as unknown as { __pwnedHits?: string[] }).__pwnedHits)) ?? []),
  ];
}
