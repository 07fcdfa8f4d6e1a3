import { bus, getApiClient, parseStatusAsync, type Status, store } from '@murmur/shared/core';
import { markDeleted, setDeleting } from '../status/gravestones';

/** The toggles of spec 3 section 4 ('Post actions'): optimistic, then confirmed by the reply. */
export type ToggleAction = 'favourite' | 'reblog' | 'bookmark' | 'pin' | 'mute';

interface ToggleSpec {
  field: 'favourited' | 'reblogged' | 'bookmarked' | 'pinned' | 'muted';
  count?: 'favourites_count' | 'reblogs_count';
  on: string;
  off: string;
}

const TOGGLES: Record<ToggleAction, ToggleSpec> = {
  favourite: { field: 'favourited', count: 'favourites_count', on: 'favourite', off: 'unfavourite' },
  reblog: { field: 'reblogged', count: 'reblogs_count', on: 'reblog', off: 'unreblog' },
  bookmark: { field: 'bookmarked', on: 'bookmark', off: 'unbookmark' },
  pin: { field: 'pinned', on: 'pin', off: 'unpin' },
  mute: { field: 'muted', on: 'mute', off: 'unmute' },
};

/** Whether the toggle is on for this status now. */
export function isOn(status: Status, action: ToggleAction): boolean {
  return Boolean(status[TOGGLES[action].field]);
}

/**
 * Turns an action on or off for the status `id` (the original, not a repeat): the store changes at
 * once, the server's reply replaces it, and a failure puts back what was there and rethrows so the
 * post can say so. `visibility` goes with a repeat (spec: the repeat's scope).
 */
export async function toggleStatusAction(
  id: string,
  action: ToggleAction,
  turnOn: boolean,
  options: { visibility?: string } = {},
): Promise<void> {
  const current = store.statuses.get(id);
  const spec = TOGGLES[action];
  const partial: Partial<Status> = { [spec.field]: turnOn };
  if (current && spec.count) {
    const delta = turnOn === Boolean(current[spec.field]) ? 0 : turnOn ? 1 : -1;
    partial[spec.count] = Math.max(0, current[spec.count] + delta);
  }
  const undo = store.statuses.patch(id, partial);
  try {
    const reply = await getApiClient().post<unknown>(
      `/api/v1/statuses/${encodeURIComponent(id)}/${turnOn ? spec.on : spec.off}`,
      action === 'reblog' && turnOn && options.visibility ? { json: { visibility: options.visibility } } : {},
    );
    // Done on the server: an answer that cannot be read leaves the post as already drawn.
    const updated = await parseStatusAsync(reply.data).catch(() => null);
    // A reblog answers with the new repeat wrapping the original: the original is what changed.
    const original = updated?.reblog && updated.reblog.id === id ? updated.reblog : updated;
    if (original && original.id === id) store.statuses.upsert(original);
  } catch (error) {
    undo();
    throw error;
  }
}

/**
 * Deletes a status: once the server agrees it is marked deleted, so every display of it shows a
 * gravestone in its place (spec 3 'Post actions'; as Akkoma-FE, which marks it on the reply). The
 * status stays in the store for the gravestone's sake and leaves it with the next load of its
 * lists. A refusal changes nothing and throws (the post says why).
 */
export async function deleteStatus(id: string): Promise<void> {
  setDeleting(id, true);
  try {
    await getApiClient().delete(`/api/v1/statuses/${encodeURIComponent(id)}`);
  } finally {
    setDeleting(id, false);
  }
  markDeleted(id);
  bus.emit({ type: 'status/deleted', statusId: id });
}
