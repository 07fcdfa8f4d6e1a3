import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import {
  DEMO_PASSWORD,
  loginPanel,
  resetDevInstance,
  signIn,
  signInAt,
  submitLogin,
} from '../support/sign-in';

const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const tab = (page: Page, name: string) => settings(page).getByRole('tab', { name, exact: true });

async function openSettings(page: Page, tabName?: string): Promise<void> {
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(settings(page).getByRole('tablist', { name: 'Settings' })).toBeVisible();
  if (tabName) await tab(page, tabName).click();
}

async function signedInPage(browser: Browser, user: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, password);
  return page;
}

test.describe('settings for a signed-in account (spec 3 sections 2, 4 and 5)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('every tab is there and accessible; a visitor sees only the local ones', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/main/all');
    await openSettings(page);
    await expect(settings(page).getByRole('tab')).toHaveText([
      'General',
      'Data import/export',
      'Filtering',
      'Theme',
      'Version',
    ]);
    await signIn(page, 'alice');
    await openSettings(page);
    const names = [
      'General',
      'Profile',
      'Security',
      'Mutes and Blocks',
      'Data import/export',
      'Notifications',
      'Filtering',
      'Theme',
      'Settings profiles',
      'Account backup',
      'Account aliases',
      'Move account',
      'Version',
    ];
    await expect(settings(page).getByRole('tab')).toHaveText(names);
    // The whole page once, with the dialog open; then the dialog alone for each tab, since only
    // the dialog changes.
    await expectNoSeriousA11yViolations(page);
    for (const name of names) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(settings(page).getByText('Loading…')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, '.modal--settings');
    }
  });

  test('the profile card’s edit button opens the profile tab; a new name and bio show on the card', async ({
    page,
  }) => {
    await signInAt(page, '/alice', 'alice');
    await page.locator('#main-content').getByRole('button', { name: 'Edit profile' }).click();
    await expect(tab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
    await settings(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Alice in Settings');
    await settings(page).getByRole('textbox', { name: 'Bio' }).fill('Edited from the settings tab');
    await settings(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(settings(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Alice in Settings' }).first()).toBeVisible();
    await expect(page.getByText('Edited from the settings tab').first()).toBeVisible();
  });

  test('a server-side option is saved on the account', async ({ page }) => {
    await signIn(page, 'alice');
    await openSettings(page, 'Profile');
    const locked = settings(page).getByRole('checkbox', {
      name: 'Restrict your account to approved followers only',
    });
    const before = await locked.isChecked();
    await locked.click();
    await expect(locked).toBeEnabled();
    await expect(locked).toBeChecked({ checked: !before });
    await page.reload();
    await openSettings(page, 'Profile');
    await expect(locked).toBeChecked({ checked: !before });
  });

  test('block a domain and unblock it', async ({ page }) => {
    await signIn(page, 'alice');
    await openSettings(page, 'Mutes and Blocks');
    await settings(page).getByRole('textbox', { name: 'Domain' }).fill('spam.example');
    await settings(page).getByRole('button', { name: 'Block domain' }).click();
    const unblock = settings(page).getByRole('button', { name: 'Unblock spam.example' });
    await expect(unblock).toBeVisible();
    await page.reload();
    await openSettings(page, 'Mutes and Blocks');
    await unblock.click();
    await expect(unblock).toHaveCount(0);
  });

  test('a settings profile saved here is loaded in a second browser signed in as the same user', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'alice');
    await openSettings(page, 'General');
    await settings(page)
      .getByRole('checkbox', { name: /Hide post statistics/ })
      .check();
    await tab(page, 'Settings profiles').click();
    await settings(page).getByRole('textbox', { name: 'Profile name' }).fill('laptop');
    await settings(page).getByRole('button', { name: 'Save current settings as a profile' }).click();
    await expect(settings(page).getByText('Settings synchronized')).toBeVisible();
    await expect(settings(page).getByText('laptop (version 1)')).toBeVisible();

    const other = await signedInPage(browser, 'alice');
    await openSettings(other, 'General');
    const stats = settings(other).getByRole('checkbox', { name: /Hide post statistics/ });
    await expect(stats).not.toBeChecked();
    await tab(other, 'Settings profiles').click();
    await settings(other).getByRole('button', { name: 'Load laptop' }).click();
    await expect(settings(other).getByText('Loaded the settings of laptop.')).toBeVisible();
    await tab(other, 'General').click();
    await expect(stats).toBeChecked();
    await other.context().close();
  });

  test('two-factor setup with the QR code, then signing in asks for a code', async ({ page, browser }) => {
    await signIn(page, 'bob');
    await openSettings(page, 'Security');
    const mfa = settings(page).getByRole('region', { name: 'Two-factor authentication' });
    await mfa.getByRole('button', { name: 'Set up one-time passwords' }).click();
    await expect(
      settings(page).getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const text =
      (await settings(page)
        .getByText(/enter the key:/)
        .textContent()) ?? '';
    const secret = text.split('enter the key:')[1]?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await settings(page)
      .getByRole('textbox', { name: 'Code from the app' })
      .fill(await generate({ secret }));
    await mfa.getByLabel('Current password').fill(DEMO_PASSWORD);
    await settings(page).getByRole('button', { name: 'Confirm and enable' }).click();
    await expect(settings(page).getByText('Two-factor authentication is on.').first()).toBeVisible();
    // Said once (issue 38), by the state line, not again by the form's outcome.
    await expect(settings(page).getByText('Two-factor authentication is on.')).toHaveCount(1);
    await expect(
      settings(page).getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await submitLogin(other, 'bob');
    await other.getByLabel('Authentication code').fill(await generate({ secret }));
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other).toHaveURL(/\/main\/friends$/);
    await context.close();

    // New backup codes, then two-factor off again with the password.
    await mfa.getByRole('button', { name: 'Generate new backup codes' }).click();
    await expect(mfa.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(5);
    await mfa.getByLabel('Current password').fill(DEMO_PASSWORD);
    await mfa.getByRole('button', { name: 'Disable two-factor authentication' }).click();
    await expect(mfa.getByText('Two-factor authentication is off.').first()).toBeVisible();
    await expect(mfa.getByRole('button', { name: 'Set up one-time passwords' })).toBeVisible();
  });

  test('change the password, then sign in with the new one', async ({ page, browser }) => {
    await signIn(page, 'carol');
    await openSettings(page, 'Security');
    const form = settings(page).getByRole('group', { name: 'Change password' });
    await form.getByLabel('Current password').fill(DEMO_PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('a-new-password-1');
    await form.getByLabel('Confirm new password').fill('a-new-password-2');
    await expect(form.getByRole('alert')).toContainText('differ');
    await expect(form.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await form.getByLabel('Confirm new password').fill('a-new-password-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toContainText('Password changed successfully.');

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await submitLogin(other, 'carol', DEMO_PASSWORD);
    await expect(loginPanel(other).getByText(/Wrong username or password/)).toBeVisible();
    await signIn(other, 'carol', 'a-new-password-1');
    await context.close();
  });

  test('revoking another session signs that browser out', async ({ page, browser }) => {
    await signIn(page, 'dave');
    const other = await signedInPage(browser, 'dave');
    await openSettings(page, 'Security');
    const rows = settings(page).getByRole('table').locator('tbody tr');
    // The list loads after the tab opens: wait for both sessions before counting.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const count = await rows.count();
    // The newest session (the other browser's) is listed last.
    await rows
      .nth(count - 1)
      .getByRole('button')
      .click();
    await expect(rows).toHaveCount(count - 1);
    await other.reload();
    await expect(other.getByRole('link', { name: /Log in/ }).first()).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }),
    ).toBeVisible();
    await other.context().close();
  });

  test('the post language is kept on the account; the interface language switches at once and stays', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await openSettings(page, 'General');
    const postLanguage = settings(page).getByRole('combobox', { name: 'Default language of my posts' });
    // Every ISO 639-1 language the browser can name, as the post form offers them, and 'not set':
    // no bare code (issue 38, item 6).
    await expect.poll(() => postLanguage.locator('option').count()).toBeGreaterThanOrEqual(121);
    const names = await postLanguage.locator('option').allTextContents();
    expect(names.filter((name) => /^\s*[a-z]{2,3}\s*$/.test(name))).toEqual([]);
    await postLanguage.selectOption('gd');
    await expect(postLanguage).toBeEnabled();
    await expect(postLanguage).toHaveValue('gd');
    await postLanguage.selectOption('fr');
    await expect(postLanguage).toBeEnabled();
    await expect(postLanguage).toHaveValue('fr');
    await settings(page).getByRole('combobox', { name: 'Interface language' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('dialog', { name: 'Einstellungen' }).getByRole('tab', { name: 'Allgemein' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Einstellungen' })
        .getByRole('combobox', { name: 'Standardsprache meiner Beiträge' }),
    ).toHaveValue('fr');
  });

  test('blocks imported from a file show in the blocks list', async ({ page }) => {
    await signIn(page, 'alice');
    await openSettings(page, 'Data import/export');
    await settings(page)
      .getByLabel('Import blocks from a file')
      .setInputFiles({
        name: 'blocks.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Account address\nheidi@remote.example\n'),
      });
    await expect(settings(page).getByText(/1 account was sent to the server/)).toBeVisible();
    await tab(page, 'Mutes and Blocks').click();
    await expect(settings(page).getByRole('button', { name: 'Unblock @heidi@remote.example' })).toBeVisible();
  });

  test('a new avatar is cropped, uploaded and shown', async ({ page }) => {
    const png = Buffer.from(
      await (await fetch(`${DEV_INSTANCE_URL}/media/g/journey-avatar/320x200.png`)).arrayBuffer(),
    );
    await signIn(page, 'alice');
    await openSettings(page, 'Profile');
    const preview = settings(page).locator('.settings-image__preview--avatar');
    const before = await preview.getAttribute('src');
    await settings(page).getByLabel('Choose an image for the Avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const cropper = page.getByRole('dialog', { name: 'Crop picture' });
    await expect(cropper).toBeVisible();
    await expect(cropper.getByRole('slider', { name: 'Zoom' })).toBeFocused();
    await cropper.getByRole('slider', { name: 'Zoom' }).fill('1.5');
    await cropper.getByRole('button', { name: 'Save' }).click();
    await expect(cropper).toHaveCount(0);
    await expect(settings(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(preview).not.toHaveAttribute('src', before ?? '');
  });

  test('a backup is created and offered for download; an alias is added and removed; a refused move says why', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await openSettings(page, 'Account backup');
    await settings(page).getByRole('button', { name: 'Create a new backup' }).click();
    await expect(settings(page).getByText('Added a new backup.')).toBeVisible();
    const downloadLink = settings(page).getByRole('link', { name: 'Download' }).first();
    await expect(downloadLink).toHaveAttribute('href', /^https?:\/\/.+\.zip$/);

    await tab(page, 'Account aliases').click();
    await settings(page)
      .getByRole('textbox', { name: /Add a new alias/ })
      .fill('bob');
    await settings(page).getByRole('button', { name: 'Add this alias' }).click();
    const remove = settings(page).getByRole('button', { name: 'Remove the alias bob' });
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(remove).toHaveCount(0);
    await expect(settings(page).getByText('No aliases.')).toBeVisible();

    await tab(page, 'Move account').click();
    await settings(page)
      .getByRole('textbox', { name: /Target account/ })
      .fill('carol');
    await settings(page).getByLabel('Current password').fill(DEMO_PASSWORD);
    await settings(page).getByRole('button', { name: 'Move account' }).click();
    // A move cannot be undone: it is confirmed first, and the refusal is said in plain words.
    await page
      .getByRole('alertdialog', { name: /Move your account to/ })
      .getByRole('button', { name: 'Move account' })
      .click();
    await expect(settings(page).getByRole('alert')).toContainText(
      'does not list this account as an alias yet',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the e-mail changes only with the right password; account deletion signs the user out for good', async ({
    page,
  }) => {
    await signIn(page, 'carol');
    await openSettings(page, 'Security');
    const email = settings(page).getByRole('group', { name: 'Change email' });
    await email.getByLabel('New email').fill('carol-new@murmur.test');
    await email.getByLabel('Current password').fill('not-her-password');
    await email.getByRole('button', { name: 'Change email' }).click();
    await expect(email.getByRole('alert')).toContainText('Invalid password.');
    await email.getByLabel('Current password').fill(DEMO_PASSWORD);
    await email.getByRole('button', { name: 'Change email' }).click();
    await expect(email.getByRole('status')).toContainText('Email changed successfully.');

    const deletion = settings(page).getByRole('group', { name: 'Delete account' });
    await deletion.getByLabel('Current password').fill(DEMO_PASSWORD);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('link', { name: /Log in/ }).first()).toBeVisible();
    // Said as it is (issue 38): the account was deleted, signed out here; never "session ended",
    // not even after a reload.
    await expect(page.getByText('Your account has been deleted. You are signed out.')).toBeVisible();
    await expect(settings(page)).toHaveCount(0);
    // Signed out on a public timeline: the after-logout page or a visitor's landing page.
    await expect(page).toHaveURL(/\/main\/(public|all)$/);
    await page.reload();
    await expect(page.getByRole('link', { name: /Log in/ }).first()).toBeVisible();
    await expect(page.getByText(/Your session has ended/)).toHaveCount(0);
    await page.goto('/login');
    await submitLogin(page, 'carol');
    await expect(loginPanel(page).getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
