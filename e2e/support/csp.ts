import { test as base, expect } from '@playwright/test';
import { BASE_URL } from './ports';

/** The gateway's violation report endpoint (gateway/src/security-policy.ts). */
export const CSP_REPORTS_URL = `${BASE_URL}/__murmur/csp-reports`;

/** What the gateway kept of one report. */
interface Violation {
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sourceFile?: string;
  lineNumber?: number;
}

/** The violations the gateway has been sent so far (and, with `clear`, forgets them). */
export async function cspReports(url: string = CSP_REPORTS_URL, clear = false): Promise<string[]> {
  const reply = await fetch(url);
  const list = reply.ok ? ((await reply.json()) as Violation[]) : [];
  if (clear) await fetch(url, { method: 'DELETE' });
  return list.map(
    (v) =>
      `${v.violatedDirective} blocked ${v.blockedUri || '(inline)'} on ${v.documentUri}` +
      (v.sourceFile ? ` (${v.sourceFile}:${v.lineNumber ?? '?'})` : ''),
  );
}

/**
 * `test` with the policy guard: any Content-Security-Policy violation during a journey, reported to
 * the gateway or logged by the browser, fails it. Journeys that serve Murmur elsewhere (the Akkoma
 * layout server) point `cspReportsUrl` at that server's endpoint.
 */
export const test = base.extend<{ cspReportsUrl: string; cspGuard: undefined; routesLetGo: undefined }>({
  cspReportsUrl: [CSP_REPORTS_URL, { option: true }],
  // A journey's route handler may still be waiting on `route.fetch()` when the test ends; Playwright
  // then fails the whole run with an error that belongs to no test. Its handlers are let go first.
  routesLetGo: [
    async ({ page }, use) => {
      await use(undefined);
      await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ page, cspReportsUrl }, use) => {
      await fetch(cspReportsUrl, { method: 'DELETE' }).catch(() => undefined);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
      });
      await use(undefined);
      // report-uri posts are sent after the violation; give the last ones a moment to land (the
      // browser's console line, read above, comes with the violation itself).
      await page.waitForTimeout(150).catch(() => undefined);
      const reported = await cspReports(cspReportsUrl, true).catch(() => []);
      expect([...logged, ...reported], 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
