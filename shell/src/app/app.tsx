import { intlLocale, useMessages } from '@murmur/shared';
import { useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import { useDeferredSessionRestore } from '../auth/use-deferred-session-restore';
import { shellCatalogue } from '../i18n/shell-catalogue';
import { NoticeHost } from '../notices/notice-host';
import { createShellRouter } from '../router/router';
import { raiseStorageUnavailable } from '../start-up/storage-notice';
import { useStreaming } from '../streaming/use-streaming';

export function App({ storageAvailable = true }: { storageAvailable?: boolean }) {
  const router = useMemo(() => createShellRouter(), []);
  useStreaming();
  useDeferredSessionRestore(router);
  const { language, messages } = useMessages(shellCatalogue);

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
      <RouterProvider router={router} />
      <NoticeHost />
    </IntlProvider>
  );
}

// English is the built-in catalogue (the defaultMessage of every descriptor), so a missing
// translation is expected and not worth a console line.
function reportIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
