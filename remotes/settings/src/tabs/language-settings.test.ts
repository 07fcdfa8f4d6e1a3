import { describe, expect, it } from 'vitest';
import { translationChoices } from './language-settings';

describe('the translation targets', () => {
  const targets = [
    { code: 'EN-GB', name: 'English (British)' },
    { code: 'DE', name: 'German' },
    { code: 'fr', name: 'French' },
    { code: 'xq', name: 'xq' },
    { code: 'xz', name: 'Server-named' },
  ];
  it("are named in the interface language, the reader's first, and never by a bare code", () => {
    const german = translationChoices(targets, 'de', 'fr');
    expect(german.map((t) => t.code)).toEqual(['fr', 'DE', 'EN-GB', 'xz']);
    expect(german.find((t) => t.code === 'EN-GB')?.name).toMatch(/Englisch/);
    expect(german[0]?.name).toBe('Französisch');
    expect(german.find((t) => t.code === 'DE')?.name).toBe('Deutsch');
    expect(german.find((t) => t.code === 'xz')?.name).toBe('Server-named');
    expect(german.some((t) => t.code === 'xq')).toBe(false);
  });
});
