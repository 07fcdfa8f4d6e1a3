import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { generate } from 'otplib';
import { DEV_INSTANCE_URL } from './ports';

/** Every demo account of the dev instance has this password. */
export const DEMO_PASSWORD = 'murmur-demo';

/** The `totp` demo account's RFC 6238 secret (dev-instance/README.md). */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Its single-use recovery codes, restored by resetDevInstance(). */
export const RECOVERY_CODES = [
  'murmur-rc-0001',
  'murmur-rc-0002',
  'murmur-rc-0003',
  'murmur-rc-0004',
  'murmur-rc-0005',
];

/** The current code of the `totp` account. */
export function totpCode(secret: string = TOTP_SECRET): Promise<string> {
  return generate({ secret });
}

/** Reseeds the dev instance (recovery codes, tokens, apps and faults are all restored). */
export async function resetDevInstance(): Promise<void> {
  const reply = await fetch(`${DEV_INSTANCE_URL}/__dev/reset`, { method: 'POST' });
  if (!reply.ok) throw new Error(`/__dev/reset answered ${reply.status}`);
}

/** A bearer token for a demo account, straight from the dev instance (password grant). */
export async function apiTokenFor(
  username: string,
  password: string = DEMO_PASSWORD,
  server: string = DEV_INSTANCE_URL,
): Promise<string> {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const app = await fetch(`${server}/api/v1/apps`, {
    method: 'POST',
    body: form({ client_name: 'journey', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' }),
  });
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const token = await fetch(`${server}/oauth/token`, {
    method: 'POST',
    body: form({ client_id, client_secret, grant_type: 'password', username, password, scope: 'read write' }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

/** The login panel of /login. */
export function loginPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Log in' });
}

/** Fills the login panel and submits it (the page must be on /login). */
export async function submitLogin(
  page: Page,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  const panel = loginPanel(page);
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs `user` in through /login with the demo password and waits for the home timeline
 * (/main/friends). For the `totp` account the current code is entered too. Journeys about signing
 * in use this; the others start signed in with `signIn`.
 */
export async function signInThroughTheForm(
  page: Page,
  user = 'alice',
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, user, password);
  if (user === 'totp') {
    const code = page.getByLabel('Authentication code');
    await code.fill(await totpCode());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }),
  ).toBeVisible();
}

/** An empty page of the server's origin, drawn by the test (no client code runs on it). */
const SEED_PATH = '/__journey-sign-in';

/** Writes a fresh token for `user` into the client's record for the page's server. */
async function keepSignedIn(page: Page, user: string, password: string): Promise<void> {
  const seed = (route: Route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' });
  await page.route(`**${SEED_PATH}`, seed);
  await page.goto(SEED_PATH);
  await page.unroute(`**${SEED_PATH}`, seed);
  const failure = await page.evaluate(
    async ({ username, password }) => {
      const origin = window.location.origin;
      const register = (scopes: string) =>
        fetch('/api/v1/apps', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_name: 'Murmur', redirect_uris: `${origin}/oauth-callback`, scopes }),
        });
      let app = await register('read write follow push admin');
      if (!app.ok) app = await register('read write follow push');
      if (!app.ok) return `POST /api/v1/apps answered ${app.status}`;
      const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
      const grant = await fetch('/oauth/token', {
        method: 'POST',
        body: new URLSearchParams({ client_id, client_secret, grant_type: 'password', username, password }),
      });
      if (!grant.ok) return `POST /oauth/token answered ${grant.status}`;
      const { access_token } = (await grant.json()) as { access_token: string };
      // The client's record for this server (shell/src/oauth/oauth-storage.ts).
      window.localStorage.setItem(
        `murmur:oauth:${origin}`,
        JSON.stringify({ clientId: client_id, clientSecret: client_secret, userToken: access_token }),
      );
      return null;
    },
    { username: user, password },
  );
  if (failure) throw new Error(`signing ${user} in: ${failure}`);
}

/**
 * Starts `user` signed in on the home timeline (/main/friends), as a reader who signed in on an
 * earlier visit: the app and the token are got the way the client gets them (the app registered
 * with the client's name, redirect and scopes, then the password grant), kept in the client's own
 * record for this server, and the page is opened. One cold start instead of two (the login page,
 * then the home timeline), for the many journeys that are about something else; the sign-in
 * journeys themselves go through the form (`signInThroughTheForm`), as does the `totp` account.
 */
export async function signIn(page: Page, user = 'alice', password: string = DEMO_PASSWORD): Promise<void> {
  if (user === 'totp' || process.env.E2E_SIGN_IN_BY_FORM === '1') {
    await signInThroughTheForm(page, user, password);
    return;
  }
  await keepSignedIn(page, user, password);
  await page.goto('/main/friends');
  // A cold start: on a busy machine it can take longer than an expectation's usual 10 s (the
  // form's page waited for its fields as long as the test allowed).
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/main\/friends$/);
}

/**
 * `signIn`, landing on `path` instead of the home timeline: for journeys whose first screen is
 * elsewhere, one cold start instead of two. Waits only for the client to have started there.
 */
export async function signInAt(
  page: Page,
  path: string,
  user = 'alice',
  password: string = DEMO_PASSWORD,
): Promise<void> {
  if (user === 'totp' || process.env.E2E_SIGN_IN_BY_FORM === '1') {
    await signInThroughTheForm(page, user, password);
  } else {
    await keepSignedIn(page, user, password);
  }
  await page.goto(path);
  // The frame is drawn once the client has started: a cold start, given the time it takes on a
  // busy machine, before the journey's own expectations (10 s each) begin.
  await expect(page.locator('a.skip-link')).toBeAttached({ timeout: 30_000 });
}
