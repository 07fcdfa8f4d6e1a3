import type { Account } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { federationPolicies } from './federation-policies';
import { groupStaff, staffNicknames } from './staff';

describe('the about page', () => {
  it('finds the staff nicknames of this instance only', () => {
    expect(
      staffNicknames(
        [
          'https://inst.example/users/admin',
          'https://inst.example/users/mod',
          'https://else.example/users/x',
          'javascript:1',
          'nope',
        ],
        'inst.example',
      ),
    ).toEqual(['admin', 'mod']);
  });

  it('groups staff by role, admins first', () => {
    const account = (id: string, is_admin: boolean, is_moderator: boolean) =>
      ({ id, pleroma: { is_admin, is_moderator } }) as unknown as Account;
    const groups = groupStaff([
      account('1', false, true),
      account('2', true, true),
      account('3', false, false),
    ]);
    expect(groups.admin.map((a) => a.id)).toEqual(['2']);
    expect(groups.moderator.map((a) => a.id)).toEqual(['1']);
  });

  it('reads the federation policies with reasons, in either of the servers’ shapes', () => {
    const policies = federationPolicies({
      mrf_policies: ['SimplePolicy', 3, 'TagPolicy'],
      mrf_simple: {
        reject: ['evil.example', ['bad.example', 'spam']],
        media_nsfw: ['nsfw.example'],
        bogus: ['x'],
      },
      mrf_simple_info: { reject: { 'evil.example': { reason: 'harassment' } } },
      quarantined_instances: ['q.example'],
      quarantined_instances_info: { quarantined_instances: { 'q.example': { reason: ' ' } } },
      mrf_hashtag: { sensitive: ['nsfw'], reject: [] },
    });
    expect(policies.policies).toEqual(['SimplePolicy', 'TagPolicy']);
    expect(policies.simple).toEqual([
      {
        action: 'reject',
        hosts: [
          { host: 'evil.example', reason: 'harassment' },
          { host: 'bad.example', reason: 'spam' },
        ],
      },
      { action: 'media_nsfw', hosts: [{ host: 'nsfw.example', reason: null }] },
    ]);
    expect(policies.quarantined).toEqual([{ host: 'q.example', reason: null }]);
    expect(policies.hashtags).toEqual([{ action: 'sensitive', tags: ['nsfw'] }]);
  });

  it('reads nothing from a malformed federation block', () => {
    expect(federationPolicies({ mrf_policies: 'x', mrf_simple: [1], quarantined_instances: {} })).toEqual({
      policies: [],
      simple: [],
      quarantined: [],
      hashtags: [],
    });
  });
});
