import { afterEach, describe, expect, it, vi } from 'vitest';
import { endUserSession, startUserSession } from './session';
import { registerSignOutCleanup, runSignOutCleanups, signOutCleanupNames } from './sign-out-cleanup';

afterEach(() => localStorage.clear());

describe('sign-out leaves nothing of the account (issue 39)', () => {
  it('deletes the account’s drafts and keeps another account’s', async () => {
    localStorage.setItem(
      'drafts',
      JSON.stringify({
        '7@social.example': { status: { updatedAt: 1, data: { status: 'mine' } } },
        '8@social.example': { status: { updatedAt: 1, data: { status: 'theirs' } } },
      }),
    );
    startUserSession('token', '7');
    endUserSession();
    await vi.waitFor(() => expect(localStorage.getItem('drafts')).not.toContain('mine'));
    expect(JSON.parse(localStorage.getItem('drafts') ?? '{}')).toHaveProperty('8@social.example');
  });

  it('deletes the records kept under the account’s id (recent emoji, skin tone) and no other', async () => {
    localStorage.setItem('recentEmoji:7@social.example', '["neocat_sip"]');
    localStorage.setItem('emojiSkinTone:7@social.example', '3');
    localStorage.setItem('recentEmoji:70@social.example', '["theirs"]');
    localStorage.setItem('recentEmoji', '["a visitor’s"]');
    localStorage.setItem('murmur:preferences', '{}');
    startUserSession('token', '7');
    endUserSession();
    await vi.waitFor(() => expect(localStorage.getItem('recentEmoji:7@social.example')).toBeNull());
    expect(localStorage.getItem('emojiSkinTone:7@social.example')).toBeNull();
    expect(localStorage.getItem('recentEmoji:70@social.example')).toBe('["theirs"]');
    expect(localStorage.getItem('recentEmoji')).toBe('["a visitor’s"]');
    expect(localStorage.getItem('murmur:preferences')).toBe('{}');
  });

  it('runs what other parts register, and a failing one does not stop the rest', async () => {
    const outbox = vi.fn();
    const remove = registerSignOutCleanup('outbox', outbox);
    const removeBroken = registerSignOutCleanup('broken', () => {
      throw new Error('no');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await runSignOutCleanups({ accountId: '7' });
    expect(outbox).toHaveBeenCalledWith({ accountId: '7' });
    expect(signOutCleanupNames()).toEqual(expect.arrayContaining(['drafts', 'outbox', 'broken']));
    remove();
    removeBroken();
    warn.mockRestore();
    expect(signOutCleanupNames()).not.toContain('outbox');
  });
});
