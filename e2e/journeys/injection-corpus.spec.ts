import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { installInjectionGuard } from '../support/injection-guard';
import { INJECTION_PAYLOADS } from '../support/injection-payloads';
import { BASE_URL, DEV_INSTANCE_URL } from '../support/ports';
import { apiTokenFor, resetDevInstance, signIn } from '../support/sign-in';

type Json = Record<string, unknown>;

/**
 * A hostile server: every status of the timelines a page reads is rewritten so that its content,
 * content warning, author (name, bio, profile fields), poll options, link card or media
 * description carry payloads of the corpus. `placed` records which payload went into which field.
 */
async function serveCorpus(page: Page, placed: Set<string>): Promise<void> {
  const payload = (n: number) => INJECTION_PAYLOADS[n % INJECTION_PAYLOADS.length] as string;
  const put = (field: string, n: number) => {
    placed.add(`${field}#${n % INJECTION_PAYLOADS.length}`);
    return payload(n);
  };
  // Fields are spread across the corpus (offsets about 14 apart) so that a few dozen posts carry
  // every payload somewhere.
  let next = 0;
  const rewrite = (status: Json): Json => {
    const g = next++;
    const account = status.account as Json;
    const hostile: Json = {
      ...status,
      reblog: null,
      content: put('content', g),
      spoiler_text: put('spoiler_text', g + 14),
      sensitive: false,
      account: {
        ...account,
        id: `inj${g}`,
        username: `inj${g}`,
        acct: `inj${g}@far.example`,
        display_name: put('display_name', g + 28),
        note: put('note', g + 42),
        fields: [{ name: put('field_name', g + 140), value: put('field_value', g + 154), verified_at: null }],
      },
      poll: {
        id: `inj-poll-${g}`,
        expires_at: null,
        expired: false,
        multiple: false,
        votes_count: 3,
        voters_count: 3,
        voted: false,
        own_votes: [],
        emojis: [],
        options: [
          { title: put('poll_option', g + 56), votes_count: 1 },
          { title: put('poll_option', g + 70), votes_count: 2 },
        ],
      },
      card: null,
      media_attachments: [],
    };
    if (g % 2 === 0) {
      hostile.media_attachments = [
        {
          id: `inj-media-${g}`,
          type: 'image',
          url: `${BASE_URL}/favicon.svg`,
          preview_url: `${BASE_URL}/favicon.svg`,
          remote_url: null,
          description: put('media_description', g + 84),
          blurhash: null,
          meta: null,
        },
      ];
    } else {
      hostile.card = {
        url: 'https://example.org/article',
        title: put('card_title', g + 98),
        description: put('card_description', g + 112),
        type: 'link',
        image: null,
        author_name: put('card_author', g + 126),
        provider_name: '',
      };
    }
    return hostile;
  };
  await page.route(/\/api\/v1\/timelines\/(public|home|tag\/[^/?]+)(\?|$)/, async (route) => {
    const response = await route.fetch();
    const statuses = (await response.json()) as Json[];
    await route.fulfill({ response, json: statuses.map(rewrite) });
  });
  await page.route('**/instance/panel.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: INJECTION_PAYLOADS.join('\n') }),
  );
}

/** Requests to any other host, popups and navigations away: none may happen. */
function watchEscapes(page: Page): string[] {
  const escapes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return;
    // A custom emoji the server lists loads as an image wherever it is hosted (the seeded hostile
    // one, ':pwn_attr:', on far.example, with quotes in its address): it is drawn once its post
    // comes into view. An image, nothing else, and only there.
    const listedEmoji =
      request.resourceType() === 'image' &&
      url.hostname === 'far.example' &&
      url.pathname.startsWith('/emoji/');
    if (!listedEmoji) escapes.push(`request ${request.url()}`);
  });
  page.on('popup', (popup) => escapes.push(`popup ${popup.url()}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(BASE_URL))
      escapes.push(`navigation ${frame.url()}`);
  });
  return escapes;
}

/** Opens every collapsed part of every post and hovers each, so every field is on screen. */
async function exposeEverything(page: Page): Promise<void> {
  const feed = page.getByRole('feed');
  const collapsed = feed.locator(
    'button[aria-expanded="false"]:not(.status-avatar-button):not([aria-haspopup])',
  );
  for (let guard = 0; guard < 200 && (await collapsed.count()) > 0; guard++) {
    await collapsed.first().click();
  }
  // Each post is hovered where it can be: one still drawing (an empty placeholder) or covered by
  // what the last hover opened would otherwise hold the hover until the test's time runs out.
  for (const article of await feed.locator('article').all()) {
    if (!(await article.isVisible())) continue;
    await article.hover({ timeout: 5_000 }).catch(() => page.keyboard.press('Escape'));
  }
}

/** Nothing in the page came from a payload: no handlers, scripts, frames, styles or clobbering. */
async function expectInertDom(page: Page): Promise<void> {
  const offenders = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('#app *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (attr.name === 'srcdoc') found.push(`${el.tagName} srcdoc`);
        if (/^(href|src|action|formaction|xlink:href|data|poster|srcset)$/i.test(attr.name)) {
          if (/^\s*(javascript|vbscript|data):/i.test(attr.value)) found.push(`${el.tagName} ${attr.name}`);
          if (/tracker\.example/i.test(attr.value) && attr.name !== 'href')
            found.push(`${el.tagName} ${attr.name}`);
        }
        if (
          (attr.name === 'id' || attr.name === 'name') &&
          /^(getElementById|__proto__|cookie|app)$/.test(attr.value)
        ) {
          if (!(el === document.getElementById('app')))
            found.push(`${el.tagName} ${attr.name}=${attr.value}`);
        }
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|STYLE|META|BASE|LINK|TEMPLATE|MATH|SVG)$/i.test(el.tagName)) {
        if (
          el.closest('svg.lucide') === null &&
          el.closest('.status-content, .user-card, .link-card, .poll, .instance-panel')
        )
          found.push(el.tagName);
      }
    }
    // Server HTML keeps no id or name at all: either could shadow an element or a DOM property.
    for (const el of Array.from(
      document.querySelectorAll(
        ':is(.status-content, .user-card, .link-card, .poll, .instance-panel) :is([id], [name])',
      ),
    )) {
      // React's own ids (useId) are the page's, not the server's.
      const reactId = /^(_r_|«r|:r)/.test(el.id) && !el.hasAttribute('name');
      if (!reactId && !el.closest('svg.lucide, form, button, input, label'))
        found.push(`${el.tagName} id=${el.id} name=${el.getAttribute('name')}`);
    }
    for (const el of Array.from(document.querySelectorAll('.status-content [style], .status-content form'))) {
      found.push(`${el.tagName} in a post: ${el.getAttribute('style') ?? 'form'}`);
    }
    if (typeof document.getElementById !== 'function') found.push('document.getElementById clobbered');
    if (typeof document.cookie !== 'string') found.push('document.cookie clobbered');
    return found;
  });
  expect(offenders).toEqual([]);
}

test.describe('the injection corpus (every field a screen shows, signed out and in)', () => {
  test.afterAll(async () => {
    await resetDevInstance();
  });

  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('no payload in any field runs, loads, navigates or clobbers', async ({ page }) => {
    test.setTimeout(180_000);
    const hits = await installInjectionGuard(page);
    const escapes = watchEscapes(page);
    const placed = new Set<string>();
    await serveCorpus(page, placed);

    // Signed out: the whole known network, three pages, and a tag timeline.
    await page.goto('/main/all');
    await expect(page.getByRole('feed').locator('article')).toHaveCount(20);
    for (const _ of [1, 2]) await page.getByRole('button', { name: /load older/i }).click();
    await expect(page.getByRole('feed').locator('article')).toHaveCount(60);
    await exposeEverything(page);
    await expectInertDom(page);
    await page.goto('/tag/xsstest');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await exposeEverything(page);
    await expectInertDom(page);

    // A hostile author's card, from a post.
    await page.goto('/main/all');
    await page.getByRole('feed').locator('article').first().locator('.status-author').click();
    await expect(page.locator('#main-content .user-card').first()).toBeVisible();
    await expectInertDom(page);

    // Signed in: home and the instance panel in the frame.
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    await exposeEverything(page);
    await expectInertDom(page);

    expect(placed.size, 'payload placements (field and payload)').toBeGreaterThanOrEqual(150);
    const payloadsPlaced = new Set([...placed].map((placement) => placement.split('#')[1]));
    expect(payloadsPlaced.size, 'payloads placed in at least one field').toBe(INJECTION_PAYLOADS.length);
    expect(INJECTION_PAYLOADS.length).toBeGreaterThanOrEqual(150);
    expect(escapes).toEqual([]);
    expect(await hits()).toEqual([]);
  });

  test('payloads in the signed-in user’s own name and in posts that stream in stay inert', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const hits = await installInjectionGuard(page);
    const escapes = watchEscapes(page);
    // The user menu shows the signed-in user's own name as the server sends it. The name is
    // changed on the server, so every reply that carries alice agrees on it (a reply rewritten on
    // the way would race the timeline's copy of her account). The world is re-seeded afterwards.
    const alice = await apiTokenFor('alice');
    const renamed = await fetch(`${DEV_INSTANCE_URL}/api/v1/accounts/update_credentials`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${alice}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ display_name: INJECTION_PAYLOADS[1] }),
    });
    expect(renamed.ok).toBe(true);
    await signIn(page, 'alice');
    await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('<img src=x onerror=');
    await expectInertDom(page);

    // Posts arriving by the streaming socket, written as raw HTML by their author.
    await page.goto('/main/public');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    const bob = await apiTokenFor('bob');
    const streamed = INJECTION_PAYLOADS.slice(0, 12);
    for (const [i, payload] of streamed.entries()) {
      const reply = await fetch(`${DEV_INSTANCE_URL}/api/v1/statuses`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bob}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          status: `<p>streamed-${i}</p>${payload}`,
          content_type: 'text/html',
          visibility: 'public',
        }),
      });
      expect(reply.ok).toBe(true);
    }
    const showNew = page.getByRole('button', { name: /Show new/ });
    await expect(page.getByText('streamed-11').or(showNew).first()).toBeVisible({ timeout: 20_000 });
    if (await showNew.isVisible()) await showNew.click();
    await expect(page.getByRole('feed').getByText('streamed-11')).toBeVisible();
    await exposeEverything(page);
    await expectInertDom(page);
    expect(escapes).toEqual([]);
    expect(await hits()).toEqual([]);
  });
});
