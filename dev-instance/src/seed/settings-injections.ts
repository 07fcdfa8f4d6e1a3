import { randomToken } from '../util/password';
import type { Account, App } from '../world/types';
import type { World } from '../world/world';
import { PWN } from './injections';

const DAY = 86_400_000;

/** Hostile values in what the settings screens show: an OAuth app's name and a settings profile's. */
export const INJECTION_APP_NAME = `Evil app <img src=x onerror="${PWN}">`;
export const INJECTION_SETTINGS_PROFILE = `<img src=x onerror="${PWN}">`;

/**
 * Bob has a session of an app with a hostile name (the security tab lists it) and a settings
 * profile with a hostile name. Seeded last, with fixed ids, so the rest of the world is unchanged.
 */
export function seedSettingsInjections(world: World, owner: Account, now: number): void {
  const app: App = {
    id: 'seed-hostile-app',
    name: INJECTION_APP_NAME,
    website: `javascript:${PWN}`,
    redirectUris: ['urn:ietf:wg:oauth:2.0:oob'],
    scopes: ['read'],
    clientId: randomToken(),
    clientSecret: randomToken(),
    ownerId: null,
    createdAt: now - DAY,
  };
  world.apps.set(app.id, app);
  const token = randomToken();
  world.tokens.set(token, {
    id: 'seed-hostile-token',
    token,
    refreshToken: randomToken(),
    appId: app.id,
    accountId: owner.id,
    scopes: ['read'],
    createdAt: now - DAY,
    validUntil: now + 30 * DAY,
  });
  const profiles = world.settingsProfiles.get(owner.id) ?? new Map();
  profiles.set(`pleroma-fe/${INJECTION_SETTINGS_PROFILE}`, {
    name: INJECTION_SETTINGS_PROFILE,
    version: 1,
    settings: { hidePostStats: false },
    updatedAt: now - DAY,
  });
  world.settingsProfiles.set(owner.id, profiles);
}
