import {
  type Account,
  AccountName,
  AccountPicture,
  DEFAULT_RESTRICTED_NICKNAMES,
  profilePath,
  useInstance,
} from '@murmur/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';

/** The instance's restricted nicknames (nodeinfo), for profile links; the defaults until known. */
function useRestrictedNicknames(): readonly string[] {
  const { nodeinfo } = useInstance();
  const fromServer = nodeinfo?.metadata.restrictedNicknames;
  return useMemo(
    () =>
      fromServer && fromServer.length > 0
        ? [...DEFAULT_RESTRICTED_NICKNAMES, ...fromServer]
        : DEFAULT_RESTRICTED_NICKNAMES,
    [fromServer],
  );
}

/** The link to an account's profile, by the spec's profile-link rule. */
export function useProfileHref(account: Pick<Account, 'id' | 'acct'>): string {
  return profilePath(account, useRestrictedNicknames());
}

/** An account as a small link: avatar (http(s) only) and display name with its custom emoji. */
export function AccountLink({ account, showAvatar = true }: { account: Account; showAvatar?: boolean }) {
  const href = useProfileHref(account);
  return (
    <Link to={href} className="account-link" title={`@${account.acct}`}>
      {showAvatar ? (
        <AccountPicture
          className="account-link-avatar"
          src={account.avatar || account.avatar_static}
          stillSrc={account.avatar_static}
          width={24}
          height={24}
          loading="lazy"
        />
      ) : null}
      <AccountName
        className="account-link-name"
        text={account.display_name || account.username}
        emojis={account.emojis}
      />
    </Link>
  );
}
