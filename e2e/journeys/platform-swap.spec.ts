import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { resetDevInstance, signIn } from '../support/sign-in';

// An operator swaps a remote by deploying another build beside the shell and editing one file,
// /static/remotes.json: nothing of Murmur is rebuilt. These journeys do exactly that on the
// gateway's folder (the built shell), and put the file back afterwards.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellDist = path.join(root, 'shell/dist');
const manifestFile = path.join(shellDist, 'static/remotes.json');

/** Builds the operator's example remote with its own command, once, if it is not built. */
function buildExample(name: string): string {
  const dist = path.join(root, 'examples', name, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    execFileSync('pnpm', ['--filter', `@acme/${name.replace(/^acme-/, '')}`, 'build'], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  return dist;
}

/** Deploys a build under /operator/<name>/ and registers it, with slot overrides, in remotes.json. */
function deploy(name: string, container: string, slots: Record<string, string>): () => void {
  const original = readFileSync(manifestFile, 'utf8');
  const target = path.join(shellDist, 'operator', name);
  cpSync(buildExample(name), target, { recursive: true });
  const manifest = JSON.parse(original);
  manifest.remotes[container] = `/operator/${name}/mf-manifest.json`;
  manifest.slots = { ...manifest.slots, ...slots };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return () => {
    writeFileSync(manifestFile, original);
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
      const label = (await resolve.innerText()).trim();
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
