import * as z from 'zod/mini';
import { capCombiningMarks } from '../html/combining';
import { cut, cutHtml } from './caps';

// The schemas' text fields, capped as caps.ts says. Apart from caps.ts, which the fast reader and
// the API client use without the schema library (@murmur/shared/core).

const map = <T extends z.core.SomeType, O>(schema: T, fn: (value: z.output<T>) => O) =>
  z.pipe(schema, z.transform(fn));

/** A string shown to the reader: '' when missing, cut to `max`, combining marks capped. */
export const shownText = (max: number) => map(z.catch(z.string(), ''), (v) => capCombiningMarks(cut(v, max)));

/** As `shownText`, or null when missing or empty. */
export const shownNullableText = (max: number) =>
  map(z.catch(z.nullable(z.string()), null), (v) => (v ? capCombiningMarks(cut(v, max)) : null));

/** A string of HTML: '' when missing, cut to `max` (sanitising happens later in the schema). */
export const htmlText = (max: number) => map(z.catch(z.string(), ''), (v) => cutHtml(v, max));
