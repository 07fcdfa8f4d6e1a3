import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountJson } from '../testing/fixtures';
import { isLocalAccount, parseAccount, parseAccountList } from './account';

afterEach(() => vi.restoreAllMocks());

describe('account schema', () => {
  it('reads the Akkoma pleroma block: roles, tags, hidden counts, relationship', () => {
    const account = parseAccount(
      accountJson({
        id: '9',
        pleroma: {
          is_admin: true,
          is_moderator: false,
          tags: ['mrf_tag:sandbox', 7],
          hide_follows: true,
          hide_followers_count: true,
          relationship: { id: '9', following: true, showing_reblogs: false },
          background_image: 'https://e/bg.png',
        },
        akkoma: { instance: { name: 'e', favicon: 'https://e/f.png' }, status_ttl_days: 30 },
      }),
    );
    expect(account?.pleroma.is_admin).toBe(true);
    expect(account?.pleroma.tags).toEqual(['mrf_tag:sandbox']);
    expect(account?.pleroma.hide_follows).toBe(true);
    expect(account?.pleroma.hide_followers).toBe(false);
    expect(account?.pleroma.hide_followers_count).toBe(true);
    expect(account?.pleroma.relationship).toMatchObject({ id: '9', following: true, showing_reblogs: false });
    expect(account?.pleroma.relationship?.blocking).toBe(false);
    expect(account?.akkoma.status_ttl_days).toBe(30);
  });

  it('gives a Mastodon account (no pleroma block) the default block', () => {
    const account = parseAccount(accountJson());
    expect(account?.pleroma).toMatchObject({
      is_admin: false,
      is_moderator: false,
      tags: [],
      relationship: null,
    });
  });

  it('repairs a wrong pleroma block, counts and missing statics', () => {
    const account = parseAccount(
      accountJson({
        pleroma: 'nonsense',
        followers_count: null,
        statuses_count: '12',
        avatar_static: '',
        header: 'https://e/h.png',
        header_static: null,
        fields: [{ name: 'ok', value: 'v' }, { value: 'no name' }],
        emojis: null,
        username: '',
        acct: 'carol@remote.example',
      }),
    );
    expect(account?.pleroma.is_admin).toBe(false);
    expect(account?.followers_count).toBe(0);
    expect(account?.statuses_count).toBe(12);
    expect(account?.avatar_static).toBe(account?.avatar);
    expect(account?.header_static).toBe('https://e/h.png');
    expect(account?.fields.map((f) => f.name)).toEqual(['ok']);
    expect(account?.emojis).toEqual([]);
    expect(account?.username).toBe('carol');
  });

  it('treats old Pleroma confirmation_pending as unconfirmed', () => {
    expect(parseAccount(accountJson({ pleroma: { confirmation_pending: true } }))?.pleroma.is_confirmed).toBe(
      false,
    );
    expect(parseAccount(accountJson({ pleroma: {} }))?.pleroma.is_confirmed).toBe(true);
  });

  it('reads a moved account recursively', () => {
    const account = parseAccount(accountJson({ id: 'old', moved: accountJson({ id: 'new' }) }));
    expect(account?.moved?.id).toBe('new');
    expect(account?.moved?.moved).toBeNull();
  });

  it('drops accounts without an id or acct, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = parseAccountList([
      accountJson({ id: 'x' }),
      accountJson({ id: undefined, acct: 'a' }),
      { id: 'y' },
    ]);
    expect(list.map((a) => a.id)).toEqual(['x']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('tells local accounts from remote ones by acct', () => {
    expect(isLocalAccount({ acct: 'alice' })).toBe(true);
    expect(isLocalAccount({ acct: 'alice@remote.example' })).toBe(false);
  });
});
