import { useSyncExternalStore } from 'react';
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import { bus } from '../bus/bus';
import { frontendConfig$ } from '../session/frontend-config';
import { isPreferenceValue, PREFERENCE_DEFAULTS, type PreferenceKey, type Preferences } from './schema';

/** Browser storage key of the user's own preference values (only those they changed). */
export const PREFERENCES_STORAGE_KEY = 'murmur:preferences';

/** What the user set, and nothing else: the settings screen marks these as changed. */
export const userPreferences$ = new BehaviorSubject<Partial<Preferences>>({});

/** Options the instance's frontend configuration sets (spec 3: "default to the instance's value"). */
function instanceDefaults(raw: Record<string, unknown>): Partial<Preferences> {
  const out: Partial<Record<PreferenceKey, unknown>> = {};
  for (const key of Object.keys(PREFERENCE_DEFAULTS) as PreferenceKey[]) {
    if (key in raw && isPreferenceValue(key, raw[key])) out[key] = raw[key];
  }
  return out as Partial<Preferences>;
}

/** Defaults, under the instance's values, under the user's: what every part reads. */
export const preferences$: Observable<Preferences> = combineLatest([frontendConfig$, userPreferences$]).pipe(
  map(([config, user]) => ({ ...PREFERENCE_DEFAULTS, ...instanceDefaults(config.raw), ...user })),
);

let current: Preferences = PREFERENCE_DEFAULTS;
const listeners = new Set<() => void>();
preferences$.subscribe((next) => {
  current = next;
  for (const listener of listeners) listener();
});

/** The effective preferences now. */
export function getPreferences(): Preferences {
  return current;
}

/** The instance's value of a preference, or the built-in default: what "reset" goes back to. */
export function preferenceDefault<K extends PreferenceKey>(key: K): Preferences[K] {
  const fromInstance = instanceDefaults(frontendConfig$.value.raw)[key];
  return (fromInstance ?? PREFERENCE_DEFAULTS[key]) as Preferences[K];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** All effective preferences; re-renders when any changes. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}

/** One effective preference; re-renders only when it changes. */
export function usePreference<K extends PreferenceKey>(key: K): Preferences[K] {
  const read = () => current[key];
  return useSyncExternalStore(subscribe, read, read);
}

let storageFailed = false;

function persist(values: Partial<Preferences>): void {
  try {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(values));
    storageFailed = false;
  } catch {
    // The values live for this session; say so once, not on every change.
    if (!storageFailed) bus.emit({ type: 'notice/raised', messageKey: 'errors.storage_unavailable' });
    storageFailed = true;
  }
}

/** Keeps only known keys with values of the right kind (storage and imports may hold anything). */
export function validPreferences(input: unknown): Partial<Preferences> {
  const out: Partial<Record<PreferenceKey, unknown>> = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  for (const [key, value] of Object.entries(input)) {
    if (key in PREFERENCE_DEFAULTS && isPreferenceValue(key as PreferenceKey, value)) {
      out[key as PreferenceKey] = value;
    }
  }
  return out as Partial<Preferences>;
}

/** Reads the stored values once at start-up. A corrupt entry is ignored, never thrown. */
export function loadStoredPreferences(): void {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(PREFERENCES_STORAGE_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    userPreferences$.next(validPreferences(JSON.parse(raw)));
  } catch {
    console.warn('[murmur] stored preferences were unreadable and are ignored');
  }
}

/** Sets preferences the user chose; saved at once. */
export function setPreferences(values: Partial<Preferences>): void {
  const next = { ...userPreferences$.value, ...validPreferences(values) };
  userPreferences$.next(next);
  persist(next);
}

export function setPreference<K extends PreferenceKey>(key: K, value: Preferences[K]): void {
  setPreferences({ [key]: value } as Partial<Preferences>);
}

/** Forgets the user's value: the instance's or the built-in default applies again. */
export function resetPreference(key: PreferenceKey): void {
  const next = { ...userPreferences$.value };
  delete next[key];
  userPreferences$.next(next);
  persist(next);
}

/** Replaces every user value at once (settings import, settings profiles). */
export function replaceUserPreferences(values: Partial<Preferences>): void {
  const next = validPreferences(values);
  userPreferences$.next(next);
  persist(next);
}
