import { describe, expect, it } from 'vitest';
import { runSignOutCleanups } from '../session/sign-out-cleanup';
import {
  intlLanguageName,
  languageChoices,
  recentPostLanguages,
  rememberPostLanguage,
} from './language-choices';

describe('language choices', () => {
  it('names languages in the interface language, never by a bare code', () => {
    expect(intlLanguageName('de', 'en')).toBe('German');
    expect(intlLanguageName('de', 'fr')).toBe('allemand');
    expect(intlLanguageName('xx', 'en')).toBeNull();
  });

  it('puts the first ones on top in their order, the rest by name, and drops what has no name', () => {
    const codes = ['fr', 'de', 'xx', 'es', 'en'];
    expect(languageChoices(codes, 'en', { first: ['es', null, 'qq', 'es'] }).map((c) => c.code)).toEqual([
      'es',
      'en',
      'fr',
      'de',
    ]);
    expect(languageChoices(codes, 'de').map((c) => c.name)).toEqual([
      'Deutsch',
      'Englisch',
      'Französisch',
      'Spanisch',
    ]);
  });

  it('keeps a chosen code that has no name, after the named ones', () => {
    const choices = languageChoices(['xx', 'de'], 'en', { keep: ['xx'] });
    expect(choices).toEqual([
      { code: 'de', name: 'German' },
      { code: 'xx', name: 'xx' },
    ]);
  });

  it('remembers the picked post languages, newest first, and forgets them at sign-out', async () => {
    localStorage.clear();
    rememberPostLanguage('de');
    rememberPostLanguage('fr-CA');
    rememberPostLanguage('de');
    rememberPostLanguage('not a language');
    expect(recentPostLanguages()).toEqual(['de', 'fr']);
    localStorage.setItem('murmur:recent-post-languages', '{"broken": true');
    expect(recentPostLanguages()).toEqual([]);
    rememberPostLanguage('es');
    await runSignOutCleanups({ accountId: '1' });
    expect(recentPostLanguages()).toEqual([]);
  });
});
