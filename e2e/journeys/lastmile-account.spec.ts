import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { DEV_INSTANCE_URL } from '../support/ports';
import {
  apiTokenFor,
  DEMO_PASSWORD,
  resetDevInstance,
  signIn,
  signInAt,
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

// Issue 38, item 5: the last General and Profile options, each where it applies.

/** A 1×1 GIF of two frames (black, then white), looping: enough to be "animated". */
function twoFrameGif(): Buffer {
  const frame = (data: number[]) => [
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00],
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    ...[0x02, 0x02, ...data, 0x00],
  ];
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...[1, 0, 1, 0, 0x80, 0, 0],
    ...[0, 0, 0, 0xff, 0xff, 0xff],
    ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00],
    ...frame([0x44, 0x01]),
    ...frame([0x4c, 0x01]),
    0x3b,
  ]);
}

async function postWithMedia(token: string, text: string): Promise<string> {
  const ids: string[] = [];
  for (const [name, type, bytes] of [
    ['dance.gif', 'image/gif', twoFrameGif()],
    ['clip.mp4', 'video/mp4', Buffer.from('not really a video')],
  ] as const) {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    ids.push(((await reply.json()) as { id: string }).id);
  }
  const body = new URLSearchParams({ status: text, visibility: 'public' });
  for (const id of ids) body.append('media_ids[]', id);
  const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  return ((await reply.json()) as { id: string }).id;
}

test.describe('the last General and Profile options (issue 38)', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(resetDevInstance);

  test('GIFs stand still, videos play in place, shortcuts and mentions follow the settings', async ({
    page,
  }) => {
    const id = await postWithMedia(await apiTokenFor('bob'), 'Look @alice');
    await signInAt(page, `/notice/${id}`, 'alice');
    const post = page.locator('article', { hasText: 'Look' }).first();

    // Stop GIFs (on by default): a still frame covers the moving picture until pointed at.
    const still = post.locator('.status-attachments .still-image');
    await expect(still).toHaveAttribute('data-still', /frame|fallback/);
    const moving = still.locator('img.still-image__moving');
    await expect(moving).toHaveCSS('opacity', '0');
    await still.hover();
    await expect(moving).toHaveCSS('opacity', '1');

    // Videos play in the post by default.
    await expect(post.locator('video.status-attachment--inline-video')).toHaveAttribute('src', /clip|media/);

    // Mentions: short, with the full address as the tooltip.
    const mention = post.locator('a.mention').first();
    await expect(mention).toHaveText('@alice');
    await expect(mention).toHaveAttribute('title', /^@alice@/);

    // The top bar's shortcuts.
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'Home timeline' })).toBeVisible();

    await openSettings(page, 'General');
    for (const label of [
      'Keep animated pictures still until pointed at or focused',
      'Open videos in the media viewer instead of playing them in the post',
      'Show shortcut icons in the top bar',
      'Add “(you)” to mentions of you',
    ]) {
      await settings(page).getByLabel(label).click();
    }
    await settings(page).getByLabel('How mentions are shown').selectOption('full');
    await page.keyboard.press('Escape');
    await expect(settings(page)).toHaveCount(0);

    await expect(shortcuts).toHaveCount(0);
    await expect(post.locator('.still-image')).toHaveCount(0);
    await expect(mention).toHaveText(/^@alice@\S+ \(you\)$/);
    // Only the post: the rest of the page is checked elsewhere, and axe over it takes long.
    await expectNoSeriousA11yViolations(page, 'article.status');
    await expect(post.locator('video')).toHaveCount(0);
    await post.getByRole('link', { name: 'Attachment without description' }).last().click();
    await expect(page.getByRole('dialog', { name: 'Media viewer' }).locator('video')).toBeVisible();
  });

  test('Profile: a background behind the profile, a mascot beside the new post form, following moves', async ({
    page,
  }) => {
    await signIn(page, 'alice');
    await openSettings(page, 'Profile');
    const picture = async (name: string) => ({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(await (await fetch(`${DEV_INSTANCE_URL}/media/g/${name}/64x64.png`)).arrayBuffer()),
    });
    await settings(page)
      .getByLabel('Choose an image for the Background picture')
      .setInputFiles(await picture('wall'));
    await expect(settings(page).locator('.settings-image__preview--background')).toHaveAttribute('src', /\S/);
    await settings(page)
      .getByLabel('Choose an image for the Mascot')
      .setInputFiles(await picture('fox'));
    await expect(settings(page).locator('.settings-image__preview--mascot')).toHaveAttribute('src', /media/);
    const move = settings(page).getByLabel('Follow accounts you follow to their new address when they move');
    await expect(move).toBeChecked();
    await move.click();
    await expect(move).not.toBeChecked();
    await expect(move).toBeEnabled();
    const me = await (
      await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/verify_credentials`, {
        headers: { authorization: `Bearer ${await apiTokenFor('alice')}` },
      })
    ).json();
    expect(me.pleroma.allow_following_move).toBe(false);
    await page.keyboard.press('Escape');

    await page.goto('/alice');
    await expect(page.locator('.profile__background img')).toHaveAttribute('src', /media/);
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'Post new status' });
    await expect(dialog.getByRole('textbox', { name: 'Post new status' })).toBeFocused();
    // Asked when the form opens: on a busy machine the answer and the picture take a while.
    await expect(dialog.locator('.post-form-mascot img')).toHaveAttribute('src', /media/, {
      timeout: 30_000,
    });
  });
});
