import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import { resetDevInstance } from '../support/sign-in';

/**
 * The instance is read from /api/v2/instance first; v1 is asked only when v2 fails in any way but
 * busy (issue 39), so a busy or slow v2 is what start-up waits for.
 */
async function faultInstance(rule: Record<string, unknown>): Promise<void> {
  await fault('/api/v2/instance', rule);
}

/** Makes the dev instance answer the next `times` requests to `path` with the given fault. */
async function fault(path: string, rule: Record<string, unknown>, times = 1): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, times, ...rule }),
  });
  if (!reply.ok) throw new Error(`/__dev/faults answered ${reply.status}`);
}

const firstPost = (page: import('@playwright/test').Page) =>
  page.getByRole('feed').locator('article').first();

test.describe('a failing or slow start-up call never leaves a blank page (spec 1 section 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  for (const [name, rule] of [
    ['a 500', { status: 500 }],
    ['a proxy’s 502 page', { status: 502, answerLost: true }],
    ['a cut body', { malformedJson: true }],
  ] as const) {
    test(`/api/v2/instance answering ${name}: Murmur starts from /api/v1/instance (issue 39)`, async ({
      page,
    }) => {
      await fault('/api/v2/instance', rule);
      await page.goto('/main/all');
      await expect(firstPost(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Murmur could not start' })).toHaveCount(0);
    });
  }

  for (const [name, rule, reason] of [
    ['a 500', { status: 500 }, 'The server answered with an error (HTTP 500).'],
    ['a cut body', { malformedJson: true }, 'The server’s answer could not be read.'],
  ] as const) {
    test(`both instance documents answering ${name}: the error says what failed in words and Retry starts Murmur`, async ({
      page,
    }) => {
      await fault('/api/v2/instance', rule);
      await fault('/api/v1/instance', rule);
      await page.goto('/main/all');
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Murmur could not start' })).toBeVisible();
      await expect(alert.getByText(reason)).toBeVisible();
      // No parser's or validator's own words on the screen.
      await expect(alert).not.toContainText(/expected|JSON|received|undefined/i);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(firstPost(page)).toBeVisible();
    });
  }

  for (const [name, rule] of [
    ['429 (rate limited)', { status: 429 }],
    ['503 (unavailable)', { status: 503 }],
  ] as const) {
    test(`the instance answering ${name}: Murmur waits and tries again by itself`, async ({ page }) => {
      await faultInstance(rule);
      await page.goto('/main/all');
      await expect(page.getByText(/The server is busy\. Murmur tries again in \d+ seconds?\./)).toBeVisible();
      await expect(firstPost(page)).toBeVisible({ timeout: 15_000 });
    });
  }

  test('a slow instance: the start-up screen shows at once, says the server is slow, then the timeline comes', async ({
    page,
  }) => {
    await faultInstance({ latencyMs: 8_000 });
    await page.goto('/main/all');
    await expect(page.getByRole('status').getByText('Connecting to the server…')).toBeVisible();
    await expect(page.getByText('The server is slow to answer. Murmur keeps waiting for it.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(firstPost(page)).toBeVisible({ timeout: 20_000 });
  });

  // The operator's remotes.json is laid over the deployed remotes; one Murmur cannot read leaves
  // the defaults, and the console says so once, in words (decision 0110).
  for (const [name, reply, why] of [
    [
      'a 500',
      { status: 500, body: 'Internal Server Error', contentType: 'text/plain' },
      'the server answered 500',
    ],
    [
      'a malformed file',
      { status: 200, body: '{"remotes": {', contentType: 'application/json' },
      'it is not valid JSON',
    ],
  ] as const) {
    test(`the remotes manifest answering ${name}: Murmur starts with its deployed remotes and says so once`, async ({
      page,
    }) => {
      const said: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('/static/remotes.json'))
          said.push(message.text());
      });
      await page.route('**/static/remotes.json', (route) => route.fulfill(reply));
      await page.goto('/main/all');
      await expect(firstPost(page)).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('heading', { name: 'Murmur could not start' })).toHaveCount(0);
      expect(said).toEqual([
        `[murmur] /static/remotes.json could not be used (${why}): Murmur runs with its deployed remotes and slots.`,
      ]);
    });
  }
});
