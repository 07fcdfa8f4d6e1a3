import { createIntl } from 'react-intl';

type Catalogue = Record<string, string>;

/** Placeholder names of an ICU message ({error}, {count, plural, ...}). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();
}

export interface CatalogueDifferences {
  /** English keys the translation lacks. */
  missing: string[];
  /** Translated keys English no longer has. */
  stale: string[];
  /** Keys whose translation has other placeholders than English, or does not parse. */
  broken: string[];
}

/**
 * How a translated catalogue differs from the English one extracted from the code. Every part's
 * catalogue test asserts that all three lists are empty.
 */
export function catalogueDifferences(
  english: Catalogue,
  translated: Catalogue,
  locale: string,
): CatalogueDifferences {
  const missing = Object.keys(english).filter((key) => !(key in translated));
  const stale = Object.keys(translated).filter((key) => !(key in english));
  const broken: string[] = [];
  for (const [key, source] of Object.entries(english)) {
    const message = translated[key];
    if (message === undefined) continue;
    const expected = placeholders(source);
    const sameNames =
      new Set(placeholders(message)).size === new Set(expected).size &&
      expected.every((name) => placeholders(message).includes(name));
    const errors: unknown[] = [];
    const intl = createIntl({ locale, messages: { [key]: message }, onError: (e) => errors.push(e) });
    intl.formatMessage({ id: key }, Object.fromEntries(expected.map((name) => [name, 1])));
    if (!sameNames || errors.length > 0) broken.push(key);
  }
  return { missing, stale, broken };
}
