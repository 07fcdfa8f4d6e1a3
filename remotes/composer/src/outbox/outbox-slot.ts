import {
  type OutboxEntry,
  type OutboxOwner,
  outboxSent$,
  store,
  takeOutboxEntry,
  useOutbox,
} from '@murmur/shared/core';
import { type DraftData, saveDraft } from '../post-form/drafts';
import { countOwnReply } from '../post-form/own-reply-count';

/** The outbox entry written from this form slot ('status', 'reply:{id}', 'edit:{id}'), if any. */
export function useOutboxSlot(owner: OutboxOwner, slot: string): OutboxEntry | null {
  return useOutbox(owner).find((entry) => entry.slot === slot) ?? null;
}

/** The draft an entry carries, read defensively: storage is not to be trusted blindly. */
export function entryDraft(entry: OutboxEntry): DraftData | null {
  const draft = entry.draft as Partial<DraftData> | null;
  if (!draft || typeof draft !== 'object' || typeof draft.status !== 'string') return null;
  return draft as DraftData;
}

/**
 * Takes an entry out of the outbox and back into its draft (Cancel, or a refusal the form shows).
 * `keepKey`: the key stays with the draft unless the server itself answered (it keeps that answer
 * under the key). Returns the draft, or null when the entry was gone already (sent meanwhile).
 */
export function takeBack(owner: OutboxOwner, entry: OutboxEntry, keepKey: boolean): DraftData | null {
  const taken = takeOutboxEntry(owner, entry.id);
  if (!taken) return null;
  const draft = entryDraft(taken);
  if (!draft) return null;
  const { idempotencyKey: _answered, sendingSince: _left, ...rest } = draft;
  const back: DraftData = keepKey ? { ...rest, idempotencyKey: taken.id } : rest;
  saveDraft(owner, taken.slot, back);
  return back;
}

// A reply sent from the outbox counts on its parent at once, as one posted from the form does.
outboxSent$.subscribe(({ entry, statusId }) => {
  const status = entry.kind === 'post' && statusId ? store.statuses.get(statusId) : undefined;
  if (status) countOwnReply(status, false);
});
