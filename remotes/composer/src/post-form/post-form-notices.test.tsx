import '../testing/setup-dom';
import {
  EMPTY_INSTANCE,
  getPreferences,
  parseAccount,
  resetPreference,
  session$,
  setInstance,
  store,
} from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { PostForm } from './post-form';

function signIn(locked: boolean) {
  const me = parseAccount(accountJson({ id: 'me', username: 'me', acct: 'me', locked }));
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
}

beforeEach(() => {
  store.reset();
  localStorage.clear();
  resetPreference('hideScopeNotice');
  setInstance({ ...EMPTY_INSTANCE, max_toot_chars: 500 });
});

afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
  resetPreference('hideScopeNotice');
});

const scope = () => screen.getByRole('combobox', { name: 'Visibility' }) as HTMLSelectElement;
const choose = (value: string) => fireEvent.change(scope(), { target: { value } });
const notice = () => document.querySelector('[data-scope-notice]');

describe('the post form’s scope notices', () => {
  it('follows the scope, and is dismissed for good', () => {
    signIn(false);
    renderWithProviders(<PostForm placement="sidebar" />);
    expect(notice()?.textContent).toBe('This post will be visible to everyone');
    expect(scope().getAttribute('aria-describedby')).toBe(notice()?.id);
    choose('unlisted');
    expect(notice()?.textContent).toContain('will not be visible in Public Timeline');
    choose('private');
    expect(notice()?.textContent).toContain('Your account is not locked.');
    choose('direct');
    // This instance names no safe DM mentions: every mention reads the post.
    expect(notice()?.textContent).toBe('This post will be visible to all the mentioned users.');
    choose('public');
    fireEvent.click(screen.getByRole('button', { name: 'Close this notice' }));
    expect(getPreferences().hideScopeNotice).toBe(true);
    expect(notice()).toBeNull();
    choose('unlisted');
    expect(notice()).toBeNull();
    choose('private');
    expect(notice()?.getAttribute('data-scope-notice')).toBe('not-locked');
  });

  it('says followers only to a locked account', () => {
    signIn(true);
    renderWithProviders(<PostForm placement="sidebar" />);
    choose('private');
    expect(notice()?.textContent).toBe('This post will be visible to your followers only');
  });
});

describe('what the form tells about itself', () => {
  it('says that Ctrl+Enter posts', () => {
    signIn(false);
    renderWithProviders(<PostForm placement="sidebar" />);
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post.getAttribute('aria-keyshortcuts')).toBe('Control+Enter');
    expect(screen.getByText('Ctrl+Enter posts').id).toBe(post.getAttribute('aria-describedby'));
  });

  it('shows the post it quotes', () => {
    signIn(false);
    putStatus(
      statusJson({
        id: 'q1',
        content: '<p>quoted words</p>',
        account: accountJson({ id: 'a1', acct: 'alice' }),
      }),
    );
    renderWithProviders(<PostForm placement="column" quoteId="q1" />);
    const quoting = screen.getByRole('region', { name: 'Quoting' });
    expect(quoting.textContent).toContain('quoted words');
    expect(quoting.textContent).toContain('@alice');
  });
});
