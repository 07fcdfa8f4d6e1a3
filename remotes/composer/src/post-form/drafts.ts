import type { Attachment } from '@murmur/shared';
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
}

export interface Draft {
  updatedAt: number;
  data: DraftData;
}

/** 'status' for a new post, 'reply:{id}' or 'quote:{id}'. */
export function draftKey(replyToId?: string, quoteId?: string): string {
  if (replyToId) return `reply:${replyToId}`;
  if (quoteId) return `quote:${quoteId}`;
  return 'status';
}

function readAll(storage: Storage): Record<string, Draft> {
  try {
    const raw = storage.getItem(DRAFTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, Draft>)
      : {};
  } catch {
    // A corrupt entry must not cost the user the form: start from nothing.
    return {};
  }
}

function writeAll(storage: Storage, drafts: Record<string, Draft>): boolean {
  try {
    storage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
    return true;
  } catch {
    return false;
  }
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const data = (value as Draft).data;
  return Boolean(data) && typeof data.status === 'string';
}

export function loadDraft(key: string, storage: Storage = localStorage): Draft | null {
  const draft = readAll(storage)[key];
  return isDraft(draft) ? draft : null;
}

/** Keeps the draft, or removes it when the post is empty (spec). False when storage refused. */
export function saveDraft(
  key: string,
  data: DraftData,
  storage: Storage = localStorage,
  now = Date.now(),
): boolean {
  const drafts = readAll(storage);
  if (data.status.trim() === '' && data.spoilerText.trim() === '' && !data.files?.length) delete drafts[key];
  else drafts[key] = { updatedAt: now, data };
  return writeAll(storage, drafts);
}

export function removeDraft(key: string, storage: Storage = localStorage): void {
  const drafts = readAll(storage);
  if (!(key in drafts)) return;
  delete drafts[key];
  writeAll(storage, drafts);
}
