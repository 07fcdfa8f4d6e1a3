import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { accountJson, statusJson } from '../testing/fixtures';
import { CUT_LENGTHS_KEY } from './bound-page';
import { account as fastAccount } from './fast-read';
import {
  accountSchema,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPES_WITH_STATUS,
  notificationSchema,
  parseAccount,
  parseAccountList,
  parseAccountListInSlices,
  parseNotification,
  parseNotificationList,
  parseStatus,
  parseStatusList,
  parseStatusListInSlices,
  statusSchema,
} from './index';
import { EMPTY_INSTANCE, fastInstance, instanceSchema, parseInstance, parseInstanceV2 } from './instance';
import { instanceV1FromV2 } from './instance-v2';
import { fastNodeInfo, nodeInfoSchema, parseNodeInfo } from './nodeinfo';
import { fastNotification } from './notification';
import {
  parseAccountAsync,
  parseAccountListAsync,
  parseInstanceAsync,
  parseInstanceV2Async,
  parseNodeInfoAsync,
  parseNotificationListAsync,
  parseStatusAsync,
  parseStatusListAsync,
} from './read-async';
import { parseMany, parseOne } from './repair';
import { fastStatus } from './status';

// Issue 40: the fast reader (fast-read.ts) gives exactly the status schema's result, or gives up
// and the schema reads. Generated statuses shaped as Akkoma sends them (every kind of nested
// entity) with anything put anywhere in them: valid and hostile values, oversized lists and
// strings, wrong types, missing keys, combining marks, non-http URLs, a cut-lengths note. The
// parse functions (which read fast) and the schema give deep-equal results and the same warnings.

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
/** Each case sanitises a few statuses (more past a cap): room for a busy machine. */
const TIMEOUT = Math.max(300_000, RUNS * 1_500);
const NOW = new Date('2026-11-30T12:00:00.000Z');

type Json = Record<string, unknown>;

/** An account as Akkoma sends it, every extension block filled. */
function richAccount(id: string): Json {
  return accountJson({
    id,
    username: `user${id}`,
    acct: `user${id}@far.example`,
    fqn: `user${id}@far.example`,
    display_name: 'Zoë :blob:',
    discoverable: true,
    group: false,
    note: '<p>Open source <a href="https://far.example/tags/x" class="hashtag">#x</a></p>',
    last_status_at: '2026-11-29',
    emojis: [
      { shortcode: 'blob', url: 'https://far.example/e/blob.png', static_url: null, visible_in_picker: true },
    ],
    fields: [{ name: 'Site', value: '<a href="https://far.example">far</a>', verified_at: null }],
    source: { note: '', sensitive: false, fields: [], pleroma: { discoverable: true, actor_type: 'Person' } },
    akkoma: {
      instance: { name: 'far.example', favicon: 'https://far.example/favicon.png', nodeinfo: {} },
      status_ttl_days: null,
      permit_followback: false,
    },
    pleroma: {
      ap_id: `https://far.example/users/${id}`,
      also_known_as: [],
      is_confirmed: true,
      is_suggested: false,
      tags: [],
      hide_followers_count: false,
      hide_follows_count: false,
      hide_followers: false,
      hide_follows: false,
      hide_favorites: true,
      relationship: {},
      skip_thread_containment: false,
      background_image: null,
      favicon: 'https://far.example/favicon.png',
      is_admin: false,
      is_moderator: false,
      privileges: [],
      notification_settings: { block_from_strangers: false },
    },
    role: null,
  });
}

/** A status as Akkoma sends it, with media, a card, a poll, mentions, tags, emojis and reactions. */
function richStatus(id: string, nested: Json | null = null): Json {
  return statusJson({
    id,
    account: richAccount(`a${id}`),
    content: '<p>Hello <span class="h-card"><a href="https://far.example/users/bob">@bob</a></span> ✨</p>',
    edited_at: null,
    quotes_count: 0,
    reblog: nested,
    quote: null,
    quote_id: null,
    application: { name: 'Web', website: null },
    media_attachments: [
      {
        id: `m${id}`,
        type: 'image',
        url: 'https://far.example/media/1.png',
        preview_url: 'https://far.example/media/1s.png',
        remote_url: null,
        text_url: 'https://far.example/media/1.png',
        description: 'A cat',
        blurhash: 'LQELjyuxP%vovET@q}Xkj0bsi}bZ',
        meta: {
          original: { width: 1200, height: 800, size: '1200x800', aspect: 1.5 },
          small: { width: 400, height: 267, size: '400x267', aspect: 1.49 },
        },
        pleroma: { mime_type: 'image/png' },
      },
      {
        id: `v${id}`,
        type: 'unknown',
        url: 'https://far.example/media/2.mp4',
        pleroma: { mime_type: 'video/mp4' },
      },
    ],
    mentions: [{ id: 'b1', username: 'bob', acct: 'bob@far.example', url: 'https://far.example/users/bob' }],
    tags: [
      { name: 'cats', url: 'https://far.example/tag/cats', history: [{ day: '1', uses: '2', accounts: 1 }] },
    ],
    emojis: [{ shortcode: 'blob', url: 'https://far.example/e/blob.png' }],
    card: {
      url: 'https://recipes.example/rye',
      title: 'A simple rye loaf',
      description: 'Four ingredients.',
      type: 'link',
      image: 'https://far.example/card.png',
      author_name: '',
      author_url: 'https://recipes.example',
      provider_name: 'Recipes',
      provider_url: 'https://recipes.example',
      html: '',
      width: 800,
      height: 418,
      embed_url: '',
      blurhash: null,
    },
    poll: {
      id: `p${id}`,
      expires_at: '2026-12-01T00:00:00.000Z',
      expired: false,
      multiple: false,
      votes_count: 3,
      voters_count: null,
      options: [
        { title: 'Yes', votes_count: 2 },
        { title: 'No', votes_count: 1 },
      ],
      emojis: [],
      voted: false,
      own_votes: [],
    },
    emoji_reactions: [
      { name: 'blob', count: 1, me: false, url: 'https://far.example/e/blob.png', account_ids: ['b1'] },
      { name: '❤️', count: 2, me: true, url: null, account_ids: [] },
    ],
    pleroma: {
      local: false,
      conversation_id: 6823,
      direct_conversation_id: null,
      context: 'https://far.example/contexts/1',
      in_reply_to_account_acct: null,
      content: { 'text/plain': 'Hello @bob' },
      spoiler_text: { 'text/plain': '' },
      expires_at: null,
      thread_muted: false,
      emoji_reactions: [],
      parent_visible: false,
      pinned_at: null,
      quotes_count: 0,
    },
    akkoma: { source: null, in_reply_to_apid: null, quote_apid: null },
  });
}

/** The places of a value: every key of every object and every entry of every array. */
function places(value: unknown, out: Array<[Json | unknown[], string | number]> = []) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([value, i]);
      places(v, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([value as Json, k]);
      places(v, out);
    }
  }
  return out;
}

const MISSING = Symbol('missing');
const GROW = Symbol('grow');
const LONG = Symbol('long');

/** What a hostile (or merely odd) server puts in a place. */
const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(
    MISSING,
    GROW,
    LONG,
    undefined,
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    2 ** 53,
    1e308,
    '',
    ' ',
    '12',
    ' 7 ',
    '-3.5',
    'abc',
    'not a date',
    '2024-02-01',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0301\u0301\u0301a\u0301\u0301\u0301\u0301\u0301\u0301b',
    '\uD83D\uDE00'.repeat(3),
    'image',
    'video',
    'private',
    'quoted_status',
    [],
    {},
    [{}],
    { quoted_status: null },
  ),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Puts each value in its place (an index into `places`, taken afresh after each change). */
function applyChanges(json: Json, changes: Array<[number, unknown]>): void {
  for (const [at, value] of changes) {
    const all = places(json);
    const [parent, key] = all[at % all.length] as [Json & unknown[], string & number];
    const current = parent[key];
    if (value === MISSING) {
      if (Array.isArray(parent)) parent.splice(key, 1);
      else delete parent[key];
    } else if (value === GROW) {
      parent[key] = Array.isArray(current)
        ? Array.from({ length: 160 }, (_, i) =>
            i % 3 === 0 ? current[0] : (current[i % current.length] ?? i),
          )
        : typeof current === 'string'
          ? current.repeat(40)
          : current;
    } else if (value === LONG) {
      parent[key] = typeof current === 'string' ? `${current}\u0301`.repeat(2_000) : 'x'.repeat(60_000);
    } else {
      parent[key] = value;
    }
  }
}

/** Puts the chosen values in the chosen places of a fresh rich status. */
const mutatedStatus = fc
  .record({
    nested: fc.constantFrom('none', 'reblog', 'quote', 'mastodon-quote', 'pleroma-quote', 'deep'),
    moved: fc.boolean(),
    cutLengths: fc.boolean(),
    changes: fc.array(fc.tuple(fc.nat(), hostileValue), { maxLength: 4 }),
  })
  .map(({ nested, moved, cutLengths, changes }) => {
    const inner = richStatus('inner');
    const json =
      nested === 'reblog'
        ? richStatus('outer', inner)
        : nested === 'deep'
          ? richStatus('o1', richStatus('o2', richStatus('o3', richStatus('o4', inner))))
          : richStatus('outer');
    if (nested === 'quote') json.quote = inner;
    if (nested === 'mastodon-quote') json.quote = { state: 'accepted', quoted_status: inner };
    if (nested === 'pleroma-quote') (json.pleroma as Json).quote = inner;
    if (moved) (json.account as Json).moved = richAccount('moved');
    if (cutLengths) json[CUT_LENGTHS_KEY] = { mentions: 3000, media_attachments: 2 };
    applyChanges(json, changes);
    return json;
  });

/** True when the fast reader reads the whole reply by itself. */
function readsFast(fast: (json: unknown) => unknown, json: unknown): boolean {
  try {
    fast(json);
    return true;
  } catch {
    return false;
  }
}

/** What the schema alone gives and what the parse function gives, each with its warnings. */
function bothReads<T>(
  schema: z.core.$ZodType<T>,
  parse: (json: unknown) => T | null,
  json: unknown,
  label: string,
) {
  const warn = vi.mocked(console.warn);
  warn.mockClear();
  const bySchema = parseOne(schema, json, label);
  const schemaWarnings = warn.mock.calls.length;
  warn.mockClear();
  const byParser = parse(json);
  return { bySchema, byParser, schemaWarnings, parserWarnings: warn.mock.calls.length };
}

/**
 * The property of a fast reader: on every generated reply the parse function gives the schema's
 * result (keys, values, order) with the same warnings. Returns how many replies took the fast path.
 */
function holdsToSchema<T>(
  replies: fc.Arbitrary<unknown>,
  reader: { fast: (json: unknown) => T; schema: z.core.$ZodType<T>; parse: (json: unknown) => T | null },
  label: string,
  numRuns: number,
): number {
  let fast = 0;
  fc.assert(
    fc.property(replies, (json) => {
      if (readsFast(reader.fast, json)) fast++;
      const both = bothReads(reader.schema, reader.parse, json, label);
      expect(both.byParser).toStrictEqual(both.bySchema);
      expect(JSON.stringify(both.byParser)).toBe(JSON.stringify(both.bySchema));
      expect(both.parserWarnings).toBe(both.schemaWarnings);
    }),
    { numRuns },
  );
  return fast;
}

const STATUS_READER = { fast: fastStatus, schema: statusSchema, parse: parseStatus };

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // Dropped items are logged by design; counted, not shown.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
// The warnings' arguments hold whole hostile replies: let each test's go.
afterEach(() => {
  vi.mocked(console.warn).mockClear();
});
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the fast reader gives the schema’s result (property-based)', () => {
  it('reads a rich status, a reblog, every kind of quote, a moved account and a deep nesting by itself', () => {
    const inner = richStatus('inner');
    const cases: Json[] = [
      richStatus('a'),
      richStatus('b', inner),
      { ...richStatus('c'), quote: { state: 'accepted', quoted_status: inner } },
      richStatus('d', richStatus('e', richStatus('f', richStatus('g', inner)))),
      { ...richStatus('h'), account: { ...richAccount('x'), moved: richAccount('y') } },
      statusJson(),
    ];
    for (const json of cases) {
      expect(readsFast(fastStatus, json)).toBe(true);
      expect(parseStatus(json)).toStrictEqual(statusSchema.parse(json));
      expect(JSON.stringify(parseStatus(json))).toBe(JSON.stringify(statusSchema.parse(json)));
    }
  });

  it(
    'a status with anything anywhere: the same status (keys, values, order) and the same warnings',
    () => {
      const fast = holdsToSchema(mutatedStatus, STATUS_READER, 'status', RUNS);
      // The property is about the fast reader: most generated statuses must take it.
      expect(fast).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  it('any JSON at all: the same result', () => {
    holdsToSchema(fc.jsonValue({ maxDepth: 4 }), STATUS_READER, 'status', RUNS);
  });

  it(
    'a page (repeated ids, past the cap, junk entries): the same list, sync and in slices',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(mutatedStatus, fc.jsonValue({ maxDepth: 2 }), fc.constant('again')), {
            maxLength: 5,
          }),
          async (items) => {
            const json = items.map((item, i) => (item === 'again' ? richStatus(String(i % 2)) : item));
            const expected = parseMany(statusSchema, json, 'status');
            expect(parseStatusList(json)).toStrictEqual(expected);
            expect(await parseStatusListInSlices(json)).toStrictEqual(expected);
          },
        ),
        { numRuns: Math.ceil(RUNS / 5) },
      );
    },
    TIMEOUT,
  );
});

// Accounts read on their own (the signed-in user's account on every start, profiles, lists of
// followers): the account reader, and the schema where it gives up.

/** Puts the chosen values in the chosen places of a fresh rich account. */
const mutatedAccount = fc
  .record({
    moved: fc.constantFrom(0, 1, 5),
    changes: fc.array(fc.tuple(fc.nat(), hostileValue), { maxLength: 4 }),
  })
  .map(({ moved, changes }) => {
    const json = richAccount('a');
    let at = json;
    for (let i = 0; i < moved; i++) {
      at.moved = richAccount(`moved-${i}`);
      at = at.moved as Json;
    }
    applyChanges(json, changes);
    return json;
  });

const ACCOUNT_READER = { fast: fastAccount, schema: accountSchema, parse: parseAccount };

describe('the fast reader gives the account schema’s result (property-based)', () => {
  it(
    'an account with anything anywhere, moved or not: the same account and the same warnings',
    () => {
      const fast = holdsToSchema(mutatedAccount, ACCOUNT_READER, 'account', RUNS);
      // The property is about the fast reader: most generated accounts must take it.
      expect(fast).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  it('any JSON at all: the same account', () => {
    holdsToSchema(fc.jsonValue({ maxDepth: 4 }), ACCOUNT_READER, 'account', RUNS);
  });

  it(
    'a list of accounts (junk entries, past the cap): the same list, sync and in slices',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(mutatedAccount, fc.jsonValue({ maxDepth: 2 })), { maxLength: 6 }),
          async (json) => {
            const expected = parseMany(accountSchema, json, 'account');
            expect(parseAccountList(json)).toStrictEqual(expected);
            expect(await parseAccountListInSlices(json)).toStrictEqual(expected);
          },
        ),
        { numRuns: Math.ceil(RUNS / 5) },
      );
    },
    TIMEOUT,
  );
});

// The instance (read on every start): Akkoma's v1 reply and a v2 reply as read into v1's shape.

/** An instance as Akkoma sends it, every block filled. */
function richInstance(): Json {
  return {
    uri: 'social.example',
    title: 'Social \u0301example',
    description: '<p>A <b>place</b><script>alert(1)</script></p>',
    short_description: 'Short',
    email: 'admin@social.example',
    version: '2.7.2 (compatible; Akkoma 3.13.2)',
    api_versions: { mastodon: 2 },
    feature_quote: true,
    urls: { streaming_api: 'wss://social.example' },
    stats: { user_count: 12, status_count: 3400, domain_count: 80 },
    thumbnail: 'https://social.example/instance/thumbnail.jpeg',
    languages: ['en', 'fr'],
    registrations: true,
    approval_required: false,
    invites_enabled: false,
    contact_account: richAccount('admin'),
    rules: [
      { id: '1', text: 'Be kind' },
      { id: 2, text: 'No spam' },
    ],
    configuration: {
      timelines_access: {
        live_feeds: { local: 'public', remote: 'authenticated' },
        hashtag_feeds: { local: 'disabled', remote: null },
      },
      statuses: { max_characters: 5000, max_media_attachments: 4 },
      polls: { max_options: 20, max_characters_per_option: 200, min_expiration: 0, max_expiration: 31536000 },
    },
    max_toot_chars: '5000',
    poll_limits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31536000 },
    upload_limit: 16000000,
    avatar_upload_limit: 2000000,
    background_upload_limit: 4000000,
    banner_upload_limit: 4000000,
    description_limit: 5000,
    background_image: '/images/city.jpg',
    pleroma: {
      metadata: {
        features: ['pleroma_api', 'mastodon_api', 'polls', 'quote_posting'],
        account_activation_required: false,
        post_formats: ['text/plain', 'text/html', 'text/markdown'],
        privileged_staff: false,
        fields_limits: { max_fields: 10, max_remote_fields: 20, name_length: 512, value_length: 2048 },
        federation: { enabled: true, mrf_policies: ['SimplePolicy'], quarantined_instances: [] },
        local_bubble_instances: ['friends.example'],
      },
      vapid_public_key: 'BKey',
      stats: { mau: 7 },
    },
  };
}

/** A v2 reply, as `instanceV1FromV2` hands it to the reader. */
function richInstanceV2(): Json {
  const v1 = richInstance();
  return instanceV1FromV2({
    domain: v1.uri,
    title: v1.title,
    description: v1.description,
    version: v1.version,
    api_versions: v1.api_versions,
    languages: v1.languages,
    contact: { email: v1.email, account: v1.contact_account },
    registrations: { enabled: true, approval_required: true },
    thumbnail: { url: v1.thumbnail },
    rules: v1.rules,
    configuration: {
      ...(v1.configuration as Json),
      urls: { streaming: 'wss://social.example' },
      media_attachments: { image_size_limit: 16000000 },
      vapid: { public_key: 'BKey' },
    },
    pleroma: v1.pleroma,
  });
}

const mutatedInstance = fc
  .record({
    v2: fc.boolean(),
    changes: fc.array(fc.tuple(fc.nat(), hostileValue), { maxLength: 4 }),
  })
  .map(({ v2, changes }) => {
    const json = v2 ? richInstanceV2() : richInstance();
    applyChanges(json, changes);
    return json;
  });

const INSTANCE_READER = { fast: fastInstance, schema: instanceSchema, parse: parseInstance };

describe('the fast reader gives the instance schema’s result (property-based)', () => {
  it('reads a full v1 and v2 reply and the empty instance by itself', () => {
    for (const json of [richInstance(), richInstanceV2(), {}]) {
      expect(fastInstance(json)).toStrictEqual(instanceSchema.parse(json));
      expect(JSON.stringify(fastInstance(json))).toBe(JSON.stringify(instanceSchema.parse(json)));
    }
    expect(EMPTY_INSTANCE).toStrictEqual(instanceSchema.parse({}));
  });

  it(
    'an instance with anything anywhere: the same instance and the same warnings',
    () => {
      // Each case sanitises two descriptions and a note, twice: half the runs.
      const fast = holdsToSchema(mutatedInstance, INSTANCE_READER, 'instance', Math.ceil(RUNS / 2));
      // The property is about the fast reader: most generated instances must take it.
      expect(fast).toBeGreaterThan(RUNS / 8);
    },
    TIMEOUT,
  );

  it('any JSON at all: the same instance', () => {
    holdsToSchema(fc.jsonValue({ maxDepth: 4 }), INSTANCE_READER, 'instance', RUNS);
  });
});

// Nodeinfo (read on every start), as Akkoma serves it.

function richNodeInfo(): Json {
  return {
    version: '2.1',
    software: { name: 'akkoma', version: '3.13.2', repository: 'https://akkoma.dev' },
    protocols: ['activitypub'],
    openRegistrations: true,
    usage: { users: { total: 12, activeMonth: 7 }, localPosts: 3400 },
    services: { inbound: [], outbound: ['rss'] },
    metadata: {
      nodeName: 'Social example',
      features: ['pleroma_api', 'mastodon_api', 'polls', 'quote_posting'],
      federation: { enabled: true, mrf_policies: ['SimplePolicy'], exclusions: false },
      uploadLimits: { general: 16000000, avatar: 2000000, banner: 4000000, background: 4000000 },
      pollLimits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31536000 },
      fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
      postFormats: ['text/plain', 'text/html'],
      suggestions: { enabled: false, web: '' },
      staffAccounts: ['https://social.example/users/admin'],
      accountActivationRequired: false,
      mailerEnabled: false,
      private: false,
      restrictedNicknames: ['about', 'api'],
      localBubbleInstances: ['friends.example'],
      publicTimelineVisibility: { local: true, federated: true, bubble: true },
      skipThreadContainment: true,
      invitesEnabled: false,
      birthdayRequired: false,
      oauth_consumer_strategies: [],
    },
  };
}

const mutatedNodeInfo = fc.array(fc.tuple(fc.nat(), hostileValue), { maxLength: 4 }).map((changes) => {
  const json = richNodeInfo();
  applyChanges(json, changes);
  return json;
});

const NODEINFO_READER = { fast: fastNodeInfo, schema: nodeInfoSchema, parse: parseNodeInfo };

describe('the fast reader gives the nodeinfo schema’s result (property-based)', () => {
  it('reads Akkoma’s nodeinfo and an empty one by itself', () => {
    for (const json of [richNodeInfo(), {}]) {
      expect(fastNodeInfo(json)).toStrictEqual(nodeInfoSchema.parse(json));
      expect(JSON.stringify(fastNodeInfo(json))).toBe(JSON.stringify(nodeInfoSchema.parse(json)));
    }
  });

  it(
    'nodeinfo with anything anywhere: the same result and the same warnings',
    () => {
      const replies = fc.oneof(mutatedNodeInfo, fc.jsonValue({ maxDepth: 4 }));
      const fast = holdsToSchema(replies, NODEINFO_READER, 'nodeinfo', RUNS);
      expect(fast).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );
});

// Notifications (the first page of a signed-in start): the notification's own fields, its account
// and target by the account reader, its status by the status reader; a give-up anywhere sends the
// whole notification to the schema.

/** The signed-in user's own account, as Akkoma embeds it in a notification about her post. */
function ownAccount(): Json {
  const account = richAccount('me');
  Object.assign(account.pleroma as Json, {
    settings_store: { 'akkoma-fe': { theme: 'dark', collapse: [1, 2] }, 'pleroma-fe': null, '7': 'x' },
    chat_token: 'SFMyNTY',
    unread_conversation_count: 0,
    unread_notifications_count: 3,
  });
  return account;
}

/** A notification as Akkoma sends it; `status` as its type wants it unless told otherwise. */
function richNotification(
  type: string,
  id: string,
  withStatus: 'by-type' | 'always' | 'never' = 'by-type',
  nested: 'none' | 'reblog' | 'quote' = 'none',
): Json {
  const json: Json = {
    id,
    type,
    created_at: '2026-11-30T11:59:00.000Z',
    group_key: `ungrouped-${id}`,
    account: richAccount(`f${id}`),
    pleroma: { is_seen: false, is_muted: false },
  };
  const needs = NOTIFICATION_TYPES_WITH_STATUS.includes(type as never);
  if (withStatus === 'always' || (withStatus === 'by-type' && needs)) {
    const status = richStatus(`s${id}`, nested === 'reblog' ? richStatus(`r${id}`) : null);
    status.account = ownAccount();
    if (nested === 'quote') status.quote = richStatus(`q${id}`);
    json.status = status;
  }
  if (type === 'move') json.target = richAccount(`t${id}`);
  if (type === 'pleroma:emoji_reaction') {
    json.emoji = 'blob';
    json.emoji_url = 'https://far.example/e/blob.png';
  }
  return json;
}

/** What a hostile server puts in a notification: anything, or a record with an own `__proto__`. */
const notificationValue = fc.oneof(
  hostileValue,
  fc.constant(null).map(() => JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}') as unknown),
);

const mutatedNotification = fc
  .record({
    type: fc.constantFrom<string>(...NOTIFICATION_TYPES, 'pleroma:telepathy'),
    withStatus: fc.constantFrom('by-type', 'by-type', 'always', 'never') as fc.Arbitrary<
      'by-type' | 'always' | 'never'
    >,
    nested: fc.constantFrom('none', 'reblog', 'quote') as fc.Arbitrary<'none' | 'reblog' | 'quote'>,
    pleroma: fc.constantFrom<unknown>(
      MISSING,
      { is_seen: true, is_muted: false },
      { is_seen: 'yes' },
      null,
      [],
    ),
    changes: fc.array(fc.tuple(fc.nat(), notificationValue), { maxLength: 4 }),
  })
  .map(({ type, withStatus, nested, pleroma, changes }) => {
    const json = richNotification(type, 'n1', withStatus, nested);
    if (pleroma === MISSING) delete json.pleroma;
    else json.pleroma = pleroma;
    applyChanges(json, changes);
    return json;
  });

const NOTIFICATION_READER = { fast: fastNotification, schema: notificationSchema, parse: parseNotification };

describe('the fast reader gives the notification schema’s result (property-based)', () => {
  it(
    'reads a notification of every type by itself, with its status, repeat, quote and target',
    () => {
      for (const type of NOTIFICATION_TYPES) {
        for (const nested of ['none', 'reblog', 'quote'] as const) {
          const json = richNotification(type, `${type}-${nested}`, 'by-type', nested);
          expect(readsFast(fastNotification, json)).toBe(true);
          expect(parseNotification(json)).toStrictEqual(notificationSchema.parse(json));
          expect(JSON.stringify(parseNotification(json))).toBe(
            JSON.stringify(notificationSchema.parse(json)),
          );
        }
      }
    },
    TIMEOUT,
  );

  it('leaves to the schema an unknown type, a missing status its type needs, and an unreadable status', () => {
    const cases = [
      richNotification('pleroma:telepathy', 'x1'),
      richNotification('mention', 'x2', 'never'),
      { ...richNotification('favourite', 'x3'), status: { id: 'x' } },
      { ...richNotification('follow', 'x4'), status: 'junk' },
    ];
    // A settings record with an own `__proto__` (JSON.parse makes one): the schema leaves it out.
    const own = ownAccount();
    (own.pleroma as Json).settings_store = JSON.parse('{"__proto__": {"a": 1}, "b": 2}');
    cases.push({ ...richNotification('follow', 'x5'), account: own });
    for (const json of cases) {
      expect(readsFast(fastNotification, json)).toBe(false);
      const both = bothReads(notificationSchema, parseNotification, json, 'notification');
      expect(both.byParser).toStrictEqual(both.bySchema);
      expect(both.parserWarnings).toBe(both.schemaWarnings);
    }
  });

  it(
    'a notification with anything anywhere: the same notification (keys, values, order) and the same warnings',
    () => {
      const fast = holdsToSchema(mutatedNotification, NOTIFICATION_READER, 'notification', RUNS);
      // The property is about the fast reader: most generated notifications must take it.
      expect(fast).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  it('any JSON at all: the same notification', () => {
    holdsToSchema(fc.jsonValue({ maxDepth: 4 }), NOTIFICATION_READER, 'notification', RUNS);
  });

  it(
    'a page of notifications (repeated ids, junk entries): the same list and the same warnings',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.oneof(mutatedNotification, fc.jsonValue({ maxDepth: 2 }), fc.constant('again')), {
            maxLength: 6,
          }),
          (items) => {
            const json = items.map((item, i) =>
              item === 'again' ? richNotification('favourite', String(i % 2)) : item,
            );
            const warn = vi.mocked(console.warn);
            warn.mockClear();
            const expected = parseMany(notificationSchema, json, 'notification');
            const schemaWarnings = warn.mock.calls.length;
            warn.mockClear();
            expect(parseNotificationList(json)).toStrictEqual(expected);
            expect(warn.mock.calls.length).toBe(schemaWarnings);
          },
        ),
        { numRuns: Math.ceil(RUNS / 5) },
      );
    },
    TIMEOUT,
  );
});

// @murmur/shared/core's readers (read-async.ts, decision 0303): the fast reader, else the
// schema-backed reader loaded for it. Each gives what its `parse…` gives, with the same warnings.

/** On every generated reply, `later(json)` resolves to what `now(json)` returns, warnings alike. */
async function readsAlikeLater<T>(
  replies: fc.Arbitrary<unknown>,
  now: (json: unknown) => T,
  later: (json: unknown) => Promise<T>,
  numRuns: number,
): Promise<void> {
  const warn = vi.mocked(console.warn);
  await fc.assert(
    fc.asyncProperty(replies, async (json) => {
      warn.mockClear();
      const expected = now(json);
      const warnings = warn.mock.calls.length;
      warn.mockClear();
      const read = await later(json);
      expect(read).toStrictEqual(expected);
      expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
      expect(warn.mock.calls.length).toBe(warnings);
    }),
    // Not shrunk: a page of hostile entries read by the schemas takes seconds a run.
    { numRuns, endOnFailure: true },
  );
}

/** A page: generated entries, junk, repeats of one id, past the cap now and then. */
const pageOf = (entry: fc.Arbitrary<unknown>, again: (i: number) => Json) =>
  fc.oneof(
    fc
      .array(fc.oneof(entry, fc.jsonValue({ maxDepth: 2 }), fc.constant('again')), { maxLength: 6 })
      .map((items) => items.map((item, i) => (item === 'again' ? again(i % 2) : item))),
    fc.constant(Array.from({ length: 45 }, (_, i) => again(i))),
    fc.jsonValue({ maxDepth: 2 }),
  );

describe('the readers of @murmur/shared/core give what the parse functions give (property-based)', () => {
  // Fewer runs than the readers' own properties: these hold the delegation, the readers themselves
  // are held above; a page of hostile entries is read by the schemas twice a run.
  const runs = Math.max(10, Math.ceil(RUNS / 8));
  const pageRuns = Math.max(5, Math.ceil(RUNS / 20));
  it(
    'one status, account, instance (v1 and v2) or nodeinfo',
    async () => {
      await readsAlikeLater(
        fc.oneof(mutatedStatus, fc.jsonValue({ maxDepth: 3 })),
        parseStatus,
        parseStatusAsync,
        runs,
      );
      await readsAlikeLater(mutatedAccount, parseAccount, parseAccountAsync, runs);
      await readsAlikeLater(mutatedInstance, parseInstance, parseInstanceAsync, runs);
      await readsAlikeLater(mutatedInstance, parseInstanceV2, parseInstanceV2Async, runs);
      await readsAlikeLater(mutatedNodeInfo, parseNodeInfo, parseNodeInfoAsync, runs);
    },
    TIMEOUT,
  );

  it(
    'a page of statuses, accounts or notifications',
    async () => {
      await readsAlikeLater(
        pageOf(mutatedStatus, (i) => richStatus(String(i))),
        parseStatusList,
        parseStatusListAsync,
        pageRuns,
      );
      await readsAlikeLater(
        pageOf(mutatedAccount, (i) => richAccount(String(i))),
        parseAccountList,
        parseAccountListAsync,
        pageRuns,
      );
      await readsAlikeLater(
        pageOf(mutatedNotification, (i) => richNotification('favourite', String(i))),
        parseNotificationList,
        parseNotificationListAsync,
        pageRuns,
      );
    },
    TIMEOUT,
  );
});
