import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without declarations
import { generate } from './generate.mjs';

const checkedIn = path.resolve(import.meta.dirname, '../docs/reference');

// The reference is generated from the contract's source; this fails when a change to the contract
// (a new export, a changed doc comment, a new slot or message) was not regenerated with
// `pnpm --filter @murmur/reference generate`.
it('docs/reference matches what the contract generates', async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'murmur-reference-'));
  try {
    await generate(out);
    for (const file of ['api.md', 'platform.md']) {
      const fresh = readFileSync(path.join(out, file), 'utf8');
      const kept = readFileSync(path.join(checkedIn, file), 'utf8');
      expect(
        kept === fresh,
        `docs/reference/${file} is stale: run pnpm --filter @murmur/reference generate`,
      ).toBe(true);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 600_000);
