import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { accountSchema } from './account';
import { announcementSchema } from './announcement';
import { customEmojiSchema } from './custom-emoji';
import { listSchema } from './list';
import { pollSchema } from './poll';
import { relationshipSchema } from './relationship';
import { statusSchema } from './status';
import { tagSchema } from './tag';

// Contract: the parsers accept the shapes of the Mastodon API description (the examples of the
// community OpenAPI document in ../shared/reference).
const OPENAPI = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/reference/mastodon-openapi.json',
);
const haveOpenApi = existsSync(OPENAPI);
if (!haveOpenApi) {
  console.info(
    `Skipped the OpenAPI example tests: ${OPENAPI} is not there (a bare clone has no ../shared/reference).`,
  );
}

type Schemas = Record<string, { example?: unknown }>;
const schemas: Schemas = haveOpenApi
  ? (JSON.parse(readFileSync(OPENAPI, 'utf8')) as { components: { schemas: Schemas } }).components.schemas
  : {};

afterEach(() => vi.restoreAllMocks());

const cases: [string, z.ZodMiniType][] = [
  ['Status', statusSchema],
  ['Account', accountSchema],
  ['Relationship', relationshipSchema],
  ['Poll', pollSchema],
  ['List', listSchema],
  ['Announcement', announcementSchema],
  ['Tag', tagSchema],
  ['CustomEmoji', customEmojiSchema],
];

describe.skipIf(!haveOpenApi)('Mastodon OpenAPI examples', () => {
  it.each(cases)('reads the %s example without dropping anything', (name, schema) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const example = schemas[name]?.example;
    expect(example, `${name} has an example`).toBeDefined();
    const parsed = schema.safeParse(example);
    expect(parsed.success).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    const input = example as Record<string, unknown>;
    const output = parsed.data as Record<string, unknown>;
    if ('id' in input) expect(output.id).toBe(String(input.id));
  });

  it('keeps the Status example counts, flags and nested parts', () => {
    const example = schemas.Status?.example as Record<string, unknown>;
    const status = statusSchema.parse(example);
    for (const key of [
      'replies_count',
      'reblogs_count',
      'favourites_count',
      'visibility',
      'sensitive',
      'uri',
    ]) {
      expect(status[key as keyof typeof status], key).toEqual(example[key]);
    }
    expect(status.account.id).toBe((example.account as { id: string }).id);
    expect(status.media_attachments).toHaveLength((example.media_attachments as unknown[]).length);
    expect(status.mentions).toHaveLength((example.mentions as unknown[]).length);
    expect(status.emojis).toHaveLength((example.emojis as unknown[]).length);
  });
});
