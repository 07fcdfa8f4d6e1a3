import type { Scope } from './scopes';

/** Which notice the form shows under its scope (spec 3 section 6), or none. */
export type ScopeNoticeKind =
  | 'public'
  | 'unlisted'
  | 'private'
  | 'not-locked'
  | 'direct-first-only'
  | 'direct-all'
  | null;

/**
 * As Akkoma-FE: a followers-only post from an account that is not locked gets the warning (its
 * followers are whoever follows); from a locked one the private notice. Direct posts are said to
 * reach the mentions at the start only where the instance has safe DM mentions, else all of them.
 * `hideScopeNotice` dismisses the public, unlisted and private notices for good; the warning and
 * the direct notices stay (they say who reads the post, which the user cannot see otherwise).
 */
export function scopeNoticeKind(
  scope: Scope,
  options: { locked: boolean; safeDM: boolean; hideScopeNotice: boolean },
): ScopeNoticeKind {
  if (scope === 'direct') return options.safeDM ? 'direct-first-only' : 'direct-all';
  if (scope === 'private' && !options.locked) return 'not-locked';
  if (options.hideScopeNotice) return null;
  if (scope === 'public' || scope === 'unlisted' || scope === 'private') return scope;
  return null;
}
