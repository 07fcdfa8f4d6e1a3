import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { accountJson, statusJson } from '../testing/fixtures';
import {
  accountSchema,
  adminReportSchema,
  adminUserSchema,
  announcementSchema,
  attachmentSchema,
  authorizationServerSchema,
  cardSchema,
  customEmojiSchema,
  emojiReactionSchema,
  filteredArray,
  instanceSchema,
  listSchema,
  mentionSchema,
  nodeInfoLinksSchema,
  nodeInfoSchema,
  notificationSchema,
  pollSchema,
  relationshipSchema,
  reportNoteSchema,
  statusContextSchema,
  statusSchema,
  statusSourceSchema,
  tagSchema,
  translationSchema,
} from './index';

// Issue 27, point 12: any JSON that reaches the client either parses into an entity or is
// dropped alone. A bounded number of cases here; `PROPERTY_RUNS` raises it (the benchmark).
const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);

const SCHEMAS: Record<string, z.core.$ZodType> = {
  account: accountSchema,
  adminReport: adminReportSchema,
  adminUser: adminUserSchema,
  announcement: announcementSchema,
  attachment: attachmentSchema,
  authorizationServer: authorizationServerSchema,
  card: cardSchema,
  customEmoji: customEmojiSchema,
  emojiReaction: emojiReactionSchema,
  instance: instanceSchema,
  list: listSchema,
  mention: mentionSchema,
  nodeInfoLinks: nodeInfoLinksSchema,
  nodeInfo: nodeInfoSchema,
  notification: notificationSchema,
  poll: pollSchema,
  relationship: relationshipSchema,
  reportNote: reportNoteSchema,
  statusContext: statusContextSchema,
  status: statusSchema,
  statusSource: statusSourceSchema,
  tag: tagSchema,
  translation: translationSchema,
};

/** JSON as servers send it: any value, plus objects shaped like entities with hostile fields. */
const anyJson = fc.jsonValue({ maxDepth: 4 });
const hostileField = fc.oneof(
  anyJson,
  fc.string(),
  fc.constantFrom('javascript:alert(1)', '<img src=x onerror=alert(1)>', '', null, -1, 1e308, '\u202e'),
);
/** A real status or account with a few fields replaced by anything. */
function mutated(base: () => Record<string, unknown>) {
  return fc
    .tuple(fc.dictionary(fc.constantFrom(...Object.keys(base())), hostileField, { maxKeys: 4 }))
    .map(([changes]) => ({ ...base(), ...changes }));
}

beforeAll(() => {
  // Dropped items are logged by design; the cases would fill the output.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describe('entity schemas take any JSON (property-based)', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name}: any JSON parses or is refused, never throws`, () => {
      fc.assert(
        fc.property(anyJson, (json) => {
          const parsed = (schema as z.ZodMiniType).safeParse(json);
          expect(typeof parsed.success).toBe('boolean');
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('a status with hostile fields parses into a status whose markup has no handler or script URL, or is refused', () => {
    fc.assert(
      fc.property(mutated(statusJson), (json) => {
        const parsed = statusSchema.safeParse(json);
        if (!parsed.success) return;
        expect(typeof parsed.data.id).toBe('string');
        // Text may say anything; markup may not carry a handler or a script URL.
        expect(parsed.data.content).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
        expect(parsed.data.content).not.toMatch(/<[^>]*(href|src)\s*=\s*["']?\s*javascript:/i);
      }),
      { numRuns: RUNS },
    );
  });

  it('an account with hostile fields parses or is refused', () => {
    fc.assert(
      fc.property(mutated(accountJson), (json) => {
        const parsed = accountSchema.safeParse(json);
        if (parsed.success) expect(typeof parsed.data.acct).toBe('string');
      }),
      { numRuns: RUNS },
    );
  });

  it(
    'in a list, an item that cannot be read is dropped alone: every valid item survives, in order',
    () => {
      const list = filteredArray(statusSchema, 'status');
      fc.assert(
        fc.property(fc.array(fc.oneof(anyJson, fc.constant('valid')), { maxLength: 6 }), (items) => {
          let n = 0;
          const json = items.map((item) => (item === 'valid' ? statusJson({ id: `v${n++}` }) : item));
          const valid = json.filter((item) => statusSchema.safeParse(item).success);
          const parsed = list.parse(json);
          expect(parsed.map((s) => s.id)).toEqual(valid.map((item) => statusSchema.parse(item).id));
          expect(parsed.length).toBeGreaterThanOrEqual(n);
        }),
        // Each valid status is sanitised: fewer cases, the same property.
        { numRuns: Math.ceil(RUNS / 5) },
      );
    },
    Math.max(60_000, RUNS * 200),
  );
});
