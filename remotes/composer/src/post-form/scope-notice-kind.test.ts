import { describe, expect, it } from 'vitest';
import { scopeNoticeKind } from './scope-notice-kind';

const base = { locked: false, safeDM: true, hideScopeNotice: false };

describe('scope notices (spec 3 section 6)', () => {
  it('names public and unlisted posts, and private ones from a locked account', () => {
    expect(scopeNoticeKind('public', base)).toBe('public');
    expect(scopeNoticeKind('unlisted', base)).toBe('unlisted');
    expect(scopeNoticeKind('private', { ...base, locked: true })).toBe('private');
    expect(scopeNoticeKind('local', base)).toBeNull();
  });

  it('warns about a followers-only post from an account that is not locked', () => {
    expect(scopeNoticeKind('private', base)).toBe('not-locked');
  });

  it('says who reads a direct post by the instance’s safe DM setting', () => {
    expect(scopeNoticeKind('direct', base)).toBe('direct-first-only');
    expect(scopeNoticeKind('direct', { ...base, safeDM: false })).toBe('direct-all');
  });

  it('drops the dismissible notices for good with hideScopeNotice, never the warnings', () => {
    const hidden = { ...base, hideScopeNotice: true };
    expect(scopeNoticeKind('public', hidden)).toBeNull();
    expect(scopeNoticeKind('unlisted', hidden)).toBeNull();
    expect(scopeNoticeKind('private', { ...hidden, locked: true })).toBeNull();
    expect(scopeNoticeKind('private', hidden)).toBe('not-locked');
    expect(scopeNoticeKind('direct', hidden)).toBe('direct-first-only');
  });
});
