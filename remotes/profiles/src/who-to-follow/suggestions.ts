import { type Account, getApiClient, parseAccount, store } from '@murmur/shared';
import { loadAccount } from '../profile/load-account';

/** Spec 2 section 9: the sidebar panel has three suggestion slots. */
export const PANEL_SLOTS = 3;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GET /api/v1/suggestions, as each kind of server answers it: full accounts (Mastodon v1,
 * Akkoma), `{ source, account }` pairs (the v2 shape), or only `acct` and `avatar` (Pleroma's
 * external suggestions), in which case each acct is fetched as a user (spec 2 section 7). An
 * entry that cannot be read or fetched is left out.
 */
export async function fetchSuggestions(signal: AbortSignal, limit = 40): Promise<Account[]> {
  const reply = await getApiClient().get<unknown>('/api/v1/suggestions', {
    signal,
    query: { limit: String(limit) },
  });
  const items = Array.isArray(reply.data) ? reply.data : [];
  const accounts = await Promise.all(
    items.map(async (item): Promise<Account | null> => {
      const json = isRecord(item) && isRecord(item.account) ? item.account : item;
      const parsed = isRecord(json) && typeof json.id === 'string' ? parseAccount(json) : null;
      if (parsed) {
        store.accounts.upsert(parsed);
        return parsed;
      }
      if (isRecord(json) && typeof json.acct === 'string' && json.acct !== '') {
        return loadAccount({ name: json.acct }, signal).catch(() => null);
      }
      return null;
    }),
  );
  const seen = new Set<string>();
  return accounts.filter((a): a is Account => a !== null && !seen.has(a.id) && Boolean(seen.add(a.id)));
}
