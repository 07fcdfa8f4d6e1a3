import { ANONYMOUS, instance$, session$, UNLOADED_INSTANCE } from '@murmur/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOAuthStorage, setOAuthStorage } from '../oauth/oauth-storage';
import { resetAppToken } from './registration-api';
import { RegistrationPage } from './registration-page';
import type { FakeServer } from './test-kit';
import { BASE_URL, fakeServer, publishTestInstance, renderAt } from './test-kit';

const ROUTES = [
  { path: '/registration', element: <RegistrationPage /> },
  { path: '/registration/:token', element: <RegistrationPage /> },
];

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.reply('GET /api/v1/pleroma/captcha', { body: { type: 'none' } });
  server.reply('POST /api/v1/apps', { body: { client_id: 'cid', client_secret: 'secret' } });
  server.reply('POST /oauth/token', { body: { access_token: 'app-token' } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  resetAppToken();
  session$.next(ANONYMOUS);
  instance$.next(UNLOADED_INSTANCE);
  window.localStorage.clear();
  setOAuthStorage(null);
  vi.restoreAllMocks();
});

const field = (name: RegExp | string) => screen.getByLabelText(name);
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillValidForm() {
  type(/^Username/, 'lain');
  type(/^Display name/, 'Lain Iwakura');
  type(/^Password$/, 'present day');
  type(/^Password confirmation/, 'present day');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('the registration page (spec 1 sections 3 to 5)', () => {
  it('has a labelled field for username, display name, e-mail, bio, password and confirmation', async () => {
    publishTestInstance();
    renderAt('/registration', ROUTES);
    for (const label of [
      /^Username/,
      /^Display name/,
      /^Email/,
      /^Bio/,
      /^Password$/,
      /^Password confirmation/,
    ]) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeTruthy();
    await waitFor(() => expect(server.to('GET /api/v1/pleroma/captcha')).toHaveLength(1));
  });

  it('shows every required-field message next to its field and blocks submission while invalid', async () => {
    publishTestInstance();
    renderAt('/registration', ROUTES);
    submit();
    const username = field(/^Username/);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(username.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Username cannot be left blank');
    expect(screen.getByText('Display name cannot be left blank')).toBeTruthy();
    expect(screen.getByText('Password cannot be left blank')).toBeTruthy();
    expect(screen.getByText('Password confirmation cannot be left blank')).toBeTruthy();
    expect(screen.queryByText('Email cannot be left blank')).toBeNull();
    expect(document.activeElement).toBe(username);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.to('POST /api/v1/accounts')).toHaveLength(0);
  });

  it('treats a blank username as missing (trimmed) and wants the confirmation equal to the password', () => {
    publishTestInstance();
    renderAt('/registration', ROUTES);
    fillValidForm();
    type(/^Username/, '   ');
    type(/^Password confirmation/, 'present dax');
    submit();
    expect(screen.getByText('Username cannot be left blank')).toBeTruthy();
    expect(screen.getByText('Password confirmation should be the same as password')).toBeTruthy();
  });

  it('shows a field message once the field is left, before any submission', () => {
    publishTestInstance();
    renderAt('/registration', ROUTES);
    fireEvent.blur(field(/^Display name/));
    expect(screen.getByText('Display name cannot be left blank')).toBeTruthy();
    expect(screen.queryByText('Username cannot be left blank')).toBeNull();
  });

  it('requires e-mail when account activation is required', () => {
    publishTestInstance({ activationRequired: true });
    renderAt('/registration', ROUTES);
    fillValidForm();
    submit();
    expect(screen.getByText('Email cannot be left blank')).toBeTruthy();
  });

  it('asks for a reason only when approval is required, and requires it then', () => {
    publishTestInstance({ approvalRequired: true });
    renderAt('/registration', ROUTES);
    fillValidForm();
    submit();
    expect(field(/^Reason to register/)).toBeTruthy();
    expect(screen.getByText('Reason cannot be left blank')).toBeTruthy();
  });

  it('sends nickname, locale, agreement and the fields with the app token, and goes to registration-request-sent on awaiting_approval', async () => {
    publishTestInstance({ approvalRequired: true });
    let release = () => {};
    server.reply('POST /api/v1/accounts', {
      gate: new Promise<void>((resolve) => {
        release = resolve;
      }),
      body: { identifier: 'awaiting_approval', message: 'wait' },
    });
    renderAt('/registration', ROUTES);
    fillValidForm();
    type(/^Reason to register/, 'I like it here');
    submit();

    // Inputs are disabled while sign-up is pending.
    await waitFor(() => expect(server.to('POST /api/v1/accounts')).toHaveLength(1));
    expect((field(/^Username/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Registering…' }) as HTMLButtonElement).disabled).toBe(true);

    const [request] = server.to('POST /api/v1/accounts');
    expect(request?.headers.get('Authorization')).toBe('Bearer app-token');
    expect(request?.json()).toMatchObject({
      nickname: 'lain',
      fullname: 'Lain Iwakura',
      password: 'present day',
      confirm: 'present day',
      reason: 'I like it here',
      locale: 'en',
      agreement: true,
    });
    expect(server.to('POST /oauth/token')[0]?.json()).toMatchObject({ grant_type: 'client_credentials' });

    release();
    expect((await screen.findByTestId('landed')).textContent).toBe('registration-request-sent');
  });

  it('reuses the app stored for this instance instead of registering another', async () => {
    getOAuthStorage().update(BASE_URL, { clientId: 'known', clientSecret: 'known-secret' });
    publishTestInstance();
    server.reply('POST /api/v1/accounts', { body: { identifier: 'awaiting_approval' } });
    renderAt('/registration', ROUTES);
    fillValidForm();
    submit();
    await screen.findByTestId('landed');
    expect(server.to('POST /api/v1/apps')).toHaveLength(0);
    expect(server.to('POST /oauth/token')[0]?.json()).toMatchObject({
      client_id: 'known',
      client_secret: 'known-secret',
    });
  });

  it('registers the app again when the server no longer knows the stored one', async () => {
    getOAuthStorage().update(BASE_URL, { clientId: 'stale', clientSecret: 'stale-secret' });
    server = fakeServer();
    server.reply('GET /api/v1/pleroma/captcha', { body: { type: 'none' } });
    server.reply('POST /oauth/token', { status: 400, body: { error: 'Invalid credentials' } });
    server.reply('POST /api/v1/apps', { body: { client_id: 'cid', client_secret: 'secret' } });
    server.reply('POST /oauth/token', { body: { access_token: 'app-token' } });
    server.reply('POST /api/v1/accounts', { body: { identifier: 'awaiting_approval' } });
    publishTestInstance();
    renderAt('/registration', ROUTES);
    fillValidForm();
    submit();
    await screen.findByTestId('landed');
    expect(server.to('POST /api/v1/accounts')[0]?.headers.get('Authorization')).toBe('Bearer app-token');
    expect(getOAuthStorage().read(BASE_URL).clientId).toBe('cid');
  });

  it('goes to awaiting-email-confirmation on missing_confirmed_email', async () => {
    publishTestInstance({ activationRequired: true });
    server.reply('POST /api/v1/accounts', { body: { identifier: 'missing_confirmed_email' } });
    renderAt('/registration', ROUTES);
    fillValidForm();
    type(/^Email/, 'lain@wired.example');
    submit();
    expect((await screen.findByTestId('landed')).textContent).toBe('awaiting-email-confirmation');
    expect(server.to('POST /api/v1/accounts')[0]?.json()).toMatchObject({ email: 'lain@wired.example' });
  });

  it('stores the token of a reply with an access token, signs the user in and goes to friends', async () => {
    publishTestInstance();
    server.reply('POST /api/v1/accounts', {
      body: { access_token: 'user-token', me: 'https://murmur.example/users/lain' },
    });
    server.reply('GET /api/v1/accounts/verify_credentials', {
      body: { id: '77', username: 'lain', acct: 'lain' },
    });
    renderAt('/registration', ROUTES);
    fillValidForm();
    submit();
    expect((await screen.findByTestId('landed')).textContent).toBe('friends');
    expect(session$.getValue()).toEqual({ kind: 'user', token: 'user-token', accountId: '77' });
    // Stored for this instance where start-up restores sessions from, with the app it came from.
    expect(getOAuthStorage().read(BASE_URL)).toEqual({
      clientId: 'cid',
      clientSecret: 'secret',
      userToken: 'user-token',
    });
    expect(server.to('GET /api/v1/accounts/verify_credentials')[0]?.headers.get('Authorization')).toBe(
      'Bearer user-token',
    );
  });

  it('shows server field errors as sentences in an alert list, re-enables the form and reloads the captcha', async () => {
    publishTestInstance();
    server.reply('POST /api/v1/accounts', {
      status: 400,
      body: { error: JSON.stringify({ ap_id: ['has already been taken'], email: ['has invalid format'] }) },
    });
    server.reply('GET /api/v1/pleroma/captcha', { body: { type: 'none' } });
    renderAt('/registration', ROUTES);
    fillValidForm();
    submit();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Username has already been taken.', 'Email has invalid format.']);
    expect((field(/^Username/) as HTMLInputElement).disabled).toBe(false);
    await waitFor(() => expect(server.to('GET /api/v1/pleroma/captcha')).toHaveLength(2));
  });

  it('shows the generic error when the server cannot be reached', async () => {
    publishTestInstance();
    server.reply('POST /api/v1/accounts', { networkError: true });
    renderAt('/registration', ROUTES);
    fillValidForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred');
  });

  it('sends the invite token of /registration/{token}', async () => {
    publishTestInstance();
    server.reply('POST /api/v1/accounts', { body: { identifier: 'awaiting_approval' } });
    renderAt('/registration/inv1te', ROUTES);
    expect((field(/^Invite token/) as HTMLInputElement).value).toBe('inv1te');
    fillValidForm();
    submit();
    await screen.findByTestId('landed');
    expect(server.to('POST /api/v1/accounts')[0]?.json()).toMatchObject({ token: 'inv1te' });
  });

  it('redirects to root when registration is closed and there is no invite token', () => {
    publishTestInstance({ registrations: false });
    renderAt('/registration', ROUTES);
    expect(screen.getByTestId('landed').textContent).toBe('root');
  });

  it('stays open with an invite token even when registration is closed', () => {
    publishTestInstance({ registrations: false });
    renderAt('/registration/inv1te', ROUTES);
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeTruthy();
  });

  it('redirects to root when the user is signed in', () => {
    publishTestInstance();
    session$.next({ kind: 'user', token: 't', accountId: '1' });
    renderAt('/registration', ROUTES);
    expect(screen.getByTestId('landed').textContent).toBe('root');
  });

  it('offers the instance languages for e-mails, optional', () => {
    publishTestInstance({ languages: ['en', 'de'] });
    renderAt('/registration', ROUTES);
    const select = field(/In which language/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'en', 'de']);
  });
});

describe('the captcha (spec 1 sections 3 and 5)', () => {
  const native = (n: number) => ({
    type: 'native',
    url: `data:image/png;base64,${n}`,
    token: `tok${n}`,
    answer_data: `ans${n}`,
  });

  it('shows no answer field for type none', async () => {
    publishTestInstance();
    renderAt('/registration', ROUTES);
    await waitFor(() => expect(server.to('GET /api/v1/pleroma/captcha')).toHaveLength(1));
    expect(screen.queryByLabelText('CAPTCHA')).toBeNull();
  });

  it('shows the image and answer field, fetches a new one on clicking the image, and sends the answer', async () => {
    server = fakeServer();
    server.reply('GET /api/v1/pleroma/captcha', { body: native(1) });
    server.reply('GET /api/v1/pleroma/captcha', { body: native(2) });
    server.reply('POST /api/v1/apps', { body: { client_id: 'cid', client_secret: 'secret' } });
    server.reply('POST /oauth/token', { body: { access_token: 'app-token' } });
    server.reply('POST /api/v1/accounts', { body: { identifier: 'awaiting_approval' } });
    publishTestInstance();
    renderAt('/registration', ROUTES);

    const image = await screen.findByRole('img', { name: 'CAPTCHA image' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,1');
    fireEvent.click(screen.getByRole('button', { name: 'CAPTCHA image' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'CAPTCHA image' }).getAttribute('src')).toBe(
        'data:image/png;base64,2',
      ),
    );

    fillValidForm();
    type('CAPTCHA', '424242');
    submit();
    await screen.findByTestId('landed');
    expect(server.to('POST /api/v1/accounts')[0]?.json()).toMatchObject({
      captcha_solution: '424242',
      captcha_token: 'tok2',
      captcha_answer_data: 'ans2',
    });
  });
});
