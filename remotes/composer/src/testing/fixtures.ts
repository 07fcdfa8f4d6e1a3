// Test data for the post display: the shared fixtures, with a five-minute-old post by Alice,
// parsed by the real schemas and put in the store.
import { parseStatus, type Status, store } from '@murmur/shared';
import { accountJson, statusJson as baseStatusJson } from '@murmur/shared/testing';

export { accountJson };

export function statusJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return baseStatusJson({
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    account: accountJson({
      id: 'author',
      username: 'alice',
      display_name: 'Alice',
      avatar: 'https://local.example/avatars/author.png',
    }),
    ...overrides,
  });
}

/** Parses a status reply and stores it, as the API layer would; returns the parsed status. */
export function putStatus(json: Record<string, unknown>): Status {
  const status = parseStatus(json);
  if (!status) throw new Error('fixture status did not parse');
  store.statuses.upsert(status);
  return status;
}
