import { clearPushDisplaySettings, disableWebPush, getPreferences, setPreference } from '@murmur/shared';

/** How long sign-out waits for the server to delete the push subscription. */
const PUSH_DELETE_WAIT_MS = 3_000;

/**
 * Signing out ends web push for the account in this browser: the server's subscription is deleted
 * while the token still works, the browser's subscription and the worker's settings go, and the
 * preference is off for whoever signs in next. A server that does not answer in time does not
 * hold the sign-out; the browser's part is done all the same.
 */
export async function endWebPushAtSignOut(): Promise<void> {
  if (!getPreferences().webPushNotifications) {
    await clearPushDisplaySettings();
    return;
  }
  setPreference('webPushNotifications', false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      disableWebPush(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PUSH_DELETE_WAIT_MS);
      }),
    ]);
  } catch (error) {
    console.warn('[murmur] the push subscription was not deleted at sign-out', error);
  } finally {
    clearTimeout(timer);
  }
}
