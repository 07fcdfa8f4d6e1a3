import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createGateway } from '../../gateway/src/server';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { buildPackage, ROOT } from '../support/package-install';
import { DEV_INSTANCE_URL, EXTRA_PORT } from '../support/ports';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

// An operator swaps a remote by deploying another build beside the shell and editing one file,
// /static/remotes.json: nothing of Murmur is rebuilt. These journeys run their own gateway over the
// built shell and remotes, with an overlay folder (the gateway's --overlay) where the operator's
// files go: its static/remotes.json and the remote's build win over the shell's, and the build
// itself is never written to.
const port = EXTRA_PORT + 4;
const origin = `http://localhost:${port}`;
const REMOTES = ['timelines', 'composer', 'profiles', 'settings', 'moderation'];
let overlay = '';
let gateway: Awaited<ReturnType<typeof createGateway>> | undefined;

test.beforeAll(async () => {
  overlay = mkdtempSync(path.join(os.tmpdir(), 'murmur-overlay-'));
  gateway = await createGateway({
    shellDir: path.join(ROOT, 'shell/dist'),
    remotes: Object.fromEntries(REMOTES.map((name) => [name, path.join(ROOT, 'remotes', name, 'dist')])),
    backend: DEV_INSTANCE_URL,
    overlayDir: overlay,
  });
  await gateway.listen({ port, host: '127.0.0.1' });
  expect((gateway.server.address() as AddressInfo).port).toBe(port);
});

test.afterAll(async () => {
  await gateway?.close();
  if (overlay) rmSync(overlay, { recursive: true, force: true });
});

test.use({ baseURL: origin, cspReportsUrl: `${origin}/__murmur/csp-reports` });

/** Builds the operator's example remote with its own command, once, if it is not built. */
function buildExample(name: string): string {
  const dist = path.join(ROOT, 'examples', name, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) buildPackage(`@acme/${name.replace(/^acme-/, '')}`);
  return dist;
}

/** Deploys a build under /operator/<name>/ and registers it, with slot overrides, in remotes.json. */
function deploy(name: string, container: string, slots: Record<string, string>): () => void {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/static/remotes.json'), 'utf8'));
  const target = path.join(overlay, 'operator', name);
  cpSync(buildExample(name), target, { recursive: true });
  manifest.remotes[container] = `/operator/${name}/mf-manifest.json`;
  manifest.slots = { ...manifest.slots, ...slots };
  mkdirSync(path.join(overlay, 'static'), { recursive: true });
  writeFileSync(path.join(overlay, 'static/remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return () => {
    rmSync(path.join(overlay, 'static/remotes.json'), { force: true });
    rmSync(target, { recursive: true, force: true });
  };
}

test.describe('an operator swaps a remote by configuration (issue: operator remotes)', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('the moderation slots point at the operator’s remote, which a moderator then uses', async ({
    page,
  }) => {
    const undo = deploy('acme-moderation', 'acme_moderation', {
      'moderation/ModerationModal': 'acme_moderation/ModerationModal',
      'moderation/ReportDialog': 'acme_moderation/ReportDialog',
    });
    try {
      await signIn(page, 'mod');
      await page
        .getByRole('navigation', { name: 'Navigation' })
        .getByRole('button', { name: 'Moderation' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Moderation' });
      await expect(dialog.getByRole('heading', { name: 'ACME trust and safety desk' })).toBeVisible();
      const resolve = dialog.getByRole('button', { name: /^Resolve report / }).first();
      await expect(resolve).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const label = ((await resolve.textContent()) ?? '').trim();
      await resolve.click();
      await expect(dialog.getByRole('button', { name: label })).toHaveCount(0);
    } finally {
      undo();
    }
    // Back to the stock remote after the file is restored: a reload is all it takes.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: 'Moderation' })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Moderation' }).getByText('ACME trust and safety desk'),
    ).toHaveCount(0);
  });

  test('a member reports a post through the operator’s report dialog, and the desk lists it', async ({
    page,
    browser,
  }) => {
    const undo = deploy('acme-moderation', 'acme_moderation', {
      'moderation/ModerationModal': 'acme_moderation/ModerationModal',
      'moderation/ReportDialog': 'acme_moderation/ReportDialog',
    });
    const moderator = await browser.newPage({ baseURL: origin });
    try {
      const openDesk = async () => {
        await moderator
          .getByRole('navigation', { name: 'Navigation' })
          .getByRole('button', { name: 'Moderation' })
          .click();
        const desk = moderator.getByRole('dialog', { name: 'Moderation' });
        await expect(desk.getByRole('heading', { name: 'ACME trust and safety desk' })).toBeVisible();
        await expect(desk.getByRole('status')).toHaveCount(0);
        return desk.getByRole('button', { name: /^Resolve report / }).count();
      };
      await signIn(moderator, 'mod');
      const before = await openDesk();

      await signInAt(page, '/main/all', 'alice');
      const post = page
        .getByRole('feed')
        .locator('article')
        .filter({ has: page.locator('a.status-author[href^="/users/"]') })
        .first();
      await post.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Report' }).click();
      const form = page.getByRole('form', { name: 'Tell ACME what is wrong' });
      await form.getByRole('textbox', { name: 'What is wrong?' }).fill('Spam, as ACME sees it');
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Send to ACME' }).click();
      await expect(form).toHaveCount(0);

      await moderator.reload();
      expect(await openDesk()).toBe(before + 1);
    } finally {
      await moderator.close();
      undo();
    }
  });

  test('the theme slot points at the operator’s theme', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'acme-sunrise');
    const undo = deploy('acme-theme', 'acme_theme', { 'settings/theme': 'acme_theme/theme' });
    try {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme-sunrise');
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim()),
      ).toBe('#fff8f0');
      await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    } finally {
      undo();
    }
  });
});

/** Writes the operator's remotes.json in the overlay as given (text, exactly). */
function writeOperatorFile(text: string): () => void {
  mkdirSync(path.join(overlay, 'static'), { recursive: true });
  writeFileSync(path.join(overlay, 'static/remotes.json'), text);
  return () => rmSync(path.join(overlay, 'static/remotes.json'), { force: true });
}

/** The console warnings that speak of the operator's file. */
function remotesWarnings(page: import('@playwright/test').Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('/static/remotes.json'))
      said.push(message.text());
  });
  return said;
}

test.describe('the operator’s remotes.json adds to the deployed remotes (decision 0110)', () => {
  test.describe.configure({ mode: 'serial' });
  // A cold first load on a busy machine takes longer than an expectation's default wait.
  test.setTimeout(300_000);

  test('a one-line file swaps one slot, and every other screen keeps its stock remote', async ({ page }) => {
    const said = remotesWarnings(page);
    const target = path.join(overlay, 'static/remotes/acme_theme');
    cpSync(buildExample('acme-theme'), target, { recursive: true });
    const undo = writeOperatorFile(
      '{"remotes": {"acme_theme": "/static/remotes/acme_theme/mf-manifest.json"}, "slots": {"settings/theme": "acme_theme/theme"}}\n',
    );
    try {
      await page.goto('/main/all');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme-sunrise', { timeout: 90_000 });
      await expect(page.getByRole('feed').locator('article')).toHaveCount(20, { timeout: 90_000 });
      await page.goto('/users/alice');
      await expect(page.getByRole('heading', { name: /alice/i }).first()).toBeVisible({ timeout: 90_000 });
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible({ timeout: 90_000 });
      await signIn(page, 'alice');
      await expect(page.getByRole('form', { name: 'Post new status' }).first()).toBeVisible({
        timeout: 90_000,
      });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme-sunrise');
      expect(said).toEqual([]);
    } finally {
      undo();
      rmSync(target, { recursive: true, force: true });
    }
  });

  test('a file that is not JSON: Murmur starts with its deployed remotes and says so once', async ({
    page,
  }) => {
    const said = remotesWarnings(page);
    const undo = writeOperatorFile(
      '{"remotes": {"acme_theme": "/static/remotes/acme_theme/mf-manifest.json",\n',
    );
    try {
      await page.goto('/main/all');
      await expect(page.getByRole('feed').locator('article')).toHaveCount(20, { timeout: 90_000 });
      // Another screen, in the same page (no reload): the message is not said again.
      await page.evaluate(() => {
        history.pushState(null, '', '/about');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible({ timeout: 90_000 });
      await expect(page.getByRole('heading', { name: 'Murmur could not start' })).toHaveCount(0);
      expect(said).toEqual([
        '[murmur] /static/remotes.json could not be used (it is not valid JSON): Murmur runs with its deployed remotes and slots.',
      ]);
    } finally {
      undo();
    }
  });

  test('entries it cannot use keep their defaults: an unknown slot, a bad address, a container that does not load', async ({
    page,
  }) => {
    const said = remotesWarnings(page);
    const undo = writeOperatorFile(
      `${JSON.stringify({
        remotes: {
          acme_gone: '/static/remotes/acme_gone/mf-manifest.json',
          timelines: 'javascript:alert(1)',
        },
        slots: { 'profiles/AboutPage': 'acme_gone/AboutPage', 'profiles/Abuot': 'acme_gone/AboutPage' },
      })}\n`,
    );
    try {
      await page.goto('/main/all');
      await expect(page.getByRole('feed').locator('article')).toHaveCount(20, { timeout: 90_000 });
      // The About screen's operator remote is not there: the stock About screen shows instead
      // (in the same page: the file's message is said once a page).
      await page.evaluate(() => {
        history.pushState(null, '', '/about');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible({ timeout: 90_000 });
      await expect(page.getByText('An error occurred')).toHaveCount(0);
      await expect.poll(() => said.length, { timeout: 90_000 }).toBe(2);
      expect(said[0]).toBe(
        [
          '[murmur] /static/remotes.json: 2 entries were not used; Murmur keeps its deployed default for each:',
          '  - container "timelines": javascript:alert(1) is not an address Murmur can load (a path such as /operator/timelines/mf-manifest.json, or an http(s) URL); it stays at /remotes/timelines/mf-manifest.json',
          '  - "profiles/Abuot" is not a slot of this Murmur (docs/remotes.md lists them)',
        ].join('\n'),
      );
      expect(said[1]).toBe(
        `[murmur] The remote "acme_gone" that /static/remotes.json names (${origin}/static/remotes/acme_gone/mf-manifest.json) did not load; profiles/AboutPage uses its default.`,
      );
      expect(said.join('\n')).not.toMatch(/expected|received|invalid_type/);
    } finally {
      undo();
    }
  });
});
