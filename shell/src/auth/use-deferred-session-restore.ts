import { bus, rootRedirect, useFrontendConfig } from '@murmur/shared';
import { useEffect } from 'react';
import { pageOAuthContext } from '../oauth/oauth-client';
import { retryStoredSession, takeDeferredSessionRestore } from './session-retry';

/** How long the 'could not restore' notice stays: long enough to read, the retries go on after. */
const UNREACHABLE_NOTICE_MS = 15_000;

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string } };
}

/**
 * A stored session the server could not confirm at start-up is not a sign-out: the page says so,
 * keeps trying, and when the server answers restores the session and takes the user back to where
 * they were going, unless they have gone somewhere else in the meantime.
 */
export function useDeferredSessionRestore(router: Navigator): void {
  const config = useFrontendConfig();
  const visitorLanding = rootRedirect(false, config);
  useEffect(() => {
    const deferred = takeDeferredSessionRestore();
    if (!deferred) return;
    bus.emit({
      type: 'notice/raised',
      level: 'warning',
      messageKey: 'login.session_unreachable',
      timeoutMs: UNREACHABLE_NOTICE_MS,
    });
    return retryStoredSession({
      ctx: pageOAuthContext(),
      onSettled: (outcome) => {
        if (outcome !== 'restored') return;
        bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'login.session_restored' });
        const here = router.state.location.pathname;
        const wasSentAway = here === visitorLanding || here === '/';
        if (wasSentAway && deferred.returnPath !== here)
          router.navigate(deferred.returnPath, { replace: true });
      },
    });
    // Once per page: the deferred restore is taken on the first render.
  }, [router, visitorLanding]);
}
