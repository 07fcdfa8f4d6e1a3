import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

/** Placeholder names of an ICU message ({limit}, {count, plural, ...}). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();
}

describe('the shell catalogues', () => {
  it('translates every English message into German', () => {
    const missing = Object.keys(en).filter((key) => !(key in de));
    expect(missing).toEqual([]);
  });

  it('carries no German message that English no longer has', () => {
    const stale = Object.keys(de).filter((key) => !(key in en));
    expect(stale).toEqual([]);
  });

  it('keeps the placeholders of each message, and every message parses', () => {
    for (const [key, english] of Object.entries(en as Record<string, string>)) {
      const german = (de as Record<string, string>)[key] ?? '';
      expect(new Set(placeholders(german)), key).toEqual(new Set(placeholders(english)));
      const errors: unknown[] = [];
      const intl = createIntl({ locale: 'de', messages: { [key]: german }, onError: (e) => errors.push(e) });
      const values = Object.fromEntries(placeholders(english).map((name) => [name, 1]));
      intl.formatMessage({ id: key }, values);
      expect(errors, key).toEqual([]);
    }
  });
});
