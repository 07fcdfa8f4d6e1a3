import { AccountName, bus, routePaths, useAccount, useSession } from '@murmur/shared';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuthOptions } from './auth-options';
import { logout } from './logout';
import { authMessages } from './messages';
import { useSettledNavigate } from './use-settled-navigate';
import './auth.css';

export interface UserMenuProps {
  /** Confirm before logging out; defaults to the instance's modalOnLogout (on). */
  confirmLogout?: boolean;
  /** The phone's top bar: no name, and the log-out button as an icon (its name stays 'Log out'). */
  compact?: boolean;
}

/**
 * The top bar's account corner: a log-in link for anonymous visitors; the signed-in user's name
 * and a log-out button (with the confirmation dialog when modalOnLogout is on) otherwise.
 */
export function UserMenu({ confirmLogout, compact = false }: UserMenuProps) {
  const intl = useIntl();
  const session = useSession();
  const account = useAccount(session.kind === 'user' ? session.accountId : null);
  const navigate = useSettledNavigate();
  const { modalOnLogout } = useAuthOptions();
  const [leaving, setLeaving] = useState(false);

  if (session.kind !== 'user') {
    return (
      <div className="user-menu">
        <Link to={routePaths.login()} className="user-menu__login">
          <FormattedMessage {...authMessages.login} />
        </Link>
      </div>
    );
  }

  const signOut = () => {
    setLeaving(true);
    void logout({ navigate }).finally(() => setLeaving(false));
  };
  const askOrSignOut = () => {
    if (!(confirmLogout ?? modalOnLogout)) return signOut();
    // The modal host's confirmation: focus starts on the safe choice, Escape or closing cancels.
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(authMessages.logoutConfirmTitle),
        text: intl.formatMessage(authMessages.logoutConfirm),
        cancelLabel: intl.formatMessage(authMessages.logoutConfirmCancel),
        acceptLabel: intl.formatMessage(authMessages.logoutConfirmAccept),
        onAccept: signOut,
      },
    });
  };

  const name = account?.display_name || account?.username || '';
  return (
    <nav className="user-menu" aria-label={intl.formatMessage(authMessages.userMenu)}>
      {account && !compact ? (
        <span className="user-menu__name" title={`@${account.acct}`}>
          <AccountName text={name} emojis={account.emojis} />
        </span>
      ) : null}
      <button
        type="button"
        className={compact ? 'button user-menu__logout top-bar__icon-button' : 'button user-menu__logout'}
        onClick={askOrSignOut}
        disabled={leaving}
      >
        {compact ? (
          <>
            <LogOut size={20} aria-hidden="true" />
            <span className="visually-hidden">
              <FormattedMessage {...authMessages.logout} />
            </span>
          </>
        ) : (
          <FormattedMessage {...authMessages.logout} />
        )}
      </button>
    </nav>
  );
}
