import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { parseAccount } from './account';

// The entities use zod's mini build (decision 0092). These pin what the full build did by itself
// and `zod-config.ts` now has to ask for, and that the full build stays out of the bundle.

afterEach(() => vi.restoreAllMocks());

const sharedSrc = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('zod mini configuration', () => {
  it("warnings carry zod's English messages", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAccount({ id: '1', acct: 5 })).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      '[murmur] could not read account: acct: Invalid input: expected string, received number',
    );
  });

  it('has the memoiser the full build installs by default', () => {
    expect(z.config().memoizer).toBeDefined();
  });

  it('no file of @murmur/shared imports the full zod build', () => {
    const offenders = sourceFiles(sharedSrc).filter((file) =>
      /from\s+['"]zod(\/v4)?['"]|import\(\s*['"]zod(\/v4)?['"]\s*\)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
