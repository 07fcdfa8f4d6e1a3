import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { accountId, type Json, startTestInstance, tokenFor } from '../test-support';

// Contract: every endpoint that takes a form reads it as urlencoded, multipart and JSON alike,
// as Akkoma (Plug.Parsers) and Mastodon (Rails) do. Akkoma-FE and Pleroma-FE send multipart.

type Fields = Record<string, string | string[]>;
type Kind = 'urlencoded' | 'multipart' | 'json';
const KINDS: Kind[] = ['urlencoded', 'multipart', 'json'];

/** JSON clients send `name[]` as an array under `name` and `parent[child]` as a nested object. */
function asJson(fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const parts = key
      .replace(/\[\]$/, '')
      .split(/\[|\]\[|\]/)
      .filter(Boolean);
    let into = out;
    for (const part of parts.slice(0, -1)) {
      into[part] ??= {};
      into = into[part] as Record<string, unknown>;
    }
    into[parts.at(-1) as string] = value;
  }
  return out;
}

function encode(kind: Kind, fields: Fields): { body: BodyInit; headers: Record<string, string> } {
  if (kind === 'json')
    return { body: JSON.stringify(asJson(fields)), headers: { 'content-type': 'application/json' } };
  const form = kind === 'multipart' ? new FormData() : new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of ([] as string[]).concat(v)) form.append(k, x);
  return { body: form, headers: {} };
}

let inst: RunningInstance;
let alice: string;
let bob: string;
let app: { client_id: string; client_secret: string };
let appToken: string;

async function send(kind: Kind, method: string, path: string, fields: Fields, token?: string) {
  const { body, headers } = encode(kind, fields);
  const res = await fetch(`${inst.url}${path}`, {
    method,
    body,
    redirect: 'manual',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await res.text();
  let json: Json = text;
  try {
    json = JSON.parse(text);
  } catch {
    // an HTML page or a redirect
  }
  return { status: res.status, body: json, location: res.headers.get('location') };
}

beforeAll(async () => {
  inst = await startTestInstance();
  alice = tokenFor(inst, 'alice');
  bob = tokenFor(inst, 'bob');
  const made = await send('urlencoded', 'POST', '/api/v1/apps', {
    client_name: 'form kinds',
    redirect_uris: 'http://localhost:9999/cb',
    scopes: 'read write follow',
  });
  app = { client_id: made.body.client_id, client_secret: made.body.client_secret };
  appToken = (await send('urlencoded', 'POST', '/oauth/token', { ...app, grant_type: 'client_credentials' }))
    .body.access_token;
});
afterAll(async () => {
  await inst.close();
});

interface Case {
  name: string;
  method?: string;
  path: (kind: Kind) => string | Promise<string>;
  fields: (kind: Kind) => Fields;
  token?: () => string;
  check: (reply: Awaited<ReturnType<typeof send>>, kind: Kind) => void;
}

const CASES: Case[] = [
  {
    name: 'POST /api/v1/apps',
    path: () => '/api/v1/apps',
    fields: (kind) => ({
      client_name: `Pleroma-FE ${kind}`,
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: 'read write',
    }),
    check: (r, kind) => {
      expect(r.status).toBe(200);
      expect(r.body.name).toBe(`Pleroma-FE ${kind}`);
      expect(r.body.scopes).toEqual(['read', 'write']);
    },
  },
  {
    name: 'POST /oauth/token',
    path: () => '/oauth/token',
    fields: () => ({ ...app, grant_type: 'password', username: 'alice', password: 'murmur-demo' }),
    check: (r) => {
      expect(r.status).toBe(200);
      expect(r.body.access_token).toBeTruthy();
    },
  },
  {
    name: 'POST /oauth/revoke',
    path: () => '/oauth/revoke',
    fields: () => ({ ...app, token: 'not-a-token' }),
    check: (r) => expect(r.status).toBe(200),
  },
  {
    name: 'POST /oauth/authorize',
    path: () => '/oauth/authorize',
    fields: () => ({
      'authorization[name]': 'alice',
      'authorization[password]': 'murmur-demo',
      'authorization[client_id]': app.client_id,
      'authorization[redirect_uri]': 'http://localhost:9999/cb',
      'authorization[response_type]': 'code',
    }),
    check: (r) => {
      expect(r.status).toBe(302);
      expect(new URL(r.location ?? '').searchParams.get('code')).toBeTruthy();
    },
  },
  {
    name: 'POST /api/v1/statuses with a poll',
    path: () => '/api/v1/statuses',
    token: () => alice,
    fields: (kind) => ({
      status: `sent as ${kind}`,
      visibility: 'unlisted',
      'poll[options][]': ['yes', 'no'],
      'poll[expires_in]': '3600',
    }),
    check: (r, kind) => {
      expect(r.status).toBe(200);
      expect(r.body.content).toContain(`sent as ${kind}`);
      expect(r.body.visibility).toBe('unlisted');
      expect(r.body.poll.options.map((o: Json) => o.title)).toEqual(['yes', 'no']);
    },
  },
  {
    name: 'POST /api/v1/polls/:id/votes',
    path: async () => {
      const made = await send(
        'json',
        'POST',
        '/api/v1/statuses',
        { status: 'vote', 'poll[options][]': ['a', 'b', 'c'], 'poll[multiple]': 'true' },
        bob,
      );
      return `/api/v1/polls/${made.body.poll.id}/votes`;
    },
    token: () => alice,
    fields: () => ({ 'choices[]': ['0', '2'] }),
    check: (r) => {
      expect(r.status).toBe(200);
      expect(r.body.own_votes).toEqual([0, 2]);
    },
  },
  {
    name: 'POST /api/v1/lists',
    path: () => '/api/v1/lists',
    token: () => alice,
    fields: (kind) => ({ title: `list ${kind}` }),
    check: (r, kind) => {
      expect(r.status).toBe(200);
      expect(r.body.title).toBe(`list ${kind}`);
    },
  },
  {
    name: 'POST /api/v1/accounts/:id/follow',
    path: () => `/api/v1/accounts/${accountId(inst, 'grace')}/follow`,
    token: () => alice,
    fields: () => ({ reblogs: 'false', notify: 'true' }),
    check: (r) => {
      expect(r.status).toBe(200);
      expect(r.body.showing_reblogs).toBe(false);
      expect(r.body.notifying).toBe(true);
    },
  },
  {
    name: 'POST /api/v1/accounts/:id/note',
    path: () => `/api/v1/accounts/${accountId(inst, 'carol')}/note`,
    token: () => alice,
    fields: (kind) => ({ comment: `note ${kind}` }),
    check: (r, kind) => {
      expect(r.status).toBe(200);
      expect(r.body.note).toBe(`note ${kind}`);
    },
  },
  {
    name: 'POST /api/v1/filters',
    path: () => '/api/v1/filters',
    token: () => alice,
    fields: (kind) => ({ phrase: `phrase ${kind}`, 'context[]': ['home', 'public'] }),
    check: (r, kind) => {
      expect(r.status).toBe(200);
      expect(r.body.phrase).toBe(`phrase ${kind}`);
      expect(r.body.context).toEqual(['home', 'public']);
    },
  },
  {
    name: 'POST /api/v1/reports',
    path: () => '/api/v1/reports',
    token: () => alice,
    fields: (kind) => ({
      account_id: accountId(inst, 'mallory@far.example'),
      comment: `report ${kind}`,
      forward: 'false',
    }),
    check: (r, kind) => {
      expect(r.status).toBe(200);
      expect(r.body.comment).toBe(`report ${kind}`);
    },
  },
  {
    name: 'PATCH /api/v1/accounts/update_credentials',
    method: 'PATCH',
    path: () => '/api/v1/accounts/update_credentials',
    token: () => bob,
    fields: (kind) => ({
      display_name: `Bob ${kind}`,
      'fields_attributes[0][name]': 'site',
      'fields_attributes[0][value]': kind,
    }),
    check: (r, kind) => {
      expect(r.status).toBe(200);
      expect(r.body.display_name).toBe(`Bob ${kind}`);
    },
  },
  {
    name: 'POST /api/v1/accounts (registration)',
    path: () => '/api/v1/accounts',
    fields: (kind) => ({
      username: `new${kind}`,
      email: `${kind}@example.com`,
      password: 'long enough password',
      agreement: 'true',
      locale: 'en',
    }),
    token: () => appToken,
    check: (r) => {
      expect(r.status).toBe(200);
      expect(r.body.access_token).toBeTruthy();
    },
  },
];

describe('form endpoints read every body kind', () => {
  for (const c of CASES) {
    for (const kind of KINDS) {
      it(`${c.name} as ${kind}`, async () => {
        const path = await c.path(kind);
        const token = c.token?.() || undefined;
        c.check(await send(kind, c.method ?? 'POST', path, c.fields(kind), token), kind);
      });
    }
  }

  it('no POST, PUT or PATCH route refuses a multipart body as unreadable', async () => {
    const routes = inst.instance.routes
      .filter((r) => /^(POST|PUT|PATCH) /.test(r) && !r.includes('/__dev/'))
      .map((r) => r.split(' ') as [string, string]);
    expect(routes.length).toBeGreaterThan(60);
    for (const [method, path] of routes) {
      const concrete = path.replace(/:[a-z_]+/g, 'x').replace('*', 'x');
      const r = await send('multipart', method, concrete, { unused: '1' }, tokenFor(inst, 'erin'));
      expect([415, 500], `${method} ${path}`).not.toContain(r.status);
    }
  });
});
