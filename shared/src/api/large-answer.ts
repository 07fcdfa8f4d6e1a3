import { boundPage, CUT_LENGTHS_KEY } from '../entities/bound-page';
import { cut } from '../entities/cut';

// What a large answer becomes before the page's thread sees it (issue 39, docs/caps.md): parsed,
// bounded to the page asked for, every string cut to just past the largest cap any field has and
// every list inside an entry cut to the largest list cap, so the entity schemas still see "too
// long" and cut with their ellipsis (the lengths sent are noted for "and N more"), while nothing of
// 10 MB is copied back to the page. Pure, so the worker and the page's fallback share it.

/** Answers larger than this (bytes) are read off the page's main thread. */
export const OFF_THREAD_BYTES = 256 * 1024;
/** Answers larger than this (bytes) are not read at all: a page of any list is far below it. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** Longer strings are cut to this: one past CAPS.content, the largest cap (caps.ts). */
export const LARGE_ANSWER_STRING_MAX = 50_001;
/** Lists inside an entry are cut to this: CAPS.unpagedList, the most any schema keeps of a list. */
export const LARGE_ANSWER_NESTED_LIST_MAX = 1_000;
/** Nesting past this is handed on as it is: the schemas' own depth caps deal with it. */
const WALK_DEPTH = 64;
/** A body that is not JSON is kept only as long as an error message needs. */
const TEXT_KEPT = 10_000;

export interface LargeAnswer {
  json: unknown;
  text: string;
  isJson: boolean;
}

/**
 * Cuts, in place and iteratively (a deep answer cannot overflow the stack), every string longer
 * than LARGE_ANSWER_STRING_MAX and every list held by an entry (two levels or more below the
 * answer: not the page itself, nor the lists of an object answer such as search's) longer than
 * LARGE_ANSWER_NESTED_LIST_MAX, noting the length sent under CUT_LENGTHS_KEY.
 */
function cutLarge(root: unknown): unknown {
  if (typeof root === 'string') return cut(root, LARGE_ANSWER_STRING_MAX);
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (!value || typeof value !== 'object' || depth >= WALK_DEPTH) continue;
    const record = value as Record<string, unknown>;
    const isEntry = !Array.isArray(value) && depth >= 1;
    for (const key of Object.keys(record)) {
      let item = record[key];
      if (typeof item === 'string') {
        if (item.length > LARGE_ANSWER_STRING_MAX) record[key] = cut(item, LARGE_ANSWER_STRING_MAX);
        continue;
      }
      if (isEntry && Array.isArray(item) && item.length > LARGE_ANSWER_NESTED_LIST_MAX) {
        const lengths = (record[CUT_LENGTHS_KEY] ?? {}) as Record<string, number>;
        lengths[key] = item.length;
        record[CUT_LENGTHS_KEY] = lengths;
        item = item.slice(0, LARGE_ANSWER_NESTED_LIST_MAX);
        record[key] = item;
      }
      if (item && typeof item === 'object') stack.push({ value: item, depth: depth + 1 });
    }
  }
  return root;
}

/** Decodes, parses and bounds an answer's bytes (UTF-8, as `Response.text()` reads them). */
export function readLargeAnswer(bytes: Uint8Array, limit: number | null): LargeAnswer {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return { json: undefined, text: '', isJson: false };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { json: undefined, text: text.slice(0, TEXT_KEPT), isJson: false };
  }
  const bounded = boundPage(json, limit === null ? undefined : { limit });
  return { json: cutLarge(bounded), text: '', isJson: true };
}
