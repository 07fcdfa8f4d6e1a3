import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn, signInAt } from '../support/sign-in';

test.describe('notifications (spec 2 sections 2 and 4)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('fetched at start for the title badge; a follow request approved inline; mark as read', async ({
    page,
  }) => {
    await signIn(page, 'locked');
    // Fetched at start: the title counts what was already there.
    await expect(page).toHaveTitle(/^\(\d+\)/);
    await page.goto('/locked/notifications');
    const panel = page.locator('section.notifications');
    await expect(panel.getByRole('heading', { name: /Notifications/, level: 1 })).toBeVisible();
    const request = panel.locator('li.notification').filter({ hasText: 'wants to follow you' }).first();
    await expect(request).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: a locator's rendered text, as the reader sees it, not the DOM property
    const who = (await request.locator('.notification__name').innerText()).trim();
    await expectNoSeriousA11yViolations(page);
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(
      panel.locator('li.notification').filter({ hasText: who }).filter({ hasText: 'followed you' }).first(),
    ).toBeVisible();

    // The title counts unseen notifications plus unread announcements: marking the notifications
    // read takes exactly their number off it.
    // biome-ignore lint/performance/useDomNodeTextContent: a locator's rendered text, as the reader sees it, not the DOM property
    const unseen = Number(/(\d+)/.exec(await panel.locator('.notifications__badge').innerText())?.[1] ?? 0);
    const total = Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
    const rest = total - unseen;
    const expected = rest > 0 ? new RegExp(`^\\(${rest}\\) `) : /^[^(]/;
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(page).toHaveTitle(expected);
    await page.reload();
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await expect(panel.locator('.notifications__badge')).toHaveCount(0);
  });

  test('the filter shows only the chosen types', async ({ page }) => {
    await signInAt(page, '/alice/notifications', 'alice');
    const panel = page.locator('section.notifications');
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await panel.getByRole('combobox', { name: 'Show' }).selectOption('follow');
    const items = panel.locator('li.notification');
    const count = await items.count();
    for (let i = 0; i < count; i++) {
      await expect(items.nth(i)).toContainText(/followed you/);
    }
    await panel.getByRole('combobox', { name: 'Show' }).selectOption('like');
    await expect(panel.locator('li.notification').filter({ hasText: 'followed you' })).toHaveCount(0);
  });

  // Spec 2: eight types, each filterable and each shown as the spec says. The dev instance seeds
  // one of each for alice in the last minute of its history, some with hostile values (Mallory's
  // name, an emoji whose image is `javascript:`, poll options holding markup).
  const TYPES: { filter: string; label: string; text: RegExp }[] = [
    { filter: 'mention', label: 'Mentions', text: /mentioned you|posted/ },
    { filter: 'like', label: 'Favorites', text: /favorited your status/ },
    { filter: 'repeat', label: 'Repeats', text: /repeated your status/ },
    { filter: 'pleroma:emoji_reaction', label: 'Emoji reactions', text: /reacted with/ },
    { filter: 'follow', label: 'Follows', text: /followed you/ },
    { filter: 'follow_request', label: 'Follow requests', text: /wants to follow you/ },
    { filter: 'move', label: 'Moves', text: /migrated to/ },
    { filter: 'poll', label: 'Ended polls', text: /poll has ended/ },
  ];

  test('each of the eight types has its filter, and only that type shows under it', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAt(page, '/alice/notifications', 'alice');
    const panel = page.locator('section.notifications--page');
    const filter = panel.getByRole('combobox', { name: 'Show' });
    await expect(panel.locator('li.notification').first()).toBeVisible();
    await expect(filter.locator('option')).toHaveText(['All notifications', ...TYPES.map((t) => t.label)]);
    for (const { filter: value, text } of TYPES) {
      await filter.selectOption(value);
      const items = panel.locator('li.notification');
      await expect(items.first(), value).toBeVisible();
      const count = await items.count();
      for (let i = 0; i < count; i++)
        await expect(items.nth(i).locator('.notification__text')).toContainText(text);
    }
    await filter.selectOption('all');
    await expectNoSeriousA11yViolations(page, 'section.notifications--page');
  });

  test('a favourite shows a faint preview of the post, a mention the whole post (decision 0275)', async ({
    page,
  }) => {
    await signInAt(page, '/alice/notifications', 'alice');
    const panel = page.locator('section.notifications--page');
    const filter = panel.getByRole('combobox', { name: 'Show' });
    await expect(panel.locator('li.notification').first()).toBeVisible();

    // A favourite: the post's text in a preview, no author header, no action bar, no article of
    // its own; its time links to the thread.
    await filter.selectOption('like');
    const like = panel
      .locator('li.notification')
      .filter({ has: page.locator('.status--preview') })
      .first();
    await expect(like).toBeVisible();
    const preview = like.locator('.status--preview');
    await expect(preview.locator('.status-content, .status-cw').first()).toBeVisible();
    await expect(like.locator('[data-post-action="favourite"]')).toHaveCount(0);
    await expect(preview.locator('.status-actions, header, article')).toHaveCount(0);
    await expect(preview.locator('a.status-time-link')).toHaveAttribute('href', /^\/notice\//);

    // A mention: the whole post, with its author and its actions.
    await filter.selectOption('mention');
    const mention = panel
      .locator('li.notification')
      .filter({ has: page.locator('.notification__status') })
      .first();
    await expect(mention.locator('.notification__status article.status')).toBeVisible();
    await expect(mention.locator('.status--preview')).toHaveCount(0);
    await expect(mention.locator('[data-post-action="favourite"]').first()).toBeVisible();

    await filter.selectOption('all');
    await expectNoSeriousA11yViolations(page, 'section.notifications--page');
  });

  test('a move shows its target, a reaction its emoji, an ended poll its result; hostile values stay text', async ({
    page,
  }) => {
    await signInAt(page, '/alice/notifications', 'alice');
    const panel = page.locator('section.notifications--page');
    const filter = panel.getByRole('combobox', { name: 'Show' });
    await expect(panel.locator('li.notification').first()).toBeVisible();

    // The move: the new account's name (Mallory's hostile one, as text) linked to its profile.
    await filter.selectOption('move');
    const move = panel
      .locator('li.notification')
      .filter({ has: page.locator('.notification__target') })
      .first();
    await expect(move.locator('.notification__target')).toContainText('@mallory@far.example');
    await expect(move.locator('.notification__target')).toContainText('<img src=x onerror=');
    await expect(move.locator('.notification__target a')).toHaveAttribute('href', /mallory|\/users\/\d+/);

    // Reactions: a custom emoji as its image, the one with a `javascript:` image as its name.
    await filter.selectOption('pleroma:emoji_reaction');
    await expect(panel.locator('img.notification__emoji[alt=":blobcatheart:"]').first()).toBeVisible();
    await expect(panel.locator('.notification__emoji-text', { hasText: 'pwn_emoji' }).first()).toBeVisible();
    await expect(panel.locator('img.notification__emoji[src^="javascript"]')).toHaveCount(0);

    // The ended poll: its result in a line, the hostile option as text, the post with its results.
    await filter.selectOption('poll');
    const result = panel.locator('.notification__poll-result').first();
    await expect(result).toBeVisible();
    await expect(
      panel.locator('.notification__poll-result', { hasText: /Result: .+\(\d+%\)/ }).first(),
    ).toBeVisible();
    await expect(panel.locator('.notification__poll-result', { hasText: '<img src=x onerror=' })).toHaveCount(
      1,
    );
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoSeriousA11yViolations(page, 'section.notifications--page');
  });
});
