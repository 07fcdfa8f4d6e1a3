import { createBrowserRouter, Navigate } from 'react-router';
import { Frame } from '../layout/frame';
import { NotFound } from './not-found';
import { PublicTimelineRoute, TagTimelineRoute } from './route-views';

/** The logged-out root redirect (spec 1 section 2). */
export const ROOT_REDIRECT = '/main/all';

export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <Frame />,
      children: [
        { index: true, element: <Navigate to={ROOT_REDIRECT} replace /> },
        { path: 'main/all', element: <PublicTimelineRoute timeline="publicAndExternal" /> },
        { path: 'main/public', element: <PublicTimelineRoute timeline="public" /> },
        { path: 'main/bubble', element: <PublicTimelineRoute timeline="bubble" /> },
        { path: 'tag/:tag', element: <TagTimelineRoute /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
