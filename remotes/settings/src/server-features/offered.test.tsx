import {
  configureApiClient,
  EMPTY_INSTANCE,
  instance$,
  parseAccount,
  session$,
  setInstance,
  store,
} from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SecurityTab } from '../tabs/security-tab';

const asked: string[] = [];

beforeEach(() => {
  store.reset();
  sessionStorage.clear();
  asked.length = 0;
  const me = parseAccount(accountJson({ id: 'me', username: 'me', acct: 'me' }));
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  // A server that names no software: Pleroma's calls are asked, and it has none of them.
  setInstance({ ...EMPTY_INSTANCE });
  configureApiClient({
    baseUrl: 'https://murmur.example',
    getToken: () => 't',
    fetch: (async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input)).pathname);
      return new Response(JSON.stringify({ error: 'Not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
});

afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
});

const renderTab = () =>
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <SecurityTab />
    </IntlProvider>,
  );

describe('settings sections of calls the server lacks', () => {
  it('say so in one line each under their title, learn it for the tab, and are not asked again', async () => {
    renderTab();
    await waitFor(() => expect(screen.getAllByText('This server does not offer this.')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(instance$.getValue().capabilities.twoFactor).toBe(false);
    expect(instance$.getValue().capabilities.sessionList).toBe(false);
    expect([...asked].sort()).toEqual(['/api/oauth_tokens.json', '/api/pleroma/accounts/mfa']);

    // Opened again: the learned sections are left out, nothing is asked.
    cleanup();
    renderTab();
    expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Change email' })).toBeTruthy();
    expect(asked).toHaveLength(2);
  });

  it('is one line for a tab whose calls the capability map says the server lacks, asking nothing', () => {
    setInstance({ ...EMPTY_INSTANCE, version: '4.3.2' });
    renderTab();
    expect(screen.getByText('This server does not offer this.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(asked).toEqual([]);
  });
});
