import type { Page } from '@playwright/test';
import { DEV_INSTANCE_URL } from './ports';

/**
 * Posts the dev instance seeds in every world, whatever else the random history holds
 * (dev-instance/src/seed/index.ts). Journeys find them by their content, never by where they sit
 * on a page: the posts around them change whenever the seeded world does.
 */

/** alice's gallery: four pictures (with blurhashes), public, not sensitive, tagged #photography. */
export const SEEDED_GALLERY = {
  text: 'A few pictures from the weekend walk',
  tag: 'photography',
  pictures: 4,
} as const;

/**
 * The id of the status of `#tag` whose content contains `text`, paging the dev instance's tag
 * timeline (public, no token) from the newest post back.
 */
export async function seededStatusId(tag: string, text: string, server = DEV_INSTANCE_URL): Promise<string> {
  let maxId = '';
  for (let page = 0; page < 50; page++) {
    const query = `limit=40${maxId ? `&max_id=${maxId}` : ''}`;
    const reply = await fetch(`${server}/api/v1/timelines/tag/${encodeURIComponent(tag)}?${query}`);
    if (!reply.ok) throw new Error(`the #${tag} timeline answered ${reply.status}`);
    const statuses = (await reply.json()) as Array<{ id: string; content: string }>;
    const found = statuses.find((status) => status.content.includes(text));
    if (found) return found.id;
    const last = statuses.at(-1);
    if (!last) break;
    maxId = last.id;
  }
  throw new Error(`no seeded post in #${tag} says "${text}"`);
}

/** A 1x1 transparent PNG. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The seeded world names remote hosts under `.example` (RFC 2606), which never resolve: a hostile
 * custom emoji points its picture at `https://far.example/...`. Journeys that fail on any console
 * error answer those hosts with a blank picture, so a seeded post that happens to be on screen is
 * not taken for an error of Murmur's.
 */
export async function answerExampleHosts(page: Page): Promise<void> {
  await page.route(/^https?:\/\/([a-z0-9-]+\.)*example(:\d+)?\//i, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
  );
}
