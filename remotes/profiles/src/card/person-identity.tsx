import { type Account, AccountName, AccountPicture, profilePath } from '@murmur/shared';
import { Link } from 'react-router';

/**
 * A person in a list (search results, followers, suggestions, requests, staff): the avatar, then
 * the name with its custom emoji and the handle, linking to the profile.
 */
export function PersonIdentity({ account }: { account: Account }) {
  return (
    <>
      <AccountPicture
        src={account.avatar || account.avatar_static}
        stillSrc={account.avatar_static}
        width={40}
        height={40}
        className="search__avatar"
      />
      <Link to={profilePath(account, [])} className="search__person-link">
        <AccountName
          className="search__person-name"
          text={account.display_name || account.username}
          emojis={account.emojis}
        />
        <bdi className="search__person-acct">@{account.acct}</bdi>
      </Link>
    </>
  );
}
