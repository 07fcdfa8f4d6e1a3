import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import './zod-config';
import { mapInSlices } from '../api/yield-to-page';
import { boundList, CAPS, cut } from './caps';
import { type FastReader, readFast } from './fast-read';

// Building blocks for schemas that repair a server's reply instead of rejecting it. A field with a
// wrong or missing value gets a sensible default; a list drops the items it cannot read and says so
// in the console. Only a value without which the entity makes no sense (an id, a status's author)
// is allowed to fail, and then only that one item is dropped.
//
// The schemas use zod's mini build (functions instead of methods, decision 0092):
// `z.catch(s, v)` is `s.catch(v)`, `z.pipe(s, z.transform(f))` is `s.transform(f)`,
// `s.check(z.refine(f))` is `s.refine(f)`, `s.check(z.minLength(1))` is `s.min(1)`.

/** `schema.transform(fn)` of the full zod API. */
export const map = <T extends z.core.SomeType, O>(schema: T, fn: (value: z.output<T>) => O) =>
  z.pipe(schema, z.transform(fn));

/** A non-empty string. */
export const nonEmpty = () => z.string().check(z.minLength(1));

/** An id: Mastodon, Pleroma and Akkoma send strings; some old servers send numbers. */
export const idSchema = lazySchema(() => z.union([nonEmpty(), map(z.number(), (n) => String(n))]));

/** A string, or '' when missing or of another type; cut to `max` characters (issue 39). */
export const text = (max: number = CAPS.otherText) => map(z.catch(z.string(), ''), (v) => cut(v, max));

/** A string or null (missing, empty or not a string gives null); cut to `max` characters. */
export const nullableText = (max: number = CAPS.otherText) =>
  map(z.catch(z.nullable(z.string()), null), (v) => (v === '' || v === null ? null : cut(v, max)));

/** A boolean that defaults to `fallback` when missing or not a boolean. */
export const flag = (fallback = false) => z.catch(z.boolean(), fallback);

/** A number, or a string holding one (some servers quote numbers). Null is not a number here. */
export const numeric = () =>
  z.union([z.number(), map(z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)), Number)]);

/** An integer that is not negative (`z.number().int().nonnegative()`). */
export const nonNegativeInt = () => z.number().check(z.int(), z.nonnegative());

/** An integer above zero (`z.number().int().positive()`). */
export const positiveInt = () => z.number().check(z.int(), z.positive());

/** A non-negative integer count; 0 when missing or junk. Numeric strings are accepted. */
export const count = () => z.catch(z.pipe(numeric(), nonNegativeInt()), 0);

/** A non-negative number or null (missing or junk gives null). */
export const nullableCount = () =>
  z.catch(z.nullable(z.pipe(numeric(), z.number().check(z.nonnegative()))), null);

const isDate = (v: string) => !Number.isNaN(Date.parse(v));

/** An ISO 8601 date; when missing or unreadable, the time of parsing (so a list still sorts). */
export const dateText = () => z.catch(z.string().check(z.refine(isDate)), () => new Date().toISOString());

/** An ISO 8601 date or null. */
export const nullableDate = () => z.catch(z.nullable(z.string().check(z.refine(isDate))), null);

/**
 * Any array, as it came, without looking at its entries (`z.array(z.unknown())` copies every one:
 * a hostile list of 3,000 cost more than the entries kept); junk gives [].
 */
export const anyList = () =>
  z.catch(
    z.custom<unknown[]>((v) => Array.isArray(v)),
    [],
  );

/** A list of strings; non-strings are dropped, a missing or null list is empty; capped (issue 39). */
export const stringList = (max: number = CAPS.stringList) =>
  map(anyList(), (items) =>
    items
      .filter((v): v is string => typeof v === 'string')
      .slice(0, max)
      .map((v) => cut(v, CAPS.otherText)),
  );

/** A record of strings (e.g. Pleroma's `content` map keyed by mime type); junk gives {}. */
export const stringRecord = () =>
  map(z.catch(z.record(z.string(), z.unknown()), {}), (rec) => {
    const out: Record<string, string> = {};
    // Alternatives of a post's body: the body's cap, at most a handful of them.
    for (const [k, v] of Object.entries(rec).slice(0, 8))
      if (typeof v === 'string') out[k] = cut(v, CAPS.content);
    return out;
  });

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * A list whose items are read one by one with `schema`; an item that cannot be read is dropped
 * with a console warning naming `label`, the rest of the list survives. A missing, null or
 * non-array value gives an empty list. At most `max` items are read, later repeats of an id
 * dropped (issue 39: the caps are in caps.ts); the rest is never parsed.
 */
export function filteredArray<T extends z.core.$ZodType>(
  schema: T,
  label = 'item',
  max: number = CAPS.unpagedList,
) {
  return map(anyList(), (items) => {
    const out: z.output<T>[] = [];
    for (const item of boundList(items, max)) {
      const read = schemaEntry(schema, item, label);
      if (read !== undefined) out.push(read);
    }
    return out;
  });
}

/** One entry of a list read by `schema`; undefined, with a warning naming `label`, when it cannot be. */
function schemaEntry<T extends z.core.$ZodType>(
  schema: T,
  item: unknown,
  label: string,
): z.output<T> | undefined {
  const parsed = z.safeParse(schema, item);
  if (parsed.success) return parsed.data;
  console.warn(`[murmur] dropped an invalid ${label}: ${describeIssues(parsed.error)}`, item);
  return undefined;
}

/**
 * Reads one entity; null (with a console warning naming `label`) when it cannot be read.
 * Used by the `parseX` functions every caller goes through.
 */
export function parseOne<T extends z.core.$ZodType>(
  schema: T,
  json: unknown,
  label: string,
): z.output<T> | null {
  const parsed = z.safeParse(schema, json);
  if (parsed.success) return parsed.data;
  console.warn(`[murmur] could not read ${label}: ${describeIssues(parsed.error)}`, json);
  return null;
}

/** Reads a list of entities, dropping (and logging) the ones that cannot be read. */
export function parseMany<T extends z.core.$ZodType>(
  schema: T,
  json: unknown,
  label: string,
  max: number = CAPS.unpagedList,
): z.output<T>[] {
  if (!Array.isArray(json)) {
    if (json != null) console.warn(`[murmur] expected a list of ${label}, got ${typeof json}`);
    return [];
  }
  return filteredArray(schema, label, max).parse(json);
}

/**
 * `parseMany` in slices (issue 39): the same entries, read and dropped alike, but the page's
 * thread is handed back whenever one slice has run for `SLICE_MS`, so a page of entities that
 * each carry their capped lists and sanitised HTML never holds the page in one long task.
 */
export async function parseManyInSlices<T extends z.core.$ZodType>(
  schema: T,
  json: unknown,
  label: string,
  options: { max?: number; signal?: AbortSignal } = {},
): Promise<z.output<T>[]> {
  if (!Array.isArray(json)) return parseMany(schema, json, label, options.max);
  const read = await mapInSlices(
    boundList(json, options.max ?? CAPS.unpagedList),
    (item) => schemaEntry(schema, item, label),
    { signal: options.signal },
  );
  return read.filter((item): item is z.output<T> => item !== undefined);
}

/** One entry of a list: `fast`'s result, else the schema's, else dropped with a warning. */
function readEntry<T extends z.core.$ZodType>(
  schema: T,
  fast: FastReader<z.output<T>>,
  item: unknown,
  label: string,
): z.output<T> | undefined {
  const read = readFast(fast, item);
  return read !== undefined ? read : schemaEntry(schema, item, label);
}

/** `parseOne`, read by `fast` where it can: the same result. */
export function parseOneWith<T extends z.core.$ZodType>(
  schema: T,
  fast: FastReader<z.output<T>>,
  json: unknown,
  label: string,
): z.output<T> | null {
  const read = readFast(fast, json);
  return read !== undefined ? read : parseOne(schema, json, label);
}

/** `parseMany`, read by `fast` where it can: the same entries, dropped and logged alike. */
export function parseManyWith<T extends z.core.$ZodType>(
  schema: T,
  fast: FastReader<z.output<T>>,
  json: unknown,
  label: string,
  max: number = CAPS.unpagedList,
): z.output<T>[] {
  if (!Array.isArray(json)) return parseMany(schema, json, label, max);
  const out: z.output<T>[] = [];
  for (const item of boundList(json, max)) {
    const read = readEntry(schema, fast, item, label);
    if (read !== undefined) out.push(read);
  }
  return out;
}

/** `parseManyInSlices`, read by `fast` where it can: the same entries, dropped and logged alike. */
export async function parseManyInSlicesWith<T extends z.core.$ZodType>(
  schema: T,
  fast: FastReader<z.output<T>>,
  json: unknown,
  label: string,
  options: { max?: number; signal?: AbortSignal } = {},
): Promise<z.output<T>[]> {
  if (!Array.isArray(json)) return parseMany(schema, json, label, options.max);
  const read = await mapInSlices(
    boundList(json, options.max ?? CAPS.unpagedList),
    (item) => readEntry(schema, fast, item, label),
    { signal: options.signal },
  );
  return read.filter((item): item is z.output<T> => item !== undefined);
}

export { escapeHtml } from '../html/escape-html';
