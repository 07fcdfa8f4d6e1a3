import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { intlLocale } from '../i18n/interface-language';

type Catalogue = Record<string, string>;

interface Branching {
  kind: 'select' | 'plural' | 'ordinal';
  name: string;
  keys: string[];
}

/** What an ICU message takes and offers: its arguments, its tags, its plural and select branches. */
interface MessageShape {
  args: Set<string>;
  tags: Set<string>;
  branches: Branching[];
}

function walk(nodes: MessageFormatElement[], shape: MessageShape): MessageShape {
  for (const node of nodes) {
    if (
      node.type === TYPE.argument ||
      node.type === TYPE.number ||
      node.type === TYPE.date ||
      node.type === TYPE.time
    ) {
      shape.args.add(node.value);
    } else if (node.type === TYPE.tag) {
      shape.tags.add(node.value);
      walk(node.children, shape);
    } else if (node.type === TYPE.select || node.type === TYPE.plural) {
      shape.args.add(node.value);
      shape.branches.push({
        kind: node.type === TYPE.select ? 'select' : node.pluralType === 'ordinal' ? 'ordinal' : 'plural',
        name: node.value,
        keys: Object.keys(node.options),
      });
      for (const option of Object.values(node.options)) walk(option.value, shape);
    }
  }
  return shape;
}

function shapeOf(message: string): MessageShape {
  return walk(parse(message, { requiresOtherClause: false }), {
    args: new Set(),
    tags: new Set(),
    branches: [],
  });
}

/** The plural categories a language's rules have (cardinal, or ordinal: 'first', 'second'...). */
function pluralCategories(language: string, type: 'cardinal' | 'ordinal'): Set<string> {
  return new Set(new Intl.PluralRules(intlLocale(language), { type }).resolvedOptions().pluralCategories);
}

/**
 * Every way one translated message breaks the rules, as sentences. The rules: it parses as ICU;
 * it takes exactly English's placeholders and tags; its plurals and selects are on arguments
 * English branches on in the same way; a plural offers only categories of the language's own
 * plural rules (or exact '=n' cases), has 'other', and covers every category the language needs
 * (Arabic six, Japanese one); a select offers only English's branches.
 */
export function messageProblems(source: string, message: unknown, language: string): string[] {
  if (typeof message !== 'string' || message.trim() === '') return ['empty'];
  let english: MessageShape;
  try {
    english = shapeOf(source);
  } catch {
    // English is extracted from the code and parsed by its own check; nothing to compare with.
    return [];
  }
  let translated: MessageShape;
  try {
    translated = shapeOf(message);
  } catch (error) {
    return [`does not parse as ICU: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  for (const arg of translated.args)
    if (!english.args.has(arg)) problems.push(`placeholder {${arg}} not in English`);
  for (const arg of english.args)
    if (!translated.args.has(arg)) problems.push(`placeholder {${arg}} of English missing`);
  for (const tag of translated.tags) if (!english.tags.has(tag)) problems.push(`tag <${tag}> not in English`);
  for (const tag of english.tags)
    if (!translated.tags.has(tag)) problems.push(`tag <${tag}> of English missing`);
  const cardinal = pluralCategories(language, 'cardinal');
  const ordinal = pluralCategories(language, 'ordinal');
  for (const branching of translated.branches) {
    const englishBranching = english.branches.find(
      (b) => b.name === branching.name && b.kind === branching.kind,
    );
    if (!englishBranching) {
      problems.push(`${branching.kind} on {${branching.name}} not in English`);
      continue;
    }
    const categories = branching.kind === 'ordinal' ? ordinal : cardinal;
    for (const key of branching.keys) {
      const valid =
        branching.kind === 'select'
          ? englishBranching.keys.includes(key)
          : key.startsWith('=') || key === 'other' || categories.has(key);
      if (!valid)
        problems.push(`branch '${key}' of {${branching.name}} not valid for ${language} (${branching.kind})`);
    }
    if (branching.kind !== 'select' && !branching.keys.includes('other'))
      problems.push(`${branching.kind} on {${branching.name}} without 'other'`);
    if (branching.kind === 'plural')
      for (const category of cardinal)
        if (category !== 'other' && !branching.keys.includes(category))
          problems.push(`plural on {${branching.name}} lacks '${category}', which ${language} needs`);
  }
  return problems;
}

export interface CatalogueDifferences {
  /** English keys the translation lacks. */
  missing: string[];
  /** Translated keys English no longer has. */
  stale: string[];
  /** Keys whose translation breaks a rule of `messageProblems`. */
  broken: string[];
}

/**
 * How a translated catalogue differs from the English one extracted from the code. Every part's
 * catalogue test asserts that all three lists are empty for every catalogue file it has.
 */
export function catalogueDifferences(
  english: Catalogue,
  translated: Catalogue,
  language: string,
): CatalogueDifferences {
  return {
    missing: Object.keys(english).filter((key) => !(key in translated)),
    stale: Object.keys(translated).filter((key) => !(key in english)),
    broken: Object.keys(translated).filter(
      (key) =>
        key in english && messageProblems(english[key] as string, translated[key], language).length > 0,
    ),
  };
}

/** Every problem of a catalogue, one line each ('missing key x', 'x: placeholder {n} not in English'). */
export function catalogueProblems(english: Catalogue, translated: Catalogue, language: string): string[] {
  const lines: string[] = [];
  for (const key of Object.keys(english)) if (!(key in translated)) lines.push(`missing key ${key}`);
  for (const key of Object.keys(translated)) if (!(key in english)) lines.push(`stale key ${key}`);
  for (const [key, message] of Object.entries(translated)) {
    const source = english[key];
    if (source === undefined) continue;
    for (const problem of messageProblems(source, message, language)) lines.push(`${key}: ${problem}`);
  }
  return lines;
}
