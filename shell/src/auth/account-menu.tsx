import { AccountName, bus, useAccount, useSession } from '@murmur/shared/core';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthOptions } from './auth-options';
import { logout } from './logout';
import { authMessages } from './messages';
import { useSettledNavigate } from './use-settled-navigate';
import type { UserMenuProps } from './user-menu';

/**
 * The top bar's account corner for a signed-in user: the name and a log-out button (with the
 * confirmation dialog when modalOnLogout is on). A chunk of its own with the log-out sequence
 * (user-menu.tsx draws it): a visitor never downloads it (issue 40).
 */
export function AccountMenu({ confirmLogout, compact = false }: UserMenuProps) {
  const intl = useIntl();
  const session = useSession();
  const account = useAccount(session.kind === 'user' ? session.accountId : null);
  const navigate = useSettledNavigate();
  const { modalOnLogout } = useAuthOptions();
  const [leaving, setLeaving] = useState(false);

  if (session.kind !== 'user') return null;

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
