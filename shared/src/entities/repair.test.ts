import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { count, filteredArray, nullableCount, parseMany, parseManyInSlices, parseOne } from './repair';

afterEach(() => vi.restoreAllMocks());

describe('repairing schema helpers', () => {
  it('filteredArray keeps valid items, drops invalid ones with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = filteredArray(z.object({ n: z.number() }), 'thing');
    expect(schema.parse([{ n: 1 }, { n: 'x' }, null, { n: 2 }])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('dropped an invalid thing');
  });

  it('filteredArray turns a missing or non-list value into []', () => {
    const schema = z.object({ items: filteredArray(z.string()) });
    expect(schema.parse({}).items).toEqual([]);
    expect(schema.parse({ items: 'x' }).items).toEqual([]);
  });

  it('count accepts numbers and numeric strings, repairs the rest to 0', () => {
    const schema = z.object({ a: count(), b: count(), c: count(), d: count(), e: count() });
    expect(schema.parse({ a: 3, b: '4', c: null, d: -1, e: 1.5 })).toEqual({ a: 3, b: 4, c: 0, d: 0, e: 0 });
  });

  it('nullableCount keeps null as null rather than 0', () => {
    const schema = z.object({ a: nullableCount(), b: nullableCount() });
    expect(schema.parse({ a: null, b: 7 })).toEqual({ a: null, b: 7 });
  });

  it('parseOne and parseMany log what they cannot read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOne(z.object({ id: z.string() }), { id: 1 }, 'widget')).toBeNull();
    expect(parseMany(z.string(), 'not a list', 'word')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('parseManyInSlices reads what parseMany reads, yielding to the page between slices', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => t);
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    // Each entry "costs" 10 ms of the page's time: reading 6 takes at least two slices of 25 ms.
    const schema = z.pipe(
      z.object({ id: z.string() }),
      z.transform((v) => {
        t += 10;
        return v;
      }),
    );
    const json = [{ id: '1' }, { id: '2' }, { id: null }, { id: '1' }, { id: '3' }, { id: '4' }, { id: '5' }];
    const sliced = await parseManyInSlices(schema, json, 'widget', { max: 5 });
    expect(sliced).toEqual(parseMany(schema, json, 'widget', 5));
    // At most 5, the repeated id dropped, the unreadable one dropped with a warning.
    expect(sliced.map((e) => e.id)).toEqual(['1', '2', '3', '4']);
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(warn).toHaveBeenCalled();
    expect(await parseManyInSlices(schema, 'not a list', 'widget')).toEqual([]);
    vi.unstubAllGlobals();
  });
});
