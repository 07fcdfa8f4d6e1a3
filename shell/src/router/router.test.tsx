import { ANONYMOUS, session$, setModuleLoader } from '@murmur/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shellRoutes } from './router';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The shell's routes with a bare frame, so only routing is under test. */
function renderAt(path: string) {
  const [frame] = shellRoutes();
  const children = frame?.children ?? [];
  const routes = [
    {
      element: (
        <>
          <Where />
          <Outlet />
        </>
      ),
      children,
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <IntlProvider locale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

function TimelineStub({ timeline }: { timeline: string }) {
  return <h1>timeline {timeline}</h1>;
}

beforeEach(() => setModuleLoader(async () => ({ default: TimelineStub })));
afterEach(() => {
  session$.next(ANONYMOUS);
  setModuleLoader(() => Promise.reject(new Error('no loader in tests')));
});

describe('routes (spec 1 section 2)', () => {
  it('sends an anonymous visitor from a login-required route to /main/all', async () => {
    renderAt('/main/friends');
    expect((await screen.findByTestId('where')).textContent).toBe('/main/all');
  });

  it('sends anonymous visitors away from every login-required route', async () => {
    for (const path of [
      '/bookmarks',
      '/users/alice/dms',
      '/users/alice/interactions',
      '/alice/notifications',
      '/friend-requests',
      '/who-to-follow',
      '/remote-users/@bob@x.example',
      '/remote-users/x.example/bob',
    ]) {
      const router = renderAt(path);
      expect(router.state.location.pathname, path).toBe('/main/all');
    }
  });

  it('redirects / to /main/all signed out and /main/friends signed in', async () => {
    const out = renderAt('/');
    expect(out.state.location.pathname).toBe('/main/all');
    session$.next({ kind: 'user', token: 't', accountId: '1' });
    const signedIn = renderAt('/');
    expect(signedIn.state.location.pathname).toBe('/main/friends');
  });

  it('lets a signed-in user through to a login-required route', () => {
    session$.next({ kind: 'user', token: 't', accountId: '1' });
    const router = renderAt('/friend-requests');
    expect(router.state.location.pathname).toBe('/friend-requests');
    expect(screen.getByRole('heading', { name: 'Follow requests' })).toBeTruthy();
  });

  it('shows an honest panel, naming the screen, for screens not available yet', () => {
    renderAt('/about');
    expect(screen.getByRole('heading', { name: 'About', level: 1 })).toBeTruthy();
    expect(screen.getByText('This part of Murmur is not available yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the timeline' }).getAttribute('href')).toBe('/');
  });

  it('never leaves a route of the table blank', () => {
    session$.next({ kind: 'user', token: 't', accountId: '1' });
    const paths = [
      '/notice/1',
      '/users/9',
      '/alice',
      '/search?query=x',
      '/lists',
      '/lists/3/edit',
      '/announcements',
      '/about',
      '/remote-users/x.example/bob',
    ];
    for (const path of paths) {
      renderAt(path);
      expect(screen.queryAllByRole('heading', { level: 1 }).length, path).toBeGreaterThan(0);
      cleanup();
    }
  });

  it('renders the bookmarks and DMs timelines through the timelines slot', async () => {
    session$.next({ kind: 'user', token: 't', accountId: '1' });
    renderAt('/bookmarks');
    expect(await screen.findByRole('heading', { name: 'timeline bookmarks' })).toBeTruthy();
    cleanup();
    renderAt('/users/alice/dms');
    expect(await screen.findByRole('heading', { name: 'timeline dms' })).toBeTruthy();
  });

  it('shows the not-found panel for unknown paths', () => {
    renderAt('/a/b/c/d');
    expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeTruthy();
  });
});
