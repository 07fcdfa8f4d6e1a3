import { ApiError, InvalidResponseError } from '@murmur/shared/core';

/** A fresh Idempotency-Key (Mastodon keeps one an hour, Akkoma six). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Whether a failed post keeps its key for the next try. When the answer was lost or unreadable
 * (no connection, a deadline, a cut body, a proxy's page instead of the server's JSON) the post
 * may exist: the same key makes the next try return it instead of posting twice. When the server
 * itself answered with its error, nothing was posted; Akkoma's idempotency plug keeps that error
 * under the key, so the next try needs a new one or it would get the same error back.
 */
export function keepsIdempotencyKey(error: unknown): boolean {
  if (!(error instanceof ApiError) || error instanceof InvalidResponseError) return true;
  return error.serverMessage === undefined;
}

/**
 * How long after a page closed on a post in flight the next page still sends it again by itself:
 * well within the hour Mastodon remembers a key (Akkoma: six), so the server still knows it.
 */
export const RESUME_WITHIN_MS = 30 * 60 * 1000;
