import { describe, expect, it } from 'vitest';
import { arrowStep } from './arrow-step';
import { bidiIsolate } from './bidi';
import { fileSizeParts, formatFileSize } from './file-size';
import { applyDocumentLanguage, INTERFACE_LANGUAGES, intlLocale } from './interface-language';
import { INTERFACE_LANGUAGE_LIST, languageDirection, languagesWithCatalogues } from './languages';

describe('the thirty interface languages (spec 3)', () => {
  it('are thirty, English first, each with its own name and an Intl locale Intl knows', () => {
    expect(INTERFACE_LANGUAGES).toHaveLength(30);
    expect(INTERFACE_LANGUAGES[0]).toBe('en');
    for (const { locale, name } of INTERFACE_LANGUAGE_LIST) {
      expect(name.length).toBeGreaterThan(0);
      expect(Intl.getCanonicalLocales(locale)).toHaveLength(1);
    }
  });
  it('read ja_easy as Japanese and zh_Hant as traditional Chinese for Intl', () => {
    expect(intlLocale('ja_easy')).toBe('ja');
    expect(intlLocale('zh_Hant')).toBe('zh-Hant');
  });
  it('write Arabic and Hebrew right to left, whatever catalogues exist', () => {
    expect(INTERFACE_LANGUAGE_LIST.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'he']);
    expect(languageDirection('unknown')).toBe('ltr');
    const root = document.createElement('html');
    applyDocumentLanguage('he', root);
    expect([root.lang, root.dir]).toEqual(['he', 'rtl']);
    applyDocumentLanguage('zh_Hant', root);
    expect([root.lang, root.dir]).toEqual(['zh-Hant', 'ltr']);
  });
  it("derive a part's languages from its catalogue files, in the list's order", () => {
    expect(languagesWithCatalogues(['zh_Hant.json', 'de.json', 'en.json', 'notes.json'])).toEqual([
      'en',
      'de',
      'zh_Hant',
    ]);
  });
});

describe('file sizes and isolation', () => {
  it("keep spec 3's units and write the number in the interface language", () => {
    expect(fileSizeParts(3 * 1024 * 1024)).toEqual({ value: 3, unit: 'MiB' });
    expect(formatFileSize(1536, 'de')).toBe('1,5\u00a0KiB');
    expect(formatFileSize(1000, 'en')).toBe('1,000\u00a0B');
  });
  it('isolate a handle inside a sentence', () => {
    expect(bidiIsolate('@a@b.example')).toBe('\u2068@a@b.example\u2069');
  });
});

describe('arrow keys along a row', () => {
  it('move forward with the right arrow left to right, and with the left arrow right to left', () => {
    const row = document.createElement('div');
    document.body.append(row);
    try {
      expect(arrowStep('ArrowRight', row)).toBe(1);
      expect(arrowStep('ArrowLeft', row)).toBe(-1);
      row.style.direction = 'rtl';
      expect(arrowStep('ArrowLeft', row)).toBe(1);
      expect(arrowStep('ArrowRight', row)).toBe(-1);
      expect(arrowStep('Home', row)).toBe(0);
    } finally {
      row.remove();
    }
  });
});
