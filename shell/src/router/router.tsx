import { createBrowserRouter, Navigate } from 'react-router';
import { Frame } from '../layout/frame';
import { PasswordResetPage } from '../password-reset';
import {
  AwaitingEmailConfirmationPage,
  RegistrationPage,
  RegistrationRequestSentPage,
} from '../registration';
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
        { path: 'registration', element: <RegistrationPage /> },
        { path: 'registration/:token', element: <RegistrationPage /> },
        { path: 'registration-request-sent', element: <RegistrationRequestSentPage /> },
        { path: 'awaiting-email-confirmation', element: <AwaitingEmailConfirmationPage /> },
        { path: 'password-reset', element: <PasswordResetPage /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
