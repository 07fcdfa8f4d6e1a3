import { describe, expect, it } from 'vitest';
import { parseAccount } from '../entities/account';
import { parseAdminReport, parseAdminUser } from '../entities/admin';
import { staffRoleOf } from './staff-role';

const base = { id: '1', username: 'u', acct: 'u' };

describe('the viewer role (spec 1 section 3)', () => {
  it('is admin when the admin right is set, even with the moderator right', () => {
    expect(staffRoleOf(parseAccount({ ...base, pleroma: { is_admin: true, is_moderator: true } }))).toBe(
      'admin',
    );
  });
  it('is moderator with only the moderator right', () => {
    expect(staffRoleOf(parseAccount({ ...base, pleroma: { is_moderator: true } }))).toBe('moderator');
  });
  it('reads Mastodon role permission bits and GoToSocial role names', () => {
    expect(staffRoleOf(parseAccount({ ...base, role: { name: 'Owner', permissions: '1048575' } }))).toBe(
      'admin',
    );
    expect(staffRoleOf(parseAccount({ ...base, role: { name: 'Mod', permissions: '16' } }))).toBe(
      'moderator',
    );
    expect(staffRoleOf(parseAccount({ ...base, role: { name: 'moderator' } }))).toBe('moderator');
    expect(staffRoleOf(parseAccount({ ...base, role: { name: '', permissions: '0' } }))).toBe('member');
  });
  it('is member for an account without rights, or no account', () => {
    expect(staffRoleOf(parseAccount(base))).toBe('member');
    expect(staffRoleOf(undefined)).toBe('member');
  });
});

describe('admin entities', () => {
  it('reads a pending admin user and keeps its tags', () => {
    const user = parseAdminUser({
      id: '9',
      nickname: 'newbie',
      is_approved: false,
      tags: ['mrf_tag:sandbox', 3],
    });
    expect(user).toMatchObject({
      is_approved: false,
      is_active: true,
      local: true,
      tags: ['mrf_tag:sandbox'],
    });
  });
  it('reads a report with an unknown state as open and drops unreadable notes', () => {
    const report = parseAdminReport({
      id: 'r1',
      state: 'weird',
      content: '<script>x</script>',
      created_at: '2026-01-01T00:00:00Z',
      notes: [{ id: 'n1', content: 'ok', created_at: '2026-01-01T00:00:00Z' }, { nope: true }],
    });
    expect(report?.state).toBe('open');
    expect(report?.notes.map((n) => n.id)).toEqual(['n1']);
    expect(report?.content).toBe('<script>x</script>');
  });
});
