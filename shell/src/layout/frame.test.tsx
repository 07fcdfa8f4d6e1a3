import {
  ANONYMOUS,
  bus,
  parseAccount,
  parseInstance,
  parseNotification,
  resetPreference,
  session$,
  setInstance,
  setModuleLoader,
  setPreference,
  store,
  unreadAnnouncements$,
} from '@murmur/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawersPart, signedInPart } from '../app/shell-parts';
import { Frame } from './frame';

vi.mock('../auth/user-menu', () => ({ UserMenu: () => null }));

// The drawers' and the signed-in chunks, here before the tests open them (in the page it comes on the first open).
beforeAll(() => Promise.all([drawersPart.load(), signedInPart.load()]));

function renderFrame(path = '/main/all') {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/main/all', element: <h1>twkn</h1> },
          { path: '/about', element: <h1>about</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

function setWidth(width: number, height = 900) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

function touch(target: Element, type: string, x: number) {
  const point = { identifier: 1, target, clientX: x, clientY: 100 };
  const event = new Event(type, { bubbles: true }) as Event & Record<string, unknown>;
  Object.assign(event, {
    touches: type === 'touchend' ? [] : [point],
    changedTouches: [point],
  });
  target.dispatchEvent(event);
}

function signInAlice() {
  store.accounts.upsert(
    parseAccount({ id: '1', acct: 'alice', username: 'alice', locked: true, follow_requests_count: 2 })!,
  );
  session$.next({ kind: 'user', token: 't', accountId: '1' });
}

beforeEach(() => {
  setModuleLoader(() => Promise.reject(new Error('no remotes in this test')));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setInstance(parseInstance({ title: 'Example', max_toot_chars: 500, upload_limit: 16 * 1024 * 1024 })!);
  setWidth(1024);
});
afterEach(() => {
  for (const key of ['showNavShortcuts', 'showWiderShortcuts', 'alwaysShowNewPostButton'] as const) {
    act(() => resetPreference(key));
  }
  session$.next(ANONYMOUS);
  store.reset();
  unreadAnnouncements$.next(0);
  vi.restoreAllMocks();
});

describe('the frame on a desktop window', () => {
  it('shows the sidebar, the features panel and the login hint to a visitor', () => {
    renderFrame();
    expect(screen.getByRole('complementary', { name: 'Navigation' })).toBeTruthy();
    expect(screen.getByText('Text limit: 500')).toBeTruthy();
    expect(screen.getByText('Upload limit: 16 MiB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to join the discussion' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Home timeline' })).toBeNull();
  });

  it('gives a signed-in locked account its entries and badges', () => {
    signInAlice();
    unreadAnnouncements$.next(4);
    renderFrame();
    // The panel's navigation (the top bar's shortcuts repeat some of its entries as icons).
    const nav = within(screen.getByRole('navigation', { name: 'Navigation' }));
    expect(nav.getByRole('link', { name: 'Home timeline' })).toBeTruthy();
    expect(nav.getByRole('link', { name: /Follow requests.*2 pending/ })).toBeTruthy();
    expect(nav.getByRole('link', { name: /Announcements.*4 unread/ })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Direct messages' }).getAttribute('href')).toBe('/users/alice/dms');
    expect(screen.queryByText('Log in to join the discussion')).toBeNull();
  });

  it('asks for the settings modal from the preferences button', () => {
    const requested = vi.fn();
    const sub = bus.on('modal/requested').subscribe(requested);
    renderFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    expect(requested).toHaveBeenCalledWith({ type: 'modal/requested', modal: 'settings' });
    sub.unsubscribe();
  });

  it('counts unseen notifications and unread announcements in the title', async () => {
    signInAlice();
    renderFrame();
    await waitFor(() => expect(document.title).toBe('Example'));
    const notification = (id: string, seen: boolean) =>
      parseNotification({
        id,
        type: 'follow',
        created_at: '2024-01-01T00:00:00Z',
        account: { id: '2', acct: 'bob', username: 'bob' },
        pleroma: { is_seen: seen },
      })!;
    act(() => {
      store.notifications.upsertMany([
        notification('10', false),
        notification('11', false),
        notification('12', true),
      ]);
      unreadAnnouncements$.next(1);
    });
    await waitFor(() => expect(document.title).toBe('(3) Example'));
  });
});

describe('the frame on a phone', () => {
  beforeEach(() => setWidth(390, 844));

  it('opens the side drawer from the menu button and closes it with a left swipe of 30 px', () => {
    renderFrame();
    expect(screen.queryByRole('complementary', { name: 'Navigation' })).toBeNull();
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByTestId('side-drawer');
    act(() => {
      touch(drawer, 'touchstart', 200);
      touch(drawer, 'touchmove', 185);
      touch(drawer, 'touchend', 185);
    });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      touch(drawer, 'touchstart', 200);
      touch(drawer, 'touchmove', 170);
      touch(drawer, 'touchend', 170);
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the drawer when a link in it is followed', () => {
    const router = renderFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByTestId('side-drawer').querySelector('a[href="/about"]')!);
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the alert dot for unseen notifications and closes the notifications drawer on a right swipe', () => {
    signInAlice();
    act(() =>
      store.notifications.upsert(
        parseNotification({
          id: '10',
          type: 'follow',
          created_at: '2024-01-01T00:00:00Z',
          account: { id: '2', acct: 'bob', username: 'bob' },
        })!,
      ),
    );
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    renderFrame();
    expect(screen.getByTestId('alert-dot')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Notifications (there are unread ones)' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('dialog', { name: 'Notifications' });
    act(() => {
      touch(drawer, 'touchstart', 100);
      touch(drawer, 'touchmove', 160);
      touch(drawer, 'touchend', 160);
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Closing marks them seen.
    expect(screen.queryByTestId('alert-dot')).toBeNull();
  });

  it('closes the notifications drawer on a route change', async () => {
    signInAlice();
    const router = renderFrame();
    const button = screen.getByRole('button', { name: 'Notifications' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      await router.navigate('/about');
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the floating new-post button to a signed-in user, which asks for the post form', () => {
    signInAlice();
    const requested = vi.fn();
    const sub = bus.on('modal/requested').subscribe(requested);
    renderFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Post new status' }));
    expect(requested).toHaveBeenCalledWith({ type: 'modal/requested', modal: 'post-form' });
    sub.unsubscribe();
  });
});

describe('the top bar’s shortcuts (spec 3 showNavShortcuts, showWiderShortcuts)', () => {
  it('offers the signed-in reader’s timelines as named icons, by the navigation’s rules', () => {
    signInAlice();
    renderFrame();
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    const names = [...shortcuts.querySelectorAll('a')].map((a) => a.getAttribute('aria-label'));
    expect(names).toContain('Home timeline');
    expect(names).toContain('Bookmarks');
    expect(names).toContain('Interactions');
    expect(shortcuts.querySelector('a[aria-label="Home timeline"]')?.getAttribute('href')).toBe(
      '/main/friends',
    );
    expect(shortcuts.className).toContain('top-bar__shortcuts--wider');
    act(() => setPreference('showWiderShortcuts', false));
    expect(screen.getByRole('navigation', { name: 'Shortcuts' }).className).not.toContain('--wider');
  });

  it('gives a visitor no signed-in shortcut, and none at all when the option is off', () => {
    renderFrame();
    const names = [...screen.getByRole('navigation', { name: 'Shortcuts' }).querySelectorAll('a')].map((a) =>
      a.getAttribute('aria-label'),
    );
    expect(names).not.toContain('Home timeline');
    expect(names).not.toContain('Bookmarks');
    act(() => setPreference('showNavShortcuts', false));
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
  });

  it('shows the floating new-post button on a desktop only with alwaysShowNewPostButton', () => {
    signInAlice();
    renderFrame();
    expect(document.querySelector('.new-post-button')).toBeNull();
    act(() => setPreference('alwaysShowNewPostButton', true));
    expect(document.querySelector('.new-post-button')).not.toBeNull();
  });
});
