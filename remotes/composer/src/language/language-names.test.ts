import { ISO_639_1, iso6391 } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { defaultPostLanguage, filterLanguages, languageName, languageOptions } from './language-names';

describe('the ISO 639-1 languages', () => {
  it('holds the 183 codes once each', () => {
    expect(ISO_639_1).toHaveLength(183);
    expect(new Set(ISO_639_1).size).toBe(183);
    expect(ISO_639_1.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
  });
  it('reads a server value as a code, or as nothing', () => {
    expect(iso6391('de')).toBe('de');
    expect(iso6391('en-GB')).toBe('en');
    expect(iso6391('EN')).toBe('en');
    expect(iso6391('xx')).toBeNull();
    expect(iso6391('de"><img src=x onerror=alert(1)>')).toBeNull();
    expect(iso6391('qx-Pwned0')).toBeNull();
    expect(iso6391(null)).toBeNull();
  });
});

describe('the options', () => {
  it('are named in the interface language, sorted by that name', () => {
    const en = languageOptions('en');
    // Only the languages the runtime's Intl can name; never a bare code.
    expect(en.length).toBeGreaterThan(100);
    expect(en.every((o) => o.name !== o.code)).toBe(true);
    expect(en.find((o) => o.code === 'de')?.name).toBe('German');
    expect(languageOptions('de').find((o) => o.code === 'de')?.name).toBe('Deutsch');
    const names = en.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(languageName('fr', 'en')).toBe('French');
  });
  it('are found by name, own name and code, an exact code first', () => {
    const en = languageOptions('en');
    expect(filterLanguages(en, 'Français').map((o) => o.code)).toEqual(['fr']);
    expect(filterLanguages(en, 'germ').map((o) => o.code)).toContain('de');
    expect(filterLanguages(en, 'ja')[0]?.code).toBe('ja');
    expect(filterLanguages(en, '')).toHaveLength(en.length);
  });
  it('put the chosen, recent and instance languages first, in that order', () => {
    const options = languageOptions('en', { first: ['fr', 'ja', 'fr', 'de'] });
    expect(options.slice(0, 3).map((o) => o.code)).toEqual(['fr', 'ja', 'de']);
    const rest = options.slice(3).map((o) => o.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });
});

describe('the default post language', () => {
  it("is the account's, else the interface language", () => {
    expect(defaultPostLanguage('fr', 'de')).toBe('fr');
    expect(defaultPostLanguage(null, 'de')).toBe('de');
    expect(defaultPostLanguage('', 'zh_Hant')).toBe('zh');
    expect(defaultPostLanguage(null, 'ja_easy')).toBe('ja');
  });
});
