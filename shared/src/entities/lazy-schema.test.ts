import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import './zod-config';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    const build = vi.fn(() => z.object({ name: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'a' })).toEqual({ name: 'a' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema: instanceof, in, keys, and inside other schemas', () => {
    const inner = lazySchema(() => z.catch(z.number(), 0));
    const outer = lazySchema(() => z.object({ count: inner, list: z.array(inner) }));
    expect(inner instanceof z.ZodMiniCatch).toBe(true);
    expect('_zod' in inner).toBe(true);
    expect(Object.keys(outer)).toEqual(Object.keys(z.object({})));
    expect(outer.parse({ count: 'x', list: [1, 'y'] })).toEqual({ count: 0, list: [1, 0] });
  });

  it('a schema that refers to itself', () => {
    interface Node {
      next: Node | null;
    }
    const node: z.ZodMiniType<Node> = lazySchema(() =>
      z.object({ next: z.catch(z.nullable(z.lazy(() => node)), null) }),
    );
    expect(node.parse({ next: { next: 'junk' } })).toEqual({ next: { next: null } });
  });
});
