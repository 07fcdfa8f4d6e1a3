import { endUserSession, session$ } from '@murmur/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../modals/modal-host';
import { ensureApp } from '../oauth/oauth-client';
import { afterLogin } from './after-sign-in';
import type { TestContext } from './auth-test-kit';
import { installPageTestContext, SERVER, serveHappyPath, uninstallPageTestContext } from './auth-test-kit';
import { UserMenu, type UserMenuProps } from './user-menu';
// logout.ts loads this on demand; loaded with the test, so that no step waits for its first transform.
import './sign-out-push';

let ctx: TestContext;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu(props: UserMenuProps = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button">elsewhere</button>
            <UserMenu {...props} />
            <Where />
            <ModalHost />
          </>
        ),
      },
    ],
    { initialEntries: ['/main/friends'] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

async function signIn() {
  await ensureApp(ctx);
  await afterLogin('user-token', { navigate: () => {}, ctx });
}

beforeEach(() => {
  ctx = installPageTestContext();
  serveHappyPath(ctx.server);
});

afterEach(() => {
  endUserSession();
  uninstallPageTestContext();
  vi.restoreAllMocks();
});

describe('the user menu', () => {
  it('offers a log-in link to anonymous visitors', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('shows the signed-in user’s name and a log-out button', async () => {
    await signIn();
    renderMenu();
    expect(screen.getByText('Alice Liddell')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

describe('logout with modalOnLogout (spec 1 section 4)', () => {
  it('asks first by default; cancel keeps the user signed in and gives focus back', async () => {
    await signIn();
    renderMenu();
    const user = userEvent.setup();
    const logoutButton = screen.getByRole('button', { name: 'Log out' });
    await user.click(logoutButton);
    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    expect(dialog.textContent).toContain('Do you really want to log out?');
    const cancel = screen.getByRole('button', { name: 'Don’t log out' });
    expect(document.activeElement).toBe(cancel);
    await user.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session$.getValue().kind).toBe('user');
    expect(ctx.server.requestsTo('POST /oauth/revoke')).toHaveLength(0);
    expect(document.activeElement).toBe(logoutButton);
  });

  it('accepting logs out, revokes the token and lands on /main/public', async () => {
    await signIn();
    renderMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog');
    const accept = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Log out');
    await user.click(accept!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main/public'));
    expect(session$.getValue().kind).toBe('anonymous');
    expect(ctx.server.requestsTo('POST /oauth/revoke')).toHaveLength(1);
    expect(ctx.storage.read(SERVER).userToken).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('logs out at once without the confirmation', async () => {
    await signIn();
    renderMenu({ confirmLogout: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/main/public'));
    expect(session$.getValue().kind).toBe('anonymous');
  });
});

describe('logging out from the page it lands on', () => {
  it('does not wait for a navigation that changes nothing', async () => {
    await signIn();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <UserMenu confirmLogout={false} />
              <Where />
            </>
          ),
        },
      ],
      {
        initialEntries: ['/main/public'],
      },
    );
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session$.getValue().kind).toBe('anonymous'), { timeout: 1000 });
  });
});
