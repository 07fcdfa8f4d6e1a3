import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGE_STORAGE_KEY, languageName } from './shell-catalogue';

afterEach(() => window.localStorage.clear());

describe('the interface language at start-up', () => {
  it('is the first browser language the server supports and the shell has a catalogue for', () => {
    expect(initialLanguage(['en', 'fr', 'de'], ['it-IT', 'fr-FR', 'de'])).toBe('fr');
    expect(initialLanguage(['en', 'de'], ['fr-FR', 'de-AT'])).toBe('de');
    expect(initialLanguage([], ['xx'])).toBe('en');
  });
  it("is the reader's stored choice, even of a language this deployment has no catalogue for", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'he');
    expect(initialLanguage(['en', 'de'], ['de'])).toBe('he');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(initialLanguage(['en', 'de'], ['de'])).toBe('de');
  });
});

describe('the switcher', () => {
  it('names every language in itself', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('ar')).toBe('العربية');
    expect(languageName('ja_easy')).toBe('日本語 (やさしい)');
  });
});
