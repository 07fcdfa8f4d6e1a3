import type { ApiClient, Params, RequestOptions } from './client';

/**
 * Walks a paginated list (timelines, followers, blocks...) page by page, following the Link
 * header's `next` page: each step asks `path` again with the original query plus the next page's
 * parameters. Stops when the server names no next page or sends an empty page.
 *
 *   for await (const page of paginate(getApiClient(), '/api/v1/blocks', { query: { limit: 40 } })) ...
 */
export async function* paginate<T = unknown>(
  client: ApiClient,
  path: string,
  options: RequestOptions<T> = {},
): AsyncGenerator<T, void, undefined> {
  let query: Params = { ...(options.query ?? {}) };
  for (;;) {
    const reply = await client.get<T>(path, { ...options, query });
    yield reply.data;
    const next = reply.links.next;
    if (!next || (Array.isArray(reply.data) && reply.data.length === 0)) return;
    query = { ...(options.query ?? {}), ...next };
  }
}
