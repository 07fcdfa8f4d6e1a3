import { describe, expect, it } from 'vitest';
import { catalogueFileProblems, catalogueFiles, englishProblems, folderLanguages } from './part-catalogues';

/**
 * The catalogue check every part runs in `npm test`, for each catalogue file present in its
 * folder: no missing or stale key, the placeholders, tags and selects of English, plurals valid
 * for that language's rules with every category it needs, ICU that parses. English itself must
 * parse; `languages` (the part's list of catalogues) must name exactly the files present.
 */
export function describePartCatalogues(part: string, folder: string, languages: readonly string[]): void {
  describe(`the ${part} catalogues (${folder.replace(/^.*\/(shell|remotes)\//, '$1/')})`, () => {
    it('English, extracted from the code, parses as ICU', () => {
      expect(englishProblems(folder)).toEqual([]);
    });
    it('list exactly the languages that have a catalogue file', () => {
      expect([...languages]).toEqual(folderLanguages(folder));
    });
    const files = catalogueFiles(folder);
    it.each(files.length > 0 ? files : ['(none)'])('%s follows English and its plural rules', (file) => {
      if (file === '(none)') return;
      expect(catalogueFileProblems(folder, file)).toEqual([]);
    });
  });
}
