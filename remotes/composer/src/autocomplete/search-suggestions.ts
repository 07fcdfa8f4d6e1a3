import { getApiClient, MENTION_SEARCH_LIMIT, parseAccountList, safeMediaUrl } from '@murmur/shared';
import type { Suggestion } from './suggest';

/** '@query': accounts the server finds, as mentions of their full address. */
export async function searchMentions(query: string, signal: AbortSignal): Promise<Suggestion[]> {
  const reply = await getApiClient().get<unknown>('/api/v1/accounts/search', {
    query: { q: query, limit: MENTION_SEARCH_LIMIT, resolve: false },
    signal,
  });
  return parseAccountList(reply.data)
    .slice(0, MENTION_SEARCH_LIMIT)
    .map((account) => ({
      kind: 'mention' as const,
      key: `mention:${account.id}`,
      label: account.display_name || account.username,
      detail: `@${account.acct}`,
      imageUrl: safeMediaUrl(account.avatar_static ?? account.avatar),
      replacement: `@${account.acct}`,
    }));
}

/** '#query': hashtags the server knows. */
export async function searchHashtags(query: string, signal: AbortSignal): Promise<Suggestion[]> {
  const reply = await getApiClient().get<{ hashtags?: unknown }>('/api/v2/search', {
    query: { q: query, type: 'hashtags', limit: MENTION_SEARCH_LIMIT },
    signal,
  });
  const tags = Array.isArray(reply.data?.hashtags) ? reply.data.hashtags : [];
  const names = tags
    .map((tag: unknown) => (typeof tag === 'string' ? tag : (tag as { name?: unknown } | null)?.name))
    .filter((name): name is string => typeof name === 'string' && /^[\p{L}\p{N}_]+$/u.test(name));
  return [...new Set(names)].map((name) => ({
    kind: 'hashtag' as const,
    key: `hashtag:${name}`,
    label: `#${name}`,
    replacement: `#${name}`,
  }));
}
