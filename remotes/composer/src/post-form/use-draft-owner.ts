import { useInstance, useSession } from '@murmur/shared/core';
import { type DraftOwner, draftOwner } from './drafts';

/** The signed-in account on this instance, whose drafts the form reads and writes. */
export function useDraftOwner(): DraftOwner {
  const session = useSession();
  const { instance } = useInstance();
  return draftOwner(session.kind === 'user' ? session.accountId : 'visitor', instance.uri);
}
