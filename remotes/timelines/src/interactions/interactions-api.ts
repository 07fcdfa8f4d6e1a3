import { getApiClient, type Notification, parseNotificationList, store } from '@murmur/shared';

export interface InteractionsPage {
  ids: string[];
  bottomedOut: boolean;
}

/**
 * One page of the notifications of some types, into the store (the one data layer; the screen
 * keeps only the ids). `types[]` is Mastodon's filter, `include_types[]` Pleroma's; each server
 * reads its own and ignores the other.
 */
export async function fetchInteractions(
  types: readonly Notification['type'][],
  maxId: string | undefined,
  signal: AbortSignal,
): Promise<InteractionsPage> {
  const reply = await getApiClient().get<unknown>('/api/v1/notifications', {
    query: { types: [...types], include_types: [...types], max_id: maxId, limit: 20 },
    signal,
  });
  const list = parseNotificationList(reply.data).filter((n) => types.includes(n.type));
  store.notifications.upsertMany(list);
  return { ids: list.map((n) => n.id), bottomedOut: list.length === 0 };
}
