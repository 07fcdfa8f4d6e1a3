import { bus } from '@murmur/shared/core';
import { SYNCED_PROFILE_KEY } from './synced-profile-key';

let installed = false;

/**
 * After logout nothing of the user stays but what the spec keeps (the local preferences): which
 * settings profile this browser synced belongs to the account, so it goes. Installed once by the
 * theme slot, which every page loads at start.
 */
export function forgetAccountOnLogout(): void {
  if (installed) return;
  installed = true;
  bus.on('session/ended').subscribe(() => {
    try {
      window.localStorage.removeItem(SYNCED_PROFILE_KEY);
    } catch {
      // Storage off: nothing was kept there.
    }
  });
}
