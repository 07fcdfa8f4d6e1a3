import type { Page } from '@playwright/test';

/**
 * Posts and names that once froze or widened a reader's tab, served by rewriting the first status
 * of a real public-timeline reply from the dev instance (the server stays real; only that one
 * status turns hostile). Used by the layout journey and the freeze benchmark.
 */
export interface HostileCase {
  name: string;
  content?: string;
  displayName?: string;
}

const word = (n: number) => `W${'a'.repeat(n - 1)}`;

export const HOSTILE_CASES: readonly HostileCase[] = [
  { name: '100,000-character word', content: `<p>${word(100_000)}</p>` },
  { name: '1 MB word', content: `<p>${word(1_000_000)}</p>` },
  {
    name: '5,000 nested blockquotes',
    content: `${'<blockquote>'.repeat(5_000)}deep${'</blockquote>'.repeat(5_000)}`,
  },
  { name: '5,000 nested lists', content: `${'<ul><li>'.repeat(5_000)}deep${'</li></ul>'.repeat(5_000)}` },
  { name: 'name of 10,000 ZWJ sequences', displayName: '\u{1F469}\u200D\u{1F4BB}'.repeat(10_000) },
  { name: 'right-to-left override in a name', displayName: '\u202Eecila\u202E admin' },
];

/** Makes the public timeline's newest status take on `hostile`'s content or author name. */
export async function serveHostile(page: Page, hostile: HostileCase): Promise<void> {
  await page.route(/\/api\/v1\/timelines\/public(\?|$)/, async (route) => {
    const response = await route.fetch();
    let statuses: Array<Record<string, unknown>>;
    try {
      statuses = (await response.json()) as Array<Record<string, unknown>>;
    } catch {
      // The page dropped the request meanwhile (it went elsewhere, or the journey ended): Playwright
      // has let go of the answer, and nobody waits for it.
      return;
    }
    // The post the first article shows (the repeated one when the first status is a repeat),
    // changed wherever it appears in the page: the store keeps one copy of each status.
    const top = statuses[0];
    const target = ((top?.reblog as Record<string, unknown> | null | undefined) ?? top)?.id;
    const copies = statuses.flatMap((status) => [status, status.reblog as Record<string, unknown> | null]);
    const author = (copies.find((status) => status?.id === target)?.account as { id?: string } | undefined)
      ?.id;
    for (const status of copies) {
      if (!status) continue;
      if (hostile.content !== undefined && status.id === target) {
        status.content = hostile.content;
        status.spoiler_text = '';
        status.sensitive = false;
      }
      const account = status.account as { id?: string };
      if (hostile.displayName !== undefined && account.id === author) {
        status.account = { ...account, display_name: hostile.displayName };
      }
    }
    await route.fulfill({ response, json: statuses }).catch(() => undefined);
  });
}
