export {
  getPreferences,
  loadStoredPreferences,
  PREFERENCES_STORAGE_KEY,
  preferenceDefault,
  preferences$,
  replaceUserPreferences,
  resetPreference,
  setPreference,
  setPreferences,
  usePreference,
  usePreferences,
  userPreferences$,
  validPreferences,
} from './preferences';
export * from './schema';
