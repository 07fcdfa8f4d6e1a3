import { type Account, useAccount, useSession } from '@murmur/shared/core';

/** The signed-in user's account (from the store), or undefined for a visitor. */
export function useViewer(): { signedIn: boolean; account: Account | undefined } {
  const session = useSession();
  const account = useAccount(session.kind === 'user' ? session.accountId : null);
  return { signedIn: session.kind === 'user', account };
}
