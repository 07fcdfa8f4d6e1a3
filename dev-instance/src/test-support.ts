import { internalApp, issueToken } from './auth/tokens';
import { createDevInstance, type RunningInstance } from './server';

/** A fixed end of history keeps seeded ids identical across test runs. */
export const TEST_NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

export async function startTestInstance(
  extra: Parameters<typeof createDevInstance>[0] = {},
): Promise<RunningInstance> {
  return createDevInstance({ port: 0, now: TEST_NOW, ...extra });
}

/** Replies are read loosely in tests; their shapes are checked by assertions and the contract suite. */
// biome-ignore lint/suspicious/noExplicitAny: test code reads JSON replies without declaring every shape
export type Json = any;

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** fetch + JSON with an optional bearer token; bodies given as objects are sent as JSON. */
export async function api<T = Json>(
  base: string,
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    form?: Record<string, string | string[]>;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(init.form))
      for (const x of ([] as string[]).concat(v)) p.append(k, x);
    body = p.toString();
  }
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

/** Parses a Link header into { next, prev } URLs. */
export function parseLink(header: string | null): { next?: string; prev?: string } {
  const out: { next?: string; prev?: string } = {};
  for (const part of (header ?? '').split(',')) {
    const m = /<([^>]+)>;\s*rel="(next|prev)"/.exec(part.trim());
    if (m?.[1] && m[2]) out[m[2] as 'next' | 'prev'] = m[1];
  }
  return out;
}

/** A token for a seeded account without going through OAuth (the OAuth tests do that). */
export function tokenFor(running: RunningInstance, username: string): string {
  const world = running.instance.world;
  const account = world.accountByAcct(username);
  if (!account) throw new Error(`no account ${username}`);
  return issueToken(world, internalApp(world), account.id, ['read', 'write', 'follow', 'push', 'admin'])
    .token;
}

export function accountId(running: RunningInstance, acct: string): string {
  const account = running.instance.world.accountByAcct(acct);
  if (!account) throw new Error(`no account ${acct}`);
  return account.id;
}
