import { type Account, useRelationship } from '@murmur/shared';
import { useEffect } from 'react';
import { PersonIdentity } from '../card/person-identity';
import { FollowButton } from '../relationships/follow-button';
import { loadRelationship } from '../relationships/relationship-actions';

/** A suggested account: avatar, name, acct, and (on the page) the follow button. */
export function SuggestionRow({ account, withFollow }: { account: Account; withFollow: boolean }) {
  const relationship = useRelationship(account.id);
  useEffect(() => {
    if (!withFollow) return;
    const controller = new AbortController();
    loadRelationship(account.id, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [account.id, withFollow]);
  return (
    <li className="search__person">
      <PersonIdentity account={account} />
      {withFollow ? <FollowButton account={account} relationship={relationship ?? undefined} /> : null}
    </li>
  );
}
