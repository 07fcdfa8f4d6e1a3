import { makeAccount } from '../world/accounts';
import { BASE } from '../world/types';
import type { World } from '../world/world';

const DAY = 86_400_000;

/** Where the broken account's pictures point: a path this server does not serve (a 404). */
export const BROKEN_AVATAR_PATH = '/media/missing/avatar-brokenpics.png';
export const BROKEN_HEADER_PATH = '/media/missing/header-brokenpics.png';

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
}
