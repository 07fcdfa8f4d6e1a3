import '../testing/setup-dom';
import { online$, session$, store } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInPart } from '../parts/post-parts';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { Status } from './status';

// The signed-in actions are a part of their own (decision 0255); the post display in the page waits
// for it behind its Suspense, which these tests of the bare display do not render.
beforeAll(() => signedInPart.load(), 30_000);
beforeEach(() => {
  store.reset();
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
});
afterEach(() => {
  cleanup();
  act(() => online$.next(true));
  session$.next({ kind: 'anonymous' });
});

describe('the post actions offline (issue 36)', () => {
  it('are disabled with the reason while there is no network, and come back with it', () => {
    putStatus(statusJson({ id: 'o1' }));
    renderWithProviders(<Status statusId="o1" />);
    const article = screen.getByRole('article');
    const favourite = () => within(article).getByRole('button', { name: /^Favorite/ });
    expect(favourite()).toHaveProperty('disabled', false);
    act(() => online$.next(false));
    expect(favourite()).toHaveProperty('disabled', true);
    expect(favourite().getAttribute('title')).toBe('Favorite: not available offline');
    expect(within(article).getByRole('button', { name: /^Repeat/ })).toHaveProperty('disabled', true);
    expect(within(article).getByRole('button', { name: /^Bookmark/ })).toHaveProperty('disabled', true);
    // Replying stays: what is written is kept as a draft.
    expect(within(article).getByRole('button', { name: 'Reply' })).toHaveProperty('disabled', false);
    act(() => online$.next(true));
    expect(favourite()).toHaveProperty('disabled', false);
  });

  it('disables the more menu’s items that need the server, with the reason, and keeps the others', () => {
    putStatus(statusJson({ id: 'o2', account: accountJson({ id: 'me', username: 'me', acct: 'me' }) }));
    renderWithProviders(<Status statusId="o2" />);
    act(() => online$.next(false));
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = screen.getByRole('menu');
    const remove = within(menu).getByRole('menuitem', { name: 'Delete post: not available offline' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    // Nothing asked: no confirmation, and the menu stays.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('menu')).toBeTruthy();
    // Copying the link needs no server.
    const copy = within(menu).getByRole('menuitem', { name: 'Copy link to status' });
    expect(copy.getAttribute('aria-disabled')).toBeNull();
    act(() => online$.next(true));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete post' })).toBeTruthy();
  });
});
