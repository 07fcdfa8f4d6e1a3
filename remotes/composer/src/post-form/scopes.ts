import type { Visibility } from '@murmur/shared';

/** The scopes a post form offers, in the order it shows them (spec 3 section 4). */
export type Scope = 'public' | 'unlisted' | 'local' | 'private' | 'direct';
export const SCOPES: readonly Scope[] = ['public', 'unlisted', 'local', 'private', 'direct'];

/** Ranks: direct 0, private 1, local and unlisted 2, public 3. */
export function scopeRank(scope: Visibility | Scope): number {
  switch (scope) {
    case 'direct':
      return 0;
    case 'private':
      return 1;
    case 'local':
    case 'unlisted':
      return 2;
    case 'public':
      return 3;
    default:
      return 1;
  }
}

/**
 * The scopes offered: all of them for a new post; for a reply those of no higher rank than the
 * original's, with the two special cases of the spec (direct only; local only with direct).
 */
export function offeredScopes(replyTo: Visibility | null, localAvailable = true): Scope[] {
  const all = localAvailable ? SCOPES : SCOPES.filter((s) => s !== 'local');
  if (replyTo === null) return [...all];
  if (replyTo === 'direct') return ['direct'];
  if (replyTo === 'local') return all.filter((s) => s === 'direct' || s === 'local');
  const rank = scopeRank(replyTo);
  return all.filter((s) => scopeRank(s) <= rank);
}

/**
 * The initial scope of a reply: direct for a direct original; the original's scope if it is neither
 * public nor the user's default private; otherwise the user's default.
 */
export function initialScope(userDefault: Scope, replyTo: Visibility | null, localAvailable = true): Scope {
  if (!localAvailable && userDefault === 'local') return initialScope('unlisted', replyTo, false);
  if (replyTo === null) return userDefault;
  if (replyTo === 'direct') return 'direct';
  if (replyTo !== 'public' && !(replyTo === 'private' && userDefault === 'private')) {
    const offered = offeredScopes(replyTo, localAvailable);
    if (offered.includes(replyTo as Scope)) return replyTo as Scope;
  }
  // The default may not be offered for this reply (a private original): the widest allowed then.
  const offered = offeredScopes(replyTo, localAvailable);
  return offered.includes(userDefault) ? userDefault : (offered[0] ?? 'direct');
}

export function asScope(value: string | null | undefined): Scope | null {
  return SCOPES.includes(value as Scope) ? (value as Scope) : null;
}
