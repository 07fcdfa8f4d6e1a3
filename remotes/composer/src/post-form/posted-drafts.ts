import { type DraftOwner, removeDraft } from './drafts';

type Listener = () => void;

/** Forms showing a draft, by '{owner} {key}': told when that draft has been posted elsewhere. */
const listeners = new Map<string, Set<Listener>>();

const slot = (owner: DraftOwner, key: string) => `${owner} ${key}`;

/**
 * The server accepted the post of this draft: the draft is deleted at once, and every form still
 * holding it (one mounted while the post was on its way, the sidebar's twin of a modal) empties
 * itself, so that nothing writes the posted text back.
 */
export function draftPosted(owner: DraftOwner, key: string, storage: Storage = localStorage): void {
  removeDraft(owner, key, storage);
  stopSending(owner, key);
  for (const listener of [...(listeners.get(slot(owner, key)) ?? [])]) listener();
}

/** Calls `listener` whenever the draft is posted; returns the unsubscribe. */
export function onDraftPosted(owner: DraftOwner, key: string, listener: Listener): () => void {
  const name = slot(owner, key);
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(name);
  };
}

/** Drafts whose post is on its way from this page. */
const sending = new Set<string>();

export function startSending(owner: DraftOwner, key: string): void {
  sending.add(slot(owner, key));
}

export function stopSending(owner: DraftOwner, key: string): void {
  sending.delete(slot(owner, key));
}

/** True while a form of this page is posting the draft (a twin form must not send it too). */
export function isSending(owner: DraftOwner, key: string): boolean {
  return sending.has(slot(owner, key));
}
