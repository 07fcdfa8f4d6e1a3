import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import '../index';

describe('schema library configuration', () => {
  it('parses without probing for eval, which a strict Content-Security-Policy forbids', () => {
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ id: z.string(), n: z.number() }).parse({ id: '1', n: 2 })).toEqual({ id: '1', n: 2 });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
