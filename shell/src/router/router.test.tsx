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

/** Stands for every other remote module: names the module and what it was given. */
function ScreenStub({ id, ...props }: { id: string }) {
  return (
    <>
      <h1>{id}</h1>
      <p data-testid="props">{JSON.stringify(props)}</p>
    </>
  );
}

beforeEach(() =>
  setModuleLoader(async (id: string) => ({
    default: id.endsWith('/TimelinePage')
      ? TimelineStub
      : (props: Record<string, unknown>) => <ScreenStub id={id} {...props} />,
  })),
);
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

  it('lets a signed-in user through to a login-required route', async () => {
    session$.next({ kind: 'user', token: 't', accountId: '1' });
    const router = renderAt('/friend-requests');
    expect(router.state.location.pathname).toBe('/friend-requests');
    expect(await screen.findByRole('heading', { name: 'profiles/FollowRequestsPage' })).toBeTruthy();
  });

  it("gives a remote screen the route's parameters and query", async () => {
    renderAt('/search?query=cats');
    expect(await screen.findByRole('heading', { name: 'profiles/SearchPage' })).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('props').textContent ?? '{}')).toEqual({
      params: {},
      search: 'query=cats',
    });
    cleanup();
    renderAt('/notice/42');
    expect(await screen.findByRole('heading', { name: 'timelines/ConversationPage' })).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('props').textContent ?? '{}')).toEqual({ statusId: '42' });
  });

  it('never leaves a route of the table blank', async () => {
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
      expect(await screen.findAllByRole('heading', { level: 1 }), path).not.toHaveLength(0);
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
