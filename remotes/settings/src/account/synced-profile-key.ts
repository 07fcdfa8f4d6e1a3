/**
 * Which settings profile this browser last synced, and at which version (newer on the server
 * wins). A module of its own: the theme slot, on every start, needs only this name
 * (forget-on-logout.ts), not the profiles' code.
 */
export const SYNCED_PROFILE_KEY = 'murmur:settings-profile';
