import { type PreferenceKey, type Preferences, userPreferences$ } from '@murmur/shared/core';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  const subscription = userPreferences$.subscribe(listener);
  return () => subscription.unsubscribe();
}

/**
 * A frame option the instance's frontend configuration sets and the reader may override in the
 * settings (sidebar on the right, third column, site name...): the reader's own value when they
 * chose one, else the instance's.
 */
export function useChosen<K extends PreferenceKey>(key: K, instanceValue: Preferences[K]): Preferences[K] {
  const own = useSyncExternalStore(subscribe, () => userPreferences$.value[key]);
  return (own ?? instanceValue) as Preferences[K];
}
