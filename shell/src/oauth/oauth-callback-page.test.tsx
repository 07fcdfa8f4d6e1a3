import { endUserSession, session$ } from '@murmur/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../auth/auth-test-kit';
import {
  installPageTestContext,
  SERVER,
  serveHappyPath,
  uninstallPageTestContext,
} from '../auth/auth-test-kit';
import { forgetOAuthExchanges, OAuthCallbackPage } from './oauth-callback-page';
import { ensureApp } from './oauth-client';
import { beginAuthorization } from './oauth-pending';

let ctx: TestContext;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderCallback(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/oauth-callback', element: <OAuthCallbackPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/oauth-callback${search}`] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en" defaultLocale="en">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
}

beforeEach(async () => {
  ctx = installPageTestContext();
  serveHappyPath(ctx.server);
  await ensureApp(ctx);
  forgetOAuthExchanges();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  endUserSession();
  uninstallPageTestContext();
  vi.restoreAllMocks();
});

describe('/oauth-callback (spec 1 section 4)', () => {
  it('exchanges the code once, stores the token, logs in and goes to friends', async () => {
    const pending = await beginAuthorization();
    renderCallback(`?code=abc&state=${pending.state}`);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main/friends'));
    const exchanges = ctx.server.requestsTo('POST /oauth/token');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.form).toMatchObject({
      grant_type: 'authorization_code',
      code: 'abc',
      code_verifier: pending.codeVerifier,
    });
    expect(session$.getValue()).toMatchObject({ kind: 'user', token: 'user-token' });
    expect(ctx.storage.read(SERVER).userToken).toBe('user-token');
  });

  it('shows the server’s refusal with a way back to the login page', async () => {
    ctx.server.on('POST /oauth/token', { status: 400, body: { error: 'Invalid credentials' } });
    const pending = await beginAuthorization();
    renderCallback(`?code=stale&state=${pending.state}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid credentials');
    expect(screen.getByRole('link', { name: 'Back to the login page' }).getAttribute('href')).toBe('/login');
    expect(session$.getValue().kind).toBe('anonymous');
  });

  it('changes nothing for a code this browser did not ask for (no or another state)', async () => {
    renderCallback('?code=planted&state=forged');
    expect((await screen.findByRole('alert')).textContent).toContain('not started from this browser');
    expect(ctx.server.requestsTo('POST /oauth/token')).toHaveLength(0);
    expect(session$.getValue().kind).toBe('anonymous');
  });

  it('never replaces the token of an open session', async () => {
    session$.next({ kind: 'user', token: 'alice-token', accountId: '1' });
    const pending = await beginAuthorization();
    renderCallback(`?code=bobs&state=${pending.state}`);
    expect((await screen.findByRole('alert')).textContent).toContain('already signed in');
    expect(ctx.server.requestsTo('POST /oauth/token')).toHaveLength(0);
    expect(session$.getValue()).toMatchObject({ token: 'alice-token' });
    session$.next({ kind: 'anonymous' });
  });

  it('says so when the server sent no code', async () => {
    renderCallback('');
    expect((await screen.findByRole('alert')).textContent).toContain('did not send an authorization code');
    expect(ctx.server.requestsTo('POST /oauth/token')).toHaveLength(0);
  });
});
