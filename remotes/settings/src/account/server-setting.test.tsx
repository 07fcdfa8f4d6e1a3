import { type BusEvent, bus, configureApiClient, parseAccount, session$, store } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from './messages';
import { ServerBooleanSetting } from './server-setting';

let release: (reply: Response) => void = () => {};
const sent: { method: string; path: string; body: string }[] = [];
let notices: BusEvent[] = [];
let subscription: { unsubscribe(): void } | undefined;

beforeEach(() => {
  store.reset();
  sent.length = 0;
  notices = [];
  subscription = bus.events$.subscribe((event) => {
    if (event.type === 'notice/raised') notices.push(event);
  });
  const me = parseAccount(accountJson({ id: 'me', username: 'me', acct: 'me', locked: false }));
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  configureApiClient({
    baseUrl: 'https://murmur.example',
    getToken: () => 't',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        path: new URL(String(input)).pathname,
        body: String(init?.body),
      });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    }) as typeof fetch,
  });
});

afterEach(() => {
  cleanup();
  subscription?.unsubscribe();
  session$.next({ kind: 'anonymous' });
});

const box = () => screen.getByRole('checkbox', { name: /approved followers/ }) as HTMLInputElement;

function renderLocked() {
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <ServerBooleanSetting name="locked" label={accountMessages.locked} />
    </IntlProvider>,
  );
}

describe('a server-side option (spec 3 section 4)', () => {
  it('is cleared while the request runs, then shows what the server saved', async () => {
    renderLocked();
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    expect(box().checked).toBe(false);
    expect(box().disabled).toBe(true);
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/accounts/update_credentials' });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ locked: true });
    await act(async () => {
      release(
        new Response(JSON.stringify(accountJson({ id: 'me', username: 'me', acct: 'me', locked: true }))),
      );
    });
    await waitFor(() => expect(box().checked).toBe(true));
    expect(box().disabled).toBe(false);
    expect(notices).toContainEqual(
      expect.objectContaining({ level: 'success', messageKey: 'settings.saving_ok' }),
    );
  });

  it('comes back to the old value, with the reason, when the server refuses', async () => {
    const me = store.accounts.get('me');
    if (me) store.accounts.upsert({ ...me, locked: true });
    renderLocked();
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    expect(box().checked).toBe(false);
    await act(async () => {
      release(new Response(JSON.stringify({ error: 'nope' }), { status: 500 }));
    });
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('back to its previous value');
    expect(notices).toContainEqual(
      expect.objectContaining({ level: 'error', messageKey: 'settings.saving_err' }),
    );
  });
});
