import { online$, parseAccount, store } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModerationModal } from '../modal/moderation-modal';
import { fakeServer, Providers, signInAs, signOut } from '../testing/test-kit';
import { UserModerationMenu } from '../user-menu/user-moderation-menu';

afterEach(() => {
  act(() => online$.next(true));
  signOut();
});

const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('moderation offline (issue 36)', () => {
  it('holds a new announcement with the reason, keeps its text, and posts it once back online', async () => {
    signInAs('admin');
    const server = fakeServer();
    act(() => online$.next(false));
    render(
      <Providers>
        <ModerationModal props={{ tab: 'announcements' }} onClose={() => {}} />
      </Providers>,
    );
    expect(screen.getByText(/Moderation actions need the server/)).toBeTruthy();
    const text = screen.getByRole('textbox', { name: 'Announcement text' }) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Maintenance tonight' } });
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post.getAttribute('aria-disabled')).toBe('true');
    expect(post.hasAttribute('disabled')).toBe(false);
    expect(described(post)).toBe('Post: not available offline');
    fireEvent.click(post);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    expect(text.value).toBe('Maintenance tonight');

    server.reply('POST /api/v1/pleroma/admin/announcements', { body: { id: 'n1' } });
    act(() => online$.next(true));
    expect(post.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(/Moderation actions need the server/)).toBeNull();
    fireEvent.click(post);
    await waitFor(() =>
      expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
  });

  it('keeps the staff menu’s items in the keyboard’s loop offline, says why, and does nothing', () => {
    signInAs('admin');
    const server = fakeServer();
    const target = parseAccount(accountJson({ id: 't1', username: 'trouble' }));
    if (target) store.accounts.upsert(target);
    act(() => online$.next(false));
    render(
      <Providers>
        <UserModerationMenu accountId="t1" />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Moderation' }));
    const deactivate = screen.getByRole('menuitem', { name: 'Deactivate account: not available offline' });
    expect(deactivate.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(deactivate);
    // Nothing asked: the menu is still open, no request went.
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    act(() => online$.next(true));
    expect(
      screen.getByRole('menuitem', { name: 'Deactivate account' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });
});
