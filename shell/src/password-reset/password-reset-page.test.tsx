import { instance$, UNLOADED_INSTANCE } from '@murmur/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeServer } from '../registration/test-kit';
import { fakeServer, publishTestInstance, renderAt } from '../registration/test-kit';
import { PasswordResetPage } from './password-reset-page';

const ROUTES = [{ path: '/password-reset', element: <PasswordResetPage /> }];

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  instance$.next(UNLOADED_INSTANCE);
  vi.restoreAllMocks();
});

function requestReset(value = 'lain@wired.example') {
  fireEvent.change(screen.getByLabelText('Your email or username'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('the password reset page (spec 1 sections 4, 5, 7 and 8)', () => {
  it('posts the e-mail as a URL-encoded query with no body, and says to check the e-mail on 204', async () => {
    publishTestInstance();
    server.reply('POST /auth/password', { status: 204 });
    renderAt('/password-reset', ROUTES);
    expect(screen.getByRole('heading', { name: 'Password reset' })).toBeTruthy();
    requestReset('lain+reset@wired.example');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Check your email for a link to reset your password.',
    );
    const [request] = server.to('POST /auth/password');
    expect(request?.url.search).toBe('?email=lain%2Breset%40wired.example');
    expect(request?.body).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to the home page' }).getAttribute('href')).toBe('/');
  });

  it('disables the field and the button while pending', async () => {
    publishTestInstance();
    let release = () => {};
    server.reply('POST /auth/password', {
      status: 204,
      gate: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    renderAt('/password-reset', ROUTES);
    requestReset();
    await waitFor(() => expect(server.to('POST /auth/password')).toHaveLength(1));
    expect((screen.getByLabelText('Your email or username') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByRole('status');
  });

  it('says the limit of attempts is reached on 429', async () => {
    publishTestInstance();
    server.reply('POST /auth/password', { status: 429, body: { error: 'Throttled' } });
    renderAt('/password-reset', ROUTES);
    requestReset();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have reached the limit of attempts, try again later.',
    );
  });

  it('shows the generic error on a network failure, which can be dismissed', async () => {
    publishTestInstance();
    server.reply('POST /auth/password', { networkError: true });
    renderAt('/password-reset', ROUTES);
    requestReset();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Your email or username') as HTMLInputElement).value).toBe(
      'lain@wired.example',
    );
  });

  it('does not send an empty field', async () => {
    publishTestInstance();
    renderAt('/password-reset', ROUTES);
    requestReset('   ');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.to('POST /auth/password')).toHaveLength(0);
  });

  it('says a reset is required when passwordResetRequested is set', () => {
    publishTestInstance();
    renderAt('/password-reset?passwordResetRequested=true', ROUTES);
    expect(screen.getByText('You must reset your password to log in.')).toBeTruthy();
  });

  it('says password reset is disabled when the mailer is off', () => {
    publishTestInstance({ mailer: false });
    renderAt('/password-reset', ROUTES);
    expect(
      screen.getByText('Password reset is disabled. Please contact your instance administrator.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Your email or username')).toBeNull();
  });

  it('says a reset is required but the mailer is disabled when both apply', () => {
    publishTestInstance({ mailer: false });
    renderAt('/password-reset?passwordResetRequested=true', ROUTES);
    expect(
      screen.getByText(
        'You must reset your password, but password reset is disabled. Please contact your instance administrator.',
      ),
    ).toBeTruthy();
  });
});
