import { ApiError, getApiClient, type Preferences, validPreferences } from '@murmur/shared';
import { SYNCED_PROFILE_KEY } from './synced-profile-key';

/** Akkoma keeps settings profiles per frontend; Murmur stores its preferences under Akkoma-FE's name. */
const BASE = '/api/v1/akkoma/frontend_settings/pleroma-fe';

export { SYNCED_PROFILE_KEY };

export interface ProfileSummary {
  name: string;
  version: number;
}

export interface SyncedProfile {
  name: string;
  version: number;
}

export function readSynced(storage: Pick<Storage, 'getItem'> | null = safeStorage()): SyncedProfile | null {
  try {
    const raw = JSON.parse(storage?.getItem(SYNCED_PROFILE_KEY) ?? 'null') as Partial<SyncedProfile> | null;
    if (raw && typeof raw.name === 'string' && typeof raw.version === 'number') {
      return { name: raw.name, version: raw.version };
    }
  } catch {
    // An unreadable record is as good as none: the server's copy will be taken.
  }
  return null;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function writeSynced(profile: SyncedProfile): void {
  try {
    window.localStorage.setItem(SYNCED_PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // Storage full or off: the profile still synced; this browser just forgets which one.
  }
}

/** Server settings replace local ones only when their version is newer (spec 3 section 4). */
export function serverIsNewer(serverVersion: number, synced: SyncedProfile | null, name: string): boolean {
  const local = synced && synced.name === name ? synced.version : 0;
  return serverVersion > local;
}

export function readSummaries(json: unknown): ProfileSummary[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const p = raw as Record<string, unknown>;
    if (typeof p.name !== 'string' || p.name === '') return [];
    return [{ name: p.name, version: typeof p.version === 'number' ? p.version : 0 }];
  });
}

export async function listProfiles(signal?: AbortSignal): Promise<ProfileSummary[]> {
  const reply = await getApiClient().get<unknown>(BASE, signal ? { signal } : {});
  return readSummaries(reply.data);
}

const path = (name: string) => `${BASE}/${encodeURIComponent(name)}`;

/** Syncs: the version goes up by one on every sync. */
export async function pushProfile(name: string, currentVersion: number, settings: Partial<Preferences>) {
  const version = currentVersion + 1;
  await getApiClient().put(path(name), { json: { version, settings } });
  writeSynced({ name, version });
  return version;
}

export type LoadResult =
  | { kind: 'created'; version: number }
  | { kind: 'loaded'; version: number; settings: Partial<Preferences> }
  | { kind: 'up-to-date'; version: number };

/** Loads a profile: newer wins; a 404 creates it from the current settings. */
export async function pullProfile(name: string, current: Partial<Preferences>): Promise<LoadResult> {
  let data: { version?: unknown; settings?: unknown };
  try {
    data = (await getApiClient().get<{ version?: unknown; settings?: unknown }>(path(name))).data ?? {};
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { kind: 'created', version: await pushProfile(name, 0, current) };
    }
    throw error;
  }
  const version = typeof data.version === 'number' ? data.version : 0;
  if (!serverIsNewer(version, readSynced(), name)) return { kind: 'up-to-date', version };
  writeSynced({ name, version });
  return { kind: 'loaded', version, settings: validPreferences(data.settings) };
}

export async function deleteProfile(name: string): Promise<void> {
  await getApiClient().delete(path(name));
}
