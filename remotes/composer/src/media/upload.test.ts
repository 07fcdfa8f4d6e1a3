import { describe, expect, it } from 'vitest';
import { formatBytes } from './upload';

describe('file sizes (spec 3 section 5)', () => {
  it('names the size in B, KiB, MiB, GiB or TiB', () => {
    expect(formatBytes(512)).toEqual({ num: 512, unit: 'B' });
    expect(formatBytes(1536)).toEqual({ num: 1.5, unit: 'KiB' });
    expect(formatBytes(16 * 1024 * 1024)).toEqual({ num: 16, unit: 'MiB' });
    expect(formatBytes(3 * 1024 ** 3)).toEqual({ num: 3, unit: 'GiB' });
    expect(formatBytes(2 * 1024 ** 5)).toEqual({ num: 2048, unit: 'TiB' });
  });
});
