import { cspReports, expect, test } from '../support/csp';

/**
 * Reading hostile server HTML makes the browser report nothing against the page's policy.
 *
 * Browsers check the policy even while parsing into an inert document (Chromium 156 reports every
 * `on*` and `style` attribute DOMParser meets), so one hostile post would make each reader log an
 * error and send the instance a report. The pages below hold the dev instance's seeded hostile
 * posts (handlers in content, spoilers, names, fields, poll options); the journey counts the
 * browser's policy messages and the gateway's reports for each, and prints the browser's version.
 */

const HANDLER = /\son[a-z]+\s*=|style\s*=/i;

test('hostile posts on the timelines and a profile cause no policy message and no report', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  console.log(`[policy-quiet] Chromium ${browser.version()}`);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|script-src|style-src/i.test(message.text())) messages.push(message.text());
  });

  const lookup = await request.get('/api/v1/accounts/lookup?acct=mallory@far.example');
  expect(lookup.ok()).toBe(true);
  const mallory = (await lookup.json()) as { id: string; display_name: string };

  // Each page, and the first page of its timeline as the server sends it: where that holds posts
  // whose HTML carries handlers or styles, the journey checks they are on screen.
  const pages: [string, string | null][] = [
    ['/main/all', '/api/v1/timelines/public?limit=20'],
    // The local timeline holds no remote hostile post; it is counted all the same.
    ['/main/public', null],
    [`/users/${mallory.id}`, `/api/v1/accounts/${mallory.id}/statuses?limit=20`],
  ];
  const counts: Record<string, { hostile: number; messages: number; reports: number }> = {};
  for (const [path, api] of pages) {
    let hostile = 0;
    if (api) {
      const raw = (await (await request.get(api)).json()) as {
        content: string;
        reblog?: { content: string };
      }[];
      hostile = raw.filter((s) => HANDLER.test(s.content) || HANDLER.test(s.reblog?.content ?? '')).length;
      // The seeded world really puts such posts here: otherwise this journey proves nothing.
      expect(hostile, `hostile posts on the first page of ${api}`).toBeGreaterThan(0);
    }
    messages.length = 0;
    await cspReports(undefined, true);
    await page.goto(path);
    const articles = page.getByRole('feed').locator('article');
    await expect(articles.nth(4)).toBeVisible({ timeout: 20_000 });
    if (api) await expect(articles.filter({ hasText: 'Mallory' }).first()).toBeVisible();
    // Reports are posted after the parse: give them time to land before counting.
    await page.waitForTimeout(1_000);
    const reports = await cspReports(undefined, false);
    counts[path] = { hostile, messages: messages.length, reports: reports.length };
    expect(messages, `policy messages on ${path}`).toEqual([]);
    expect(reports, `policy reports on ${path}`).toEqual([]);
  }
  console.log(`[policy-quiet] ${JSON.stringify(counts)}`);
});
