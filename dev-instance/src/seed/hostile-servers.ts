import { makeAccount } from '../world/accounts';
import { BASE } from '../world/types';
import type { World } from '../world/world';
import { DEMO_PASSWORD } from './demo';

const DAY = 86_400_000;

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
  world.addAccount(
    makeAccount({
      id: world.ids.next(now - DAY),
      username: 'longname',
      domain: null,
      createdAt: now - 60 * DAY,
      password: DEMO_PASSWORD,
      displayName: longDisplayName(),
      note: `<p>${'Bio without a single space '.repeat(3)}${'x'.repeat(400)}</p>`,
      noteSource: `${'Bio without a single space '.repeat(3)}${'x'.repeat(400)}`,
      fields: [{ name: `F${'i'.repeat(300)}`, value: `${'v'.repeat(600)}`, verifiedAt: null }],
    }),
  );
}
