import {
  endUserSession,
  instance$,
  parseInstance,
  session$,
  setInstance,
  startUserSession,
  UNLOADED_INSTANCE,
} from '@murmur/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestContext } from './auth-test-kit';
import { installPageTestContext, SERVER, serveHappyPath, uninstallPageTestContext } from './auth-test-kit';
import { LoginPage, type LoginPageProps } from './login-page';

let ctx: TestContext;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(props: LoginPageProps = {}) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage {...props} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

async function signInAs(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

/** A server where alice has two-factor on: the password grant answers mfa_required. */
function serveTwoFactor() {
  ctx.server.on('POST /oauth/token', (r) =>
    r.form.grant_type === 'client_credentials'
      ? { status: 200, body: { access_token: 'app' } }
      : {
          status: 403,
          body: { error: 'mfa_required', mfa_token: 'mfa-1', supported_challenge_types: 'totp' },
        },
  );
  ctx.server.on('POST /oauth/mfa/challenge', (r) =>
    (r.form.challenge_type === 'totp' && r.form.code === '123456') ||
    (r.form.challenge_type === 'recovery' && r.form.code === 'murmur-rc-0001')
      ? { status: 200, body: { access_token: 'user-token' } }
      : { status: 400, body: { error: 'Invalid code' } },
  );
}

beforeEach(() => {
  ctx = installPageTestContext();
  serveHappyPath(ctx.server);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  endUserSession();
  instance$.next(UNLOADED_INSTANCE);
  uninstallPageTestContext();
  vi.restoreAllMocks();
});

describe('the login panel (spec 1 section 2)', () => {
  it('has labelled username and password fields, a forgot-password link and a submit button', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/password-reset',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('offers no register link when registration is closed', () => {
    setInstance(parseInstance({ uri: 'social.example', registrations: false })!);
    renderLogin();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('offers the register link when registration is open', () => {
    setInstance(parseInstance({ uri: 'social.example', registrations: true })!);
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/registration');
  });

  it('signs in with a password and goes to the home timeline', async () => {
    renderLogin();
    await signInAs('alice', 'murmur-demo');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main/friends'));
    expect(session$.getValue()).toMatchObject({ kind: 'user', token: 'user-token' });
    expect(ctx.storage.read(SERVER).userToken).toBe('user-token');
  });

  it('is disabled while login is in progress', async () => {
    let release: () => void = () => {};
    ctx.server.on(
      'POST /oauth/token',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { access_token: 'user-token' } });
        }),
    );
    renderLogin();
    await signInAs('alice', 'murmur-demo');
    await waitFor(() => expect((screen.getByLabelText('Username') as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main/friends'));
  });

  it('a refused password reads "Wrong username or password" in a dismissible alert', async () => {
    renderLogin();
    const user = await signInAs('alice', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wrong username or password');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect((screen.getByLabelText('Username') as HTMLInputElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other token-endpoint errors as received', async () => {
    ctx.server.on('POST /oauth/token', {
      status: 403,
      body: { error: 'Your account is awaiting approval.' },
    });
    renderLogin();
    await signInAs('alice', 'murmur-demo');
    expect((await screen.findByRole('alert')).textContent).toContain('Your account is awaiting approval.');
  });

  it('a 401 when verifying reads "Wrong username or password"', async () => {
    ctx.server.on('GET /api/v1/accounts/verify_credentials', { status: 401, body: { error: 'nope' } });
    renderLogin();
    await signInAs('alice', 'murmur-demo');
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong username or password');
    expect(session$.getValue().kind).toBe('anonymous');
  });

  it('a server that cannot be reached reads "Failed to connect to server, try again"', async () => {
    ctx.server.on('POST /oauth/token', 'network');
    renderLogin();
    await signInAs('alice', 'murmur-demo');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to connect to server, try again',
    );
  });

  it('password_reset_required goes to the password-reset route with passwordResetRequested', async () => {
    ctx.server.on('POST /oauth/token', {
      status: 403,
      body: { error: 'Password reset is required', identifier: 'password_reset_required' },
    });
    renderLogin();
    await signInAs('alice', 'murmur-demo');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/password-reset?passwordResetRequested=true'),
    );
  });

  it('sends someone already signed in to the home timeline', async () => {
    startUserSession('user-token', 'x');
    renderLogin();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main/friends'));
  });

  it('leaves for the server’s authorize page with the OAuth button', async () => {
    const redirect = vi.fn();
    renderLogin({ redirect });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with the server’s page' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const url = new URL(redirect.mock.calls[0]?.[0] as string);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/oauth-callback`);
    expect(url.searchParams.get('scope')).toBe('read write follow push admin');
  });

  it('shows the connection error when the authorize page cannot be prepared', async () => {
    ctx.server.on('POST /api/v1/apps', 'network');
    const redirect = vi.fn();
    renderLogin({ redirect });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with the server’s page' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to connect to server, try again',
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it('on an OAuth-only instance shows a hint instead of the password fields', () => {
    renderLogin({ initial: 'token' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/signs you in on its own page/)).toBeTruthy();
  });
});

describe('the two-factor screens (spec 1 sections 2 and 5)', () => {
  it('mfa_required shows the two-factor screen; a right code signs in', async () => {
    serveTwoFactor();
    renderLogin();
    const user = await signInAs('alice', 'murmur-demo');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    const code = screen.getByLabelText('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main/friends'));
    expect(ctx.server.requestsTo('POST /oauth/mfa/challenge')[0]?.form).toMatchObject({
      mfa_token: 'mfa-1',
      code: '123456',
      challenge_type: 'totp',
    });
  });

  it('a failed code clears the field and shows the server’s error', async () => {
    serveTwoFactor();
    renderLogin();
    const user = await signInAs('alice', 'murmur-demo');
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid code');
    expect((code as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(session$.getValue().kind).toBe('anonymous');
  });

  it('goes to the recovery screen and back, and signs in with a recovery code', async () => {
    serveTwoFactor();
    renderLogin();
    const user = await signInAs('alice', 'murmur-demo');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByRole('heading', { name: 'Two-factor recovery' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enter a two-factor code' }));
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'murmur-rc-0001');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main/friends'));
    expect(ctx.server.requestsTo('POST /oauth/mfa/challenge')[0]?.form.challenge_type).toBe('recovery');
  });

  it('cancel goes back to the password form', async () => {
    serveTwoFactor();
    renderLogin();
    const user = await signInAs('alice', 'murmur-demo');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });
});
