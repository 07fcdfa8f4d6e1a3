import {
  configureApiClient,
  getPreferences,
  online$,
  parseAccount,
  resetPreference,
  session$,
  store,
} from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsModal } from '../settings-modal/settings-modal';

const sent: { method: string; path: string; body: string }[] = [];

beforeEach(() => {
  store.reset();
  sent.length = 0;
  const me = parseAccount(
    accountJson({
      id: 'me',
      username: 'me',
      acct: 'me',
      display_name: 'Me',
      source: { note: 'my bio', fields: [], privacy: 'public', sensitive: false },
    }),
  );
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  configureApiClient({
    baseUrl: 'https://murmur.example',
    getToken: () => 't',
    // No network while the browser says it is offline: every call fails as fetch does then.
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        path: new URL(String(input)).pathname,
        body: String(init?.body),
      });
      if (!online$.getValue()) throw new TypeError('Failed to fetch');
      const path = new URL(String(input)).pathname;
      if (path === '/api/v1/accounts/verify_credentials' && (init?.method ?? 'GET') === 'GET') {
        const fresh = {
          id: 'me',
          username: 'me',
          display_name: 'Me',
          source: { note: 'my bio', fields: [] },
        };
        return new Response(JSON.stringify(accountJson(fresh)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      if ((init?.method ?? 'GET') === 'PATCH') {
        return new Response(
          JSON.stringify(accountJson({ id: 'me', username: 'me', display_name: 'Typed' })),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      return new Response('{}', { status: 404 });
    }) as typeof fetch,
  });
});

afterEach(() => {
  cleanup();
  act(() => online$.next(true));
  session$.next({ kind: 'anonymous' });
  resetPreference('hideMutedPosts');
});

const modal = (tab: string) => (
  <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
    <SettingsModal props={{ tab }} onClose={() => {}} />
  </IntlProvider>
);

const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the settings offline (issue 36)', () => {
  it('keeps the profile form editable, holds Save and the server options with the reason, and sends once back online', async () => {
    act(() => online$.next(false));
    render(modal('profile'));
    // The server cannot be read: the kept account fills the form.
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    expect(name.value).toBe('Me');
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Typed' } });

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(described(save)).toBe('Save: not available offline');
    const locked = screen.getByRole('checkbox', { name: /approved followers/ }) as HTMLInputElement;
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(described(locked)).toMatch(/cannot be saved until the network returns/);

    const before = sent.length;
    fireEvent.click(save);
    fireEvent.click(locked);
    expect(locked.checked).toBe(false);
    expect(sent.slice(before).filter((call) => call.method !== 'GET')).toEqual([]);
    expect(name.value).toBe('Typed');

    act(() => online$.next(true));
    // Back online the tab reads the server again; the form (and what was typed) stays.
    await waitFor(() =>
      expect(sent.filter((call) => call.path.endsWith('verify_credentials')).length).toBe(2),
    );
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBeNull());
    expect(name.value).toBe('Typed');
    expect(locked.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(/You are offline/)).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(sent.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = sent.find((call) => call.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}').display_name).toBe('Typed');
  });

  it('keeps the settings of this browser working offline', () => {
    act(() => online$.next(false));
    render(modal('filtering'));
    const box = screen.getByRole('checkbox', { name: /muted/i }) as HTMLInputElement;
    expect(box.getAttribute('aria-disabled')).toBeNull();
    const was = getPreferences().hideMutedPosts;
    fireEvent.click(box);
    expect(getPreferences().hideMutedPosts).toBe(!was);
  });

  it('holds a domain block offline with what was typed, and adds it with the network', async () => {
    act(() => online$.next(false));
    render(modal('mutes'));
    const field = screen.getByRole('textbox', { name: 'Domain' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'bad.example' } });
    const block = screen.getByRole('button', { name: /Block/ });
    expect(block.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(block);
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    expect(field.value).toBe('bad.example');
    act(() => online$.next(true));
    fireEvent.click(block);
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
  });
});
