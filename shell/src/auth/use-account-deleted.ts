import { bus, endUserSession, routePaths } from '@murmur/shared/core';
import { useEffect } from 'react';
import { pageOAuthContext, storeUserToken } from '../oauth/oauth-context';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * After the settings deleted the account: the token died with it, so nothing is revoked; the
 * stored token is forgotten (a reload would otherwise say "your session has ended"), the page goes
 * to the public timeline signed out, and the reader is told the account was deleted.
 */
export function useAccountDeleted(router: Navigator): void {
  useEffect(() => {
    const subscription = bus.on('session/account-deleted').subscribe(() => {
      storeUserToken(pageOAuthContext(), null);
      router.navigate(routePaths.publicTimeline(), { replace: true });
      endUserSession();
      bus.emit({
        type: 'notice/raised',
        level: 'info',
        messageKey: 'login.account_deleted',
        timeoutMs: 15_000,
      });
    });
    return () => subscription.unsubscribe();
  }, [router]);
}
