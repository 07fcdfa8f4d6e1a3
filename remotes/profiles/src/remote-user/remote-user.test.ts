import { describe, expect, it } from 'vitest';
import { remoteAcctOf } from './resolve-remote-user';

describe('the remote-user routes', () => {
  it('read user@host from either route', () => {
    expect(remoteAcctOf({ acct: '@bob@example.org' })).toBe('bob@example.org');
    expect(remoteAcctOf({ hostname: 'example.org', username: 'bob' })).toBe('bob@example.org');
  });

  it('name nobody when the address is malformed', () => {
    expect(remoteAcctOf({ acct: 'bob' })).toBeNull();
    expect(remoteAcctOf({})).toBeNull();
  });
});
