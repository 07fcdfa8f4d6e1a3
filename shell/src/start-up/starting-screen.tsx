import { Loader } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { SnapshotPreview, useStartSnapshot } from './snapshot-preview';

/** After this long without an instance the screen says the server is slow (the request goes on). */
export const SLOW_START_MS = 6_000;

/**
 * What shows while start-up waits for the server: at once, so a slow instance never leaves a
 * blank page. The interface language is not known yet, so it speaks English, like the fatal error.
 */
export function StartingScreen() {
  const [slow, setSlow] = useState(false);
  const snapshot = useStartSnapshot();
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_START_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <IntlProvider locale="en" defaultLocale="en">
      <main className="panel starting-screen" aria-busy="true">
        <div className="panel__body" role="status">
          <Loader className="starting-screen__spinner" size={20} aria-hidden="true" />
          <p>
            {slow ? (
              <FormattedMessage
                id="startup.slow"
                defaultMessage="The server is slow to answer. Murmur keeps waiting for it."
              />
            ) : (
              <FormattedMessage id="startup.starting" defaultMessage="Connecting to the server…" />
            )}
          </p>
          <div className="starting-screen__bar" />
        </div>
        {snapshot ? <SnapshotPreview snapshot={snapshot} /> : null}
      </main>
    </IntlProvider>
  );
}
