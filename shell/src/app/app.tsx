import { useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import { NoticeHost } from '../notices/notice-host';
import { createShellRouter } from '../router/router';
import { useStreaming } from '../streaming/use-streaming';

export function App() {
  const router = useMemo(() => createShellRouter(), []);
  useStreaming();
  return (
    <IntlProvider locale="en" defaultLocale="en" onError={reportIntlError}>
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
