import { bus, rootRedirect, routePaths, useFrontendConfig } from '@murmur/shared/core';
import { useEffect } from 'react';
import { pageOAuthContext } from '../oauth/oauth-context';
import { takeSessionEndedNotice } from './session-ended';
import { retryStoredSession, takeDeferredSessionRestore } from './session-retry';

/** The 'could not restore' notice, by name: withdrawn once the session is back. */
const UNREACHABLE_NOTICE_ID = 'session-unreachable';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string } };
}

/** Says that the server ended the session, with a button that leads to the login page. */
function announceSessionEnded(router: Navigator): void {
  bus.emit({
    type: 'notice/raised',
    level: 'warning',
    messageKey: 'login.session_ended',
    noticeId: 'session-ended',
    timeoutMs: 0,
    action: { messageKey: 'login.login', run: () => router.navigate(routePaths.login()) },
  });
}

/**
 * A stored session the server could not confirm at start-up is not a sign-out: the page says so
 * (with Retry), keeps trying, and when the server answers restores the session and takes the user
 * back to where they were going, unless they have gone somewhere else in the meantime. A session
 * the server refused is said to have ended, with a way to log in again.
 */
export function useDeferredSessionRestore(router: Navigator): void {
  const config = useFrontendConfig();
  const visitorLanding = rootRedirect(false, config);
  useEffect(() => {
    if (takeSessionEndedNotice()) announceSessionEnded(router);
    const deferred = takeDeferredSessionRestore();
    if (!deferred) return;
    const retry = retryStoredSession({
      ctx: pageOAuthContext(),
      onSettled: (outcome) => {
        bus.emit({ type: 'notice/withdrawn', noticeId: UNREACHABLE_NOTICE_ID });
        if (outcome === 'refused') {
          announceSessionEnded(router);
          return;
        }
        bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'login.session_restored' });
        const here = router.state.location.pathname;
        const wasSentAway = here === visitorLanding || here === '/';
        if (wasSentAway && deferred.returnPath !== here)
          router.navigate(deferred.returnPath, { replace: true });
      },
    });
    bus.emit({
      type: 'notice/raised',
      level: 'warning',
      messageKey: 'login.session_unreachable',
      noticeId: UNREACHABLE_NOTICE_ID,
      // It stays while Murmur keeps trying: it is the only place that says why and offers Retry.
      timeoutMs: 0,
      action: { messageKey: 'general.retry', run: retry.now, keepsNotice: true },
    });
    return retry.stop;
    // Once per page: the deferred restore is taken on the first render.
  }, [router, visitorLanding]);
}
