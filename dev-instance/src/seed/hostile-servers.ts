import { makeAccount } from '../world/accounts';
import { react } from '../world/interactions';
import { createStatus } from '../world/posting';
import { BASE } from '../world/types';
import type { World } from '../world/world';
import { DEMO_PASSWORD } from './demo';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The tag of the posts that ask the page to draw too much (their own timeline: /tag/hostilescale). */
export const HOSTILE_SCALE_TAG = 'hostilescale';
export const HUGE_POLL_OPTIONS = 5_000;
export const HUGE_REACTIONS = 10_000;
export const HUGE_EMOJI = 10_000;

/** Two emoji per reaction name: 100 x 100 distinct names, as a hostile server may send any. */
const REACTION_GLYPHS = Array.from({ length: 100 }, (_, i) => String.fromCodePoint(0x1f400 + i));

/**
 * Runs `make` with ids from `at` instead of the newest: these posts sit twenty days back, so they
 * are not on the first page of every timeline (each carries up to a megabyte of JSON), and are
 * found on their tag's timeline, their thread and their author's profile.
 */
function backdated<T>(world: World, make: () => T): T {
  const ids = world.ids;
  const next = ids.next.bind(ids);
  // Sequence numbers high in the millisecond, which the generator never reaches.
  let sequence = 0xf000n;
  ids.next = (atMs: number) => ((BigInt(Math.floor(atMs)) << 16n) + sequence++).toString();
  try {
    return make();
  } finally {
    ids.next = next;
  }
}

/** Where the broken account's pictures point: a path this server does not serve (a 404). */
export const BROKEN_AVATAR_PATH = '/media/missing/avatar-brokenpics.png';
export const BROKEN_HEADER_PATH = '/media/missing/header-brokenpics.png';

/** The length of the seeded long display name (issue 27, point 1). */
export const LONG_NAME_LENGTH = 3_000;

/**
 * A 3,000-character display name: words, then one unbroken run, so neither wrapping nor an
 * ellipsis on a shrinkable box is enough by itself.
 */
export function longDisplayName(): string {
  const words = 'Wide name that never ends '.repeat(40);
  return (words + 'W'.repeat(LONG_NAME_LENGTH)).slice(0, LONG_NAME_LENGTH);
}

/**
 * What real servers get wrong and hostile ones do on purpose, beyond the script injections
 * (issue 27). Seeded after everything else in both sizes and without drawing from the
 * generator, so the rest of the world is unchanged.
 */
export function seedHostileServers(world: World, now: number): void {
  // An account whose avatar and header answer 404, as a missing file on a real server does.
  world.addAccount(
    makeAccount({
      id: world.ids.next(now - DAY),
      username: 'brokenpics',
      domain: 'far.example',
      createdAt: now - 90 * DAY,
      displayName: 'Broken Pictures',
      avatarUrl: `${BASE}${BROKEN_AVATAR_PATH}`,
      headerUrl: `${BASE}${BROKEN_HEADER_PATH}`,
    }),
  );
  // A local account (password murmur-demo), so journeys can post, mention and follow as it.
  const longName = makeAccount({
    id: world.ids.next(now - DAY),
    username: 'longname',
    domain: null,
    createdAt: now - 60 * DAY,
    password: DEMO_PASSWORD,
    displayName: longDisplayName(),
    note: `<p>${'Bio without a single space '.repeat(3)}${'x'.repeat(400)}</p>`,
    noteSource: `${'Bio without a single space '.repeat(3)}${'x'.repeat(400)}`,
    fields: [{ name: `F${'i'.repeat(300)}`, value: `${'v'.repeat(600)}`, verifiedAt: null }],
  });
  world.addAccount(longName);
  backdated(world, () =>
    createStatus(world, {
      accountId: longName.id,
      source: `A post under a very long name #${HOSTILE_SCALE_TAG}`,
      at: now - 20 * DAY - MINUTE,
      silent: true,
      language: 'en',
    }),
  );
  seedHugePosts(world, now);
}

/** A 5,000-option poll, a post with 10,000 reactions and one with 10,000 custom emoji. */
function seedHugePosts(world: World, now: number): void {
  const crowd = makeAccount({
    id: world.ids.next(now - DAY),
    username: 'crowd',
    domain: 'far.example',
    createdAt: now - 120 * DAY,
    displayName: 'Crowd of Everything',
  });
  world.addAccount(crowd);
  // Remote emoji of the post only (not in the instance's lists), all one picture.
  const emojiCodes = Array.from({ length: HUGE_EMOJI }, (_, i) => `crowd_${i}`);
  for (const shortcode of emojiCodes) {
    world.emoji.set(shortcode, {
      shortcode,
      url: `${BASE}/emoji/blobfox.png`,
      staticUrl: `${BASE}/emoji/blobfox.png`,
      visibleInPicker: false,
      category: 'remote',
      tags: [],
      remote: true,
    });
  }
  const reactors = [...world.accounts.values()].map((a) => a.id);
  const at = now - 20 * DAY;
  backdated(world, () => {
    createStatus(world, {
      accountId: crowd.id,
      source: `A poll with ${HUGE_POLL_OPTIONS} options #${HOSTILE_SCALE_TAG}`,
      poll: {
        options: Array.from({ length: HUGE_POLL_OPTIONS }, (_, i) => `Option ${i + 1}`),
        multiple: false,
        expiresInSec: 30 * 86_400,
      },
      at,
      silent: true,
      language: 'en',
    });
    const reacted = createStatus(world, {
      accountId: crowd.id,
      source: `A post with ${HUGE_REACTIONS} reactions #${HOSTILE_SCALE_TAG}`,
      at: at + MINUTE,
      silent: true,
      language: 'en',
    });
    for (let i = 0; i < HUGE_REACTIONS; i++) {
      const name = `${REACTION_GLYPHS[i % 100]}${REACTION_GLYPHS[Math.floor(i / 100) % 100]}`;
      react(world, reactors[i % reactors.length] as string, reacted.id, name, at + MINUTE, true);
    }
    const emojiPost = createStatus(world, {
      accountId: crowd.id,
      source: `Ten thousand custom emoji #${HOSTILE_SCALE_TAG}`,
      at: at + 2 * MINUTE,
      silent: true,
      language: 'en',
    });
    // Set afterwards: formatting 100 kB of shortcodes would slow every reset of the world.
    emojiPost.content = `${emojiPost.content}<p>${emojiCodes.map((code) => `:${code}:`).join(' ')}</p>`;
    emojiPost.emojiShortcodes = emojiCodes;
  });
}
