import {
  type Account,
  getApiClient,
  parseAccountListInSlices,
  parseStatusListInSlices,
  type Status,
  store,
  type Tag,
  tagSchema,
} from '@murmur/shared';

export interface SearchResults {
  statuses: Status[];
  accounts: Account[];
  hashtags: Tag[];
}

export type SearchTab = keyof SearchResults;
export const SEARCH_TABS: readonly SearchTab[] = ['statuses', 'accounts', 'hashtags'];

/** Hashtags as Mastodon 3+ and Akkoma send them (objects); a bare string is a name. */
function readHashtags(raw: unknown): Tag[] {
  if (!Array.isArray(raw)) return [];
  const out: Tag[] = [];
  for (const item of raw) {
    const parsed = tagSchema.safeParse(typeof item === 'string' ? { name: item } : item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/**
 * GET /api/v2/search (spec 2 section 7): statuses, people and hashtags in one call; `resolve` lets
 * the server fetch a remote account or post named by its URL or address. What comes back goes to
 * the store, so the results render through the usual pieces. Each list is read in slices that
 * yield to the page: a hostile server's posts, each with its lists at their caps, took one task of
 * over 200 ms to read at once (issue 39).
 */
export async function search(query: string, signal: AbortSignal, resolve: boolean): Promise<SearchResults> {
  const reply = await getApiClient().get<Record<string, unknown>>('/api/v2/search', {
    query: { q: query, resolve, limit: 20 },
    signal,
  });
  const data = reply.data ?? {};
  const statuses = await parseStatusListInSlices(data.statuses, signal);
  const accounts = await parseAccountListInSlices(data.accounts, signal);
  const results: SearchResults = { statuses, accounts, hashtags: readHashtags(data.hashtags) };
  store.statuses.upsertMany(results.statuses);
  store.accounts.upsertMany(results.accounts);
  return results;
}

/** Spec 2 section 2: the first tab that has results, statuses first. */
export function firstNonEmptyTab(results: SearchResults): SearchTab {
  return SEARCH_TABS.find((tab) => results[tab].length > 0) ?? 'statuses';
}

/** People who used the tag in its history (the hashtag's history line). */
export function tagPeople(tag: Tag): number {
  return tag.history.reduce((sum, day) => sum + day.accounts, 0);
}

/** The query from the route's query string ('query=cats'). */
export function queryFrom(search: string | undefined): string {
  return new URLSearchParams(search ?? '').get('query') ?? '';
}
