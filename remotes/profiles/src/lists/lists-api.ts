import {
  type Account,
  getApiClient,
  type List,
  parseAccountList,
  parseList,
  parseLists,
  store,
} from '@murmur/shared';

const base = (id: string) => `/api/v1/lists/${encodeURIComponent(id)}`;

/** The user's lists, newest first (spec 2 section 2), into the store. */
export async function loadLists(signal?: AbortSignal): Promise<List[]> {
  const reply = await getApiClient().get<unknown>('/api/v1/lists', { signal });
  const lists = parseLists(reply.data);
  store.lists.upsertMany(lists);
  return newestFirst(lists);
}

/** Numeric ids compare as numbers of any length (snowflakes outgrow Number); others as text. */
function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return a < b ? -1 : a > b ? 1 : 0;
}

export function newestFirst(lists: readonly List[]): List[] {
  return [...lists].sort((a, b) => compareIds(b.id, a.id));
}

export async function createList(title: string): Promise<List> {
  const list = parseList((await getApiClient().post<unknown>('/api/v1/lists', { json: { title } })).data);
  if (!list) throw new Error('The server did not describe the new list');
  store.lists.upsert(list);
  return list;
}

export async function renameList(id: string, title: string): Promise<List> {
  const list = parseList((await getApiClient().put<unknown>(base(id), { json: { title } })).data);
  if (!list) throw new Error('The server did not describe the list');
  store.lists.upsert(list);
  return list;
}

export async function deleteList(id: string): Promise<void> {
  await getApiClient().delete(base(id));
  store.lists.remove(id);
}

export async function listMembers(id: string, signal?: AbortSignal): Promise<Account[]> {
  if (id === '') return [];
  const reply = await getApiClient().get<unknown>(`${base(id)}/accounts`, { signal });
  const accounts = parseAccountList(reply.data);
  store.accounts.upsertMany(accounts);
  return accounts;
}

export async function addMembers(id: string, accountIds: readonly string[]): Promise<void> {
  await getApiClient().post(`${base(id)}/accounts`, { json: { account_ids: [...accountIds] } });
}

export async function removeMembers(id: string, accountIds: readonly string[]): Promise<void> {
  await getApiClient().delete(`${base(id)}/accounts`, { json: { account_ids: [...accountIds] } });
}

/** Spec 2 section 9: the member search waits for typing to settle. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

/** People to add: only accounts the user follows (a list holds followed accounts). */
export async function searchFollowed(query: string, signal?: AbortSignal): Promise<Account[]> {
  const reply = await getApiClient().get<unknown>('/api/v1/accounts/search', {
    query: { q: query, following: true, resolve: false, limit: 20 },
    signal,
  });
  const accounts = parseAccountList(reply.data);
  store.accounts.upsertMany(accounts);
  return accounts;
}
