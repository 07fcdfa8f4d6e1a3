import {
  applyDocumentLanguage,
  intlLocale,
  useInterfaceLanguage,
  useMessages,
  useSession,
} from '@murmur/shared/core';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, type NavigateFunction, useNavigate } from 'react-router';
import { useAccountDeleted } from '../auth/use-account-deleted';
import { useDeferredSessionRestore } from '../auth/use-deferred-session-restore';
import { shellCatalogue } from '../i18n/shell-catalogue';
import { whenFirstScreenDrawn } from '../layout/after-first-screen';
import { NoticeHost } from '../notices/notice-host';
import { ShellRoutes } from '../router/router';
import { raiseStorageUnavailable } from '../start-up/storage-notice';
import { useStreaming } from '../streaming/use-streaming';
import { FailedAsNotice, Lazy } from './lazy-part';
import { pushLinkPart } from './shell-parts';

export function App({ storageAvailable = true }: { storageAvailable?: boolean }) {
  const navigateRef = useRef<NavigateFunction | null>(null);
  // The router's navigate, for the session restore that settles long after start-up; the location
  // is the window's (the shell's router is the page's history, without a basename).
  const navigator = useMemo(
    () => ({
      navigate: (to: string, options?: { replace?: boolean }) => navigateRef.current?.(to, options),
      state: {
        get location() {
          return { pathname: window.location.pathname };
        },
      },
    }),
    [],
  );
  const session = useSession();
  useStreaming();
  useDeferredSessionRestore(navigator);
  useAccountDeleted(navigator);
  const { language, messages } = useMessages(shellCatalogue);
  // lang and dir follow the interface language whichever part switched it (the settings modal
  // too), at once: the direction does not wait for any catalogue.
  const chosen = useInterfaceLanguage();
  useLayoutEffect(() => applyDocumentLanguage(chosen), [chosen]);

  // Web push's link to the page loads the whole contract (decision 0303): after the first screen.
  const [firstScreenDrawn, setFirstScreenDrawn] = useState(false);
  useEffect(() => {
    let live = true;
    void whenFirstScreenDrawn().then(() => {
      if (live) setFirstScreenDrawn(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // The notice host subscribes in its own effect, which runs before this one.
  useEffect(() => {
    if (!storageAvailable) raiseStorageUnavailable();
  }, [storageAvailable]);

  return (
    <IntlProvider
      locale={intlLocale(language)}
      defaultLocale="en"
      messages={messages}
      onError={reportIntlError}
    >
      <BrowserRouter>
        <NavigateInto target={navigateRef} />
        {session.kind === 'user' && firstScreenDrawn ? (
          <Lazy part={pushLinkPart} failed={(retry) => <FailedAsNotice retry={retry} />}>
            {(push) => <push.PushLink />}
          </Lazy>
        ) : null}
        <ShellRoutes />
      </BrowserRouter>
      <NoticeHost />
    </IntlProvider>
  );
}

/** Keeps the router's current navigate function where code outside the router can call it. */
function NavigateInto({ target }: { target: RefObject<NavigateFunction | null> }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    target.current = navigate;
  });
  return null;
}

// English is the built-in catalogue (the defaultMessage of every descriptor), so a missing
// translation is expected and not worth a console line.
function reportIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
