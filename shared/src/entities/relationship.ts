import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { flag, idSchema, parseMany, parseOne, text } from './repair';

/** The signed-in user's relationship to another account (keyed by that account's id). */
export const relationshipSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    following: flag(),
    followed_by: flag(),
    requested: flag(),
    requested_by: flag(),
    blocking: flag(),
    blocked_by: flag(),
    muting: flag(),
    muting_notifications: flag(),
    domain_blocking: flag(),
    showing_reblogs: flag(true),
    notifying: flag(),
    /** Pleroma: subscribed to the account's posts. */
    subscribing: flag(),
    endorsed: flag(),
    /** The private note about the account. */
    note: text(),
  }),
);

export type Relationship = z.infer<typeof relationshipSchema>;

/** Reads one relationship; null (logged) when it cannot be read. */
export function parseRelationship(json: unknown): Relationship | null {
  return parseOne(relationshipSchema, json, 'relationship');
}

/** Reads `/api/v1/accounts/relationships`, dropping (and logging) unreadable items. */
export function parseRelationshipList(json: unknown): Relationship[] {
  return parseMany(relationshipSchema, json, 'relationship');
}
