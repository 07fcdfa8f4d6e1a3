import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import {
  apiTokenFor,
  DEMO_PASSWORD,
  resetDevInstance,
  signIn,
  signInThroughTheForm,
} from '../support/sign-in';

// Issue 38, item 8: the account tools say what they did. Security names the browser and marks
// this browser's session; an import reports line by line and takes local names; a move asks first
// and puts the server's refusal in plain words; aliases and move take a full local address.

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const tab = (page: Page, name: string) => settings(page).getByRole('tab', { name, exact: true });

async function openSettings(page: Page, tabName: string): Promise<void> {
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(settings(page).getByRole('tablist', { name: 'Settings' })).toBeVisible();
  await tab(page, tabName).click();
}

test.describe('account tools (issue 38)', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(resetDevInstance);

  test('sessions: this browser marked and named; another session says what the server does not', async ({
    page,
  }) => {
    // Another session of alice's, from elsewhere, before this browser signs in.
    await apiTokenFor('alice');
    // Through the form: the client tells its own session by the token it was issued.
    await signInThroughTheForm(page, 'alice');
    await openSettings(page, 'Security');
    const table = settings(page).locator('table.settings-sessions');
    await expect(table.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
    const mine = table.locator('tbody tr', { hasText: 'This browser' });
    await expect(mine).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('This browser');
    await expect(mine).toContainText(/Chrom(e|ium) on Linux/);
    await expect(mine).toContainText('Now');
    const other = table.locator('tbody tr').nth(1);
    await expect(other).toContainText('journey');
    await expect(other).toContainText('Not told by the server');
    await expect(mine.getByRole('button', { name: /Revoke this browser’s session/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an import reports each line, takes a local name, and follows what it sent', async ({ page }) => {
    await signIn(page, 'alice');
    await openSettings(page, 'Data import/export');
    await settings(page)
      .getByLabel('Import follows from a file')
      .setInputFiles({
        name: 'follows.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Account address\ncarol\nnobody_by_that_name\nalice\nheidi@remote.example\n'),
      });
    await expect(settings(page).getByText('2 accounts were sent to the server')).toBeVisible({
      timeout: 30_000,
    });
    await expect(settings(page).getByText('3 lines were skipped: see below.')).toBeVisible();
    const report = settings(page).locator('.settings-import-report li');
    await expect(report).toHaveText([
      'Line 1: “Account address” is not an account address, skipped',
      'Line 2: \u2068carol\u2069: sent',
      'Line 3: \u2068nobody_by_that_name\u2069: no such account, skipped',
      'Line 4: \u2068alice\u2069: that is you, skipped',
      'Line 5: \u2068heidi@remote.example\u2069: sent',
    ]);
    // The bare local name was followed.
    const token = await apiTokenFor('alice');
    const carol = (await (
      await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/lookup?acct=carol`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string };
    await expect
      .poll(async () => {
        const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/relationships?id[]=${carol.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const [relation] = (await reply.json()) as { following: boolean; requested: boolean }[];
        return Boolean(relation?.following || relation?.requested);
      })
      .toBe(true);
  });

  test('aliases and move take a full local address; a move asks first and says why it was refused', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    const host = new URL(page.url()).host;
    await openSettings(page, 'Account aliases');
    await settings(page)
      .getByRole('textbox', { name: /Add a new alias/ })
      .fill(`bob@${host}`);
    await settings(page).getByRole('button', { name: 'Add this alias' }).click();
    await expect(settings(page).getByRole('button', { name: 'Remove the alias bob' })).toBeVisible();

    await tab(page, 'Move account').click();
    await settings(page)
      .getByRole('textbox', { name: /Target account/ })
      .fill(`@carol@${host}`);
    await settings(page).getByLabel('Current password').fill(DEMO_PASSWORD);
    await settings(page).getByRole('button', { name: 'Move account' }).click();
    const ask = settings(page).getByRole('alertdialog', { name: /Move your account to/ });
    await expect(ask).toContainText('This cannot be undone.');
    // Cancel moves nothing and says nothing.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(settings(page).getByRole('alert')).toHaveCount(0);
    await settings(page).getByRole('button', { name: 'Move account' }).click();
    await ask.getByRole('button', { name: 'Move account' }).click();
    await expect(settings(page).getByRole('alert')).toContainText(
      'does not list this account as an alias yet. Sign in there, add this account under Account aliases, then move again.',
    );
    // A wrong password, in plain words too.
    await settings(page).getByLabel('Current password').fill('not-the-password');
    await settings(page).getByRole('button', { name: 'Move account' }).click();
    await ask.getByRole('button', { name: 'Move account' }).click();
    await expect(settings(page).getByRole('alert')).toContainText(
      'The password is not right. Nothing was moved.',
    );
  });
});
