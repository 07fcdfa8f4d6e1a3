import type { Attachment } from '@murmur/shared/core';
import type { PollDraft } from '../polls/poll-draft';
import type { Scope } from './scopes';

/** Browser storage key of every draft (spec 3 section 3 'Draft'). */
export const DRAFTS_KEY = 'drafts';

export interface DraftData {
  status: string;
  spoilerText: string;
  visibility: Scope;
  contentType: string;
  nsfw: boolean;
  language: string | null;
  /** The poll being written; null or absent when the form has none. */
  poll?: PollDraft | null;
  /** Files already uploaded (the server's attachments), in order. */
  files?: Attachment[];
  /** Descriptions typed for them, by attachment id; saved before the post. */
  mediaDescriptions?: Record<string, string>;
  /**
   * The Idempotency-Key of the first attempt to post this draft, kept until the server confirms
   * the post: a lost answer, a reload and a second try then give the server's first post back.
   */
  idempotencyKey?: string;
  /**
   * Set in storage (never in the form) while a post of this draft is on its way: a draft that
   * still has it when a page opens was left by a page closed before the server's answer came, and
   * that post is sent again with the same key (the server gives back the post it made, if any).
   */
  sendingSince?: number;
}

export interface Draft {
  updatedAt: number;
  data: DraftData;
}

/**
 * Whose drafts: one account on one instance ('{account id}@{instance host}'). Drafts are stored
 * under their owner, so another account signing in on the same browser never sees them.
 */
export type DraftOwner = string;

export function draftOwner(accountId: string, instanceUri: string): DraftOwner {
  let host = instanceUri.trim();
  try {
    if (host) host = new URL(host.includes('://') ? host : `https://${host}`).host;
  } catch {
    // An odd uri is still a name for the instance.
  }
  return `${accountId}@${host || globalThis.location?.host || ''}`;
}

/** 'status' for a new post, 'reply:{id}' or 'quote:{id}'. */
export function draftKey(replyToId?: string, quoteId?: string): string {
  if (replyToId) return `reply:${replyToId}`;
  if (quoteId) return `quote:${quoteId}`;
  return 'status';
}

type Stored = Record<string, unknown>;

function readStored(storage: Storage): Stored {
  try {
    const raw = storage.getItem(DRAFTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    // A corrupt entry must not cost the user the form: start from nothing.
    return {};
  }
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const data = (value as Draft).data;
  return Boolean(data) && typeof data.status === 'string';
}

/**
 * The owner's drafts. Entries of the storage's top level that are drafts themselves were written
 * before drafts had owners: nobody can say whose they are, so they are shown to nobody.
 */
function readOwned(storage: Storage, owner: DraftOwner): Record<string, Draft> {
  const mine = readStored(storage)[owner];
  if (!mine || typeof mine !== 'object' || Array.isArray(mine) || isDraft(mine)) return {};
  return mine as Record<string, Draft>;
}

function writeOwned(storage: Storage, owner: DraftOwner, drafts: Record<string, Draft>): boolean {
  try {
    const all = readStored(storage);
    if (Object.keys(drafts).length === 0) delete all[owner];
    else all[owner] = drafts;
    storage.setItem(DRAFTS_KEY, JSON.stringify(all));
    return true;
  } catch {
    return false;
  }
}

export function loadDraft(owner: DraftOwner, key: string, storage: Storage = localStorage): Draft | null {
  const draft = readOwned(storage, owner)[key];
  return isDraft(draft) ? draft : null;
}

/** True when there is nothing worth keeping (spec: an empty post leaves no draft). */
export function isEmptyDraft(data: DraftData): boolean {
  return data.status.trim() === '' && data.spoilerText.trim() === '' && !data.files?.length;
}

/** Keeps the draft, or removes it when the post is empty (spec). False when storage refused. */
export function saveDraft(
  owner: DraftOwner,
  key: string,
  data: DraftData,
  storage: Storage = localStorage,
  now = Date.now(),
): boolean {
  const drafts = readOwned(storage, owner);
  if (isEmptyDraft(data)) delete drafts[key];
  else drafts[key] = { updatedAt: now, data };
  return writeOwned(storage, owner, drafts);
}

export function removeDraft(owner: DraftOwner, key: string, storage: Storage = localStorage): void {
  const drafts = readOwned(storage, owner);
  if (!(key in drafts)) return;
  delete drafts[key];
  writeOwned(storage, owner, drafts);
}
