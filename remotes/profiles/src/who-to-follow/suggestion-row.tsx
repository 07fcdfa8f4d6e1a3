import { type Account, AccountName, profilePath, safeMediaUrl, useRelationship } from '@murmur/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { FollowButton } from '../relationships/follow-button';
import { fetchRelationship } from '../relationships/relationship-actions';

/** A suggested account: avatar, name, acct, and (on the page) the follow button. */
export function SuggestionRow({ account, withFollow }: { account: Account; withFollow: boolean }) {
  const relationship = useRelationship(account.id);
  useEffect(() => {
    if (!withFollow) return;
    const controller = new AbortController();
    fetchRelationship(account.id, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [account.id, withFollow]);
  const avatar = safeMediaUrl(account.avatar_static || account.avatar);
  return (
    <li className="search__person">
      {avatar ? <img src={avatar} alt="" width={40} height={40} className="search__avatar" /> : null}
      <Link to={profilePath(account, [])} className="search__person-link">
        <AccountName
          className="search__person-name"
          text={account.display_name || account.username}
          emojis={account.emojis}
        />
        <bdi className="search__person-acct">@{account.acct}</bdi>
      </Link>
      {withFollow ? <FollowButton account={account} relationship={relationship ?? undefined} /> : null}
    </li>
  );
}
