import { describe, expect, it } from 'vitest';
import { initialScope, offeredScopes, scopeRank } from './scopes';

describe('visibility scopes (spec 3 section 4)', () => {
  it('ranks direct 0, private 1, local and unlisted 2, public 3', () => {
    expect(['direct', 'private', 'local', 'unlisted', 'public'].map((s) => scopeRank(s as 'public'))).toEqual(
      [0, 1, 2, 2, 3],
    );
  });

  it('offers a reply only scopes up to the original rank, with the two special cases', () => {
    expect(offeredScopes(null)).toEqual(['public', 'unlisted', 'local', 'private', 'direct']);
    expect(offeredScopes('direct')).toEqual(['direct']);
    expect(offeredScopes('local')).toEqual(['local', 'direct']);
    expect(offeredScopes('private')).toEqual(['private', 'direct']);
    expect(offeredScopes('unlisted')).toEqual(['unlisted', 'local', 'private', 'direct']);
  });

  it('starts a reply in the original scope unless it is public or the default private', () => {
    expect(initialScope('public', 'direct')).toBe('direct');
    expect(initialScope('public', 'unlisted')).toBe('unlisted');
    expect(initialScope('unlisted', 'public')).toBe('unlisted');
    expect(initialScope('private', 'private')).toBe('private');
    expect(initialScope('public', null)).toBe('public');
    // The default is wider than a private original allows: the widest allowed.
    expect(initialScope('public', 'private')).toBe('private');
  });
});
