import { routePaths, useSession } from '@murmur/shared/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Lazy } from '../app/lazy-part';
import { signedInPart } from '../app/shell-parts';
import './auth.css';

// The one account text a visitor's page shows; the rest are in messages.ts, with the sign-in screens.
const messages = defineMessages({ login: { id: 'login.login', defaultMessage: 'Log in' } });

export interface UserMenuProps {
  /** Confirm before logging out; defaults to the instance's modalOnLogout (on). */
  confirmLogout?: boolean;
  /** The phone's top bar: no name, and the log-out button as an icon (its name stays 'Log out'). */
  compact?: boolean;
}

/**
 * The top bar's account corner: a log-in link for anonymous visitors; the signed-in user's name
 * and a log-out button (with the confirmation dialog when modalOnLogout is on) otherwise. That
 * signed-in corner (account-menu.tsx, with the log-out sequence) is a chunk of its own: start-up
 * fetches it beside a stored token's check, and a sign-in before it starts the session, so a
 * signed-in page draws it with the rest of the top bar, never a frame later (issue 40).
 */
export function UserMenu(props: UserMenuProps) {
  const session = useSession();
  if (session.kind !== 'user') {
    return (
      <div className="user-menu">
        <Link to={routePaths.login()} className="user-menu__login">
          <FormattedMessage {...messages.login} />
        </Link>
      </div>
    );
  }
  return <Lazy part={signedInPart}>{(menu) => <menu.AccountMenu {...props} />}</Lazy>;
}
